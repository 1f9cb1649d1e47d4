import { createHash } from 'node:crypto';
import { isCurrency } from '../../src/config/currencies';
import { cardBrand, normalizeCardNumber, validateCard } from '../../src/domain/card';
import {
  CardValidationError,
  type ChargeFailureCode,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './port.server';

/**
 * The conventional test cards of card processors' test modes (Stripe's numbers), by their digits. Any
 * expiry date in the future and any CVC of the right length go with them.
 */
export const testCards = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '378282246310005': 'succeeds',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
} as const satisfies Record<string, 'succeeds' | ChargeFailureCode>;

/** What the processor says of each refusal; the UI words its own message from the code. */
export const chargeFailureMessages: Record<ChargeFailureCode, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  test_mode_live_card: 'Your card was declined: this site is in test mode and accepts only test cards.',
};

const chargeIdPrefix = 'ch_test_';
const refundIdPrefix = 're_test_';

function isTestCard(digits: string): digits is keyof typeof testCards {
  return Object.hasOwn(testCards, digits);
}

/**
 * An id that only the idempotency key decides: a retried request gets the id of its first attempt,
 * with no state kept between calls. 96 bits of the hash make two keys sharing an id unthinkable.
 */
function idFromKey(prefix: string, idempotencyKey: string): string {
  return prefix + createHash('sha256').update(idempotencyKey, 'utf8').digest('hex').slice(0, 24);
}

function isPositiveMinorUnits(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0;
}

/** A bad currency or key is a bug in the caller, so it is thrown rather than answered. */
function assertRequestIsWellFormed(currency: string, idempotencyKey: string): void {
  if (!isCurrency(currency)) throw new RangeError(`Unknown currency ${currency}`);
  // An empty key would give every request the same id.
  if (idempotencyKey.trim() === '') throw new RangeError('An idempotency key is required');
}

async function charge(request: ChargeRequest): Promise<ChargeResult> {
  const errors = validateCard(request.card, request.now);
  if (Object.keys(errors).length > 0) throw new CardValidationError(errors);
  assertRequestIsWellFormed(request.currency, request.idempotencyKey);
  if (!isPositiveMinorUnits(request.amount)) {
    throw new RangeError(`Amount must be a positive integer of minor units, got ${request.amount}`);
  }

  const digits = normalizeCardNumber(request.card.number);
  const card = { brand: cardBrand(digits), last4: digits.slice(-4), testMode: true };
  const outcome = isTestCard(digits) ? testCards[digits] : 'test_mode_live_card';
  if (outcome === 'succeeds') {
    return { status: 'succeeded', chargeId: idFromKey(chargeIdPrefix, request.idempotencyKey), ...card };
  }
  return { status: 'failed', code: outcome, message: chargeFailureMessages[outcome], ...card };
}

async function refund(request: RefundRequest): Promise<RefundResult> {
  assertRequestIsWellFormed(request.currency, request.idempotencyKey);
  if (!request.chargeId.startsWith(chargeIdPrefix) || request.chargeId.length === chargeIdPrefix.length) {
    return { status: 'failed', code: 'invalid_charge', message: 'No such test charge.' };
  }
  // Without state the gateway cannot know what the charge took; the engine refunds at most that.
  if (!isPositiveMinorUnits(request.amount)) {
    return { status: 'failed', code: 'invalid_charge', message: 'A refund must be a positive whole amount.' };
  }
  return { status: 'succeeded', refundId: idFromKey(refundIdPrefix, request.idempotencyKey) };
}

/**
 * A gateway that behaves like a card processor's test mode: the cards of `testCards` answer as listed,
 * any other valid card is refused with `test_mode_live_card`, and no money moves. Card details that
 * fail `validateCard` throw `CardValidationError`. It keeps no state; the engine stores payments under
 * a unique idempotency key, and ids derived from that key make a retried request answer the same.
 */
export function createTestGateway(): PaymentGateway {
  return { name: 'test', testMode: true, charge, refund };
}
