import type { Currency } from '../../config/currencies';
import type { CardBrand, CardDetails } from './card';

/**
 * The port every card processor adapter implements. Results carry the card's brand and last four
 * digits only: the full number and the CVC are never kept or logged.
 */
export interface ChargeRequest {
  /** Integer minor units, above 0. */
  amount: number;
  currency: Currency;
  card: CardDetails;
  /** The same key never charges twice. */
  idempotencyKey: string;
  description: string;
  now: Date;
}

export type ChargeFailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'test_mode_live_card';

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; brand: CardBrand; last4: string; testMode: boolean }
  | { status: 'failed'; code: ChargeFailureCode; message: string; brand: CardBrand; last4: string; testMode: boolean };

export interface RefundRequest {
  chargeId: string;
  amount: number;
  currency: Currency;
  idempotencyKey: string;
  now: Date;
}

export type RefundResult =
  { status: 'succeeded'; refundId: string } | { status: 'failed'; code: string; message: string };

export interface PaymentGateway {
  readonly name: string;
  readonly testMode: boolean;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** Card details that fail the checks of `validateCard`; the caller answers 400 with the fields. */
export class CardValidationError extends Error {
  override readonly name = 'CardValidationError';

  constructor(readonly fields: Record<string, string>) {
    super(`Invalid card: ${Object.keys(fields).join(', ')}`);
  }
}
