import type { Currency } from '../../src/config/currencies';

/** A stored card's brand, as the processor names it to us (never its number). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'diners' | 'unknown';

/**
 * The port every card processor adapter implements (PCI DSS SAQ A): the customer types the card into
 * the processor's own hosted page, so no card number or CVC ever reaches this site. The site creates a
 * checkout for an amount, sends the customer to its `url`, and learns the outcome from `checkoutResult`
 * (when the customer comes back) and from signed webhooks (`readWebhook`, the source of truth).
 *
 * Amounts are integer minor units of `currencyMinorUnits` (ISK has none); an adapter converts to its
 * processor's own exponent. Every call that moves money takes an idempotency key: the same key never
 * authorises, captures, cancels or refunds twice.
 */
export interface PaymentProcessor {
  /** Stored with each ledger entry, so an entry names the processor that took it. */
  readonly name: string;
  /** True when no real money moves; the site then labels payments as test payments. */
  readonly testMode: boolean;
  /** Starts a customer-present payment on the processor's hosted page (3-D Secure happens there). */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * What the processor says of a checkout, for the `sessionResult` it put on the return URL (required:
   * Adyen answers nothing without it, and its answer for one value never changes).
   */
  checkoutResult(request: { checkoutId: string; sessionResult: string }): Promise<CheckoutResult>;
  /** A merchant-initiated authorisation on a card stored at an earlier checkout (deposit holds). */
  authoriseStoredCard(request: StoredCardRequest): Promise<Authorisation>;
  /** Captures `amount` (at most what is authorised and not yet captured) of an authorisation. */
  capture(request: ModificationRequest): Promise<ModificationReceived>;
  /** Releases what is left of an authorisation (nothing is charged). */
  cancel(request: Omit<ModificationRequest, 'amount' | 'currency'>): Promise<ModificationReceived>;
  /** Gives `amount` of a captured payment back to the card. */
  refund(request: ModificationRequest): Promise<ModificationReceived>;
  /** Sets an authorisation's amount to `amount`; the same amount extends its validity. */
  adjustAuthorisation(request: ModificationRequest): Promise<ModificationReceived>;
  /**
   * Verifies a webhook delivery by the processor's documented signature scheme and reads its events.
   * Throws `WebhookSignatureError` when a signature is missing or wrong (the endpoint answers 401).
   */
  readWebhook(body: string, headers: Headers): Promise<ProcessorEvent[]>;
  /** What the endpoint answers a delivery it accepted (Adyen expects `[accepted]`). */
  readonly webhookAcceptedBody: string;
}

export interface CheckoutRequest {
  /** Our id of this payment attempt: the processor's merchant reference, echoed in its webhooks. */
  reference: string;
  amount: number;
  currency: Currency;
  /** Where the processor sends the customer back; it adds `sessionId` and `sessionResult`. */
  returnUrl: string;
  /** The booking's language (`en`, `is`, …), for the processor's page. */
  locale: string;
  /** `manual` authorises only (a deposit hold); `automatic` charges. */
  capture: 'automatic' | 'manual';
  /** Keep the card at the processor for later merchant-initiated holds (`shopperReference`). */
  storeCard: boolean;
  /** Who the stored card belongs to: the reservation's id. */
  shopperReference: string;
  /** What the customer's statement and the processor's page show. */
  description: string;
  shopperEmail?: string;
  idempotencyKey: string;
  /** When the checkout stops taking payments; without it the processor's default (Adyen: one hour). */
  expiresAt?: Date;
}

export interface Checkout {
  checkoutId: string;
  /** The processor's hosted page, on the processor's origin. */
  url: string;
  expiresAt: Date;
}

export interface PaidCard {
  brand: CardBrand | 'unknown';
  last4: string;
}

export interface CheckoutPayment {
  pspReference: string;
  amount: number;
  /** The currency the processor authorised in: checked against the attempt's, as the amount is. */
  currency: string;
  status: 'authorised' | 'refused' | 'cancelled' | 'pending';
  /** The processor's refusal reason, for the record; the UI words its own message from `refusalCode`. */
  refusalReason?: string;
  refusalCode?: RefusalCode;
}

export type CheckoutResult = {
  status: 'active' | 'completed' | 'payment_pending' | 'refused' | 'cancelled' | 'expired';
  payments: CheckoutPayment[];
};

/** Why a payment was refused; the UI chooses its wording by this code. */
export type RefusalCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'authentication_failed'
  | 'processing_error';

export interface StoredCardRequest {
  reference: string;
  amount: number;
  currency: Currency;
  shopperReference: string;
  storedCardId: string;
  capture: 'manual';
  description: string;
  idempotencyKey: string;
}

export type Authorisation =
  | { status: 'authorised'; pspReference: string; card?: PaidCard }
  | { status: 'refused'; pspReference: string | null; refusalCode: RefusalCode; refusalReason: string };

export interface ModificationRequest {
  /** The pspReference of the original authorisation or payment. */
  pspReference: string;
  amount: number;
  currency: Currency;
  /** Our reference of this modification (echoed in the webhook). */
  reference: string;
  idempotencyKey: string;
}

/** The processor took the request; its outcome comes by webhook. */
export interface ModificationReceived {
  /** The modification's own pspReference. */
  pspReference: string;
}

export type ProcessorEventKind = 'authorisation' | 'capture' | 'cancellation' | 'refund' | 'authorisation_adjustment';

/** One verified webhook event, in the port's words. */
export interface ProcessorEvent {
  kind: ProcessorEventKind;
  success: boolean;
  /** For `authorisation`, the payment's pspReference; for a modification, the modification's own. */
  pspReference: string;
  /** For a modification, the pspReference of the payment it modifies. */
  originalReference: string | null;
  /** Our reference: a payment attempt's id, or a modification's reference. */
  merchantReference: string;
  amount: number;
  currency: string;
  reason: string | null;
  refusalCode: RefusalCode | null;
  card: PaidCard | null;
  /** A card stored for later merchant-initiated holds, when the checkout asked for it. */
  storedCardId: string | null;
  occurredAt: Date;
}

/** A webhook delivery whose signature is missing or wrong. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/**
 * A webhook delivery without the Basic authentication the site is configured to expect (the user and
 * password of the webhook's settings at the processor): answered 401 before any signature is read.
 */
export class WebhookAuthenticationError extends Error {
  override readonly name = 'WebhookAuthenticationError';
}

/** The processor answered an error (bad request, 5xx, timeout); `retryable` says whether to try again. */
export class ProcessorError extends Error {
  override readonly name = 'ProcessorError';

  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
