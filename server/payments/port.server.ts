import type { Currency } from '../../src/config/currencies';
import type { CardBrand, CardDetails, CardErrors } from '../../src/domain/card';

export type { CardBrand, CardDetails } from '../../src/domain/card';

/**
 * The port every card processor adapter implements. Adapters answer a refused card with a `failed`
 * result and throw only for bad input or a bug. Results carry the card's brand and last four digits:
 * the full number and the CVC are never returned, kept or logged.
 */
export interface PaymentGateway {
  /** Stored with each payment, so a payment names the processor that took it. */
  readonly name: string;
  /** True when no real money moves; the site then labels payments as test payments. */
  readonly testMode: boolean;
  /** Charges the card; the same `idempotencyKey` answers the same charge and never charges twice. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives money back to a charge; the same `idempotencyKey` never refunds twice. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

export interface ChargeRequest {
  /** Integer minor units of `currency` (`currencyMinorUnits`), above 0. */
  amount: number;
  currency: Currency;
  card: CardDetails;
  idempotencyKey: string;
  /** What the customer's statement shows, such as the reservation reference. */
  description: string;
  /** The clock of the request, for the card's expiry; adapters never read the real time. */
  now: Date;
}

/** Why a processor refused a card; the UI chooses its wording by this code. */
export type ChargeFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  /** A real card given to a gateway in test mode. */
  | 'test_mode_live_card';

/** What the payment record may keep of the card. */
export interface ChargedCard {
  brand: CardBrand;
  last4: string;
  testMode: boolean;
}

export type ChargeResult =
  | ({ status: 'succeeded'; chargeId: string } & ChargedCard)
  | ({ status: 'failed'; code: ChargeFailureCode; message: string } & ChargedCard);

export interface RefundRequest {
  /** The `chargeId` of a succeeded charge. */
  chargeId: string;
  /** Integer minor units, above 0 and at most what the charge took. */
  amount: number;
  currency: Currency;
  idempotencyKey: string;
  now: Date;
}

export type RefundResult =
  { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string; message: string };

/**
 * Card details that fail `validateCard`, thrown before any processor is asked. The caller answers 400
 * with `fields` (`number`, `expiry`, `cvc`, `holderName`); neither carries the card's values.
 */
export class CardValidationError extends Error {
  override readonly name = 'CardValidationError';

  constructor(readonly fields: CardErrors) {
    super(`Invalid card details: ${Object.keys(fields).join(', ')}`);
  }
}
