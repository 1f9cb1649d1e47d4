import { createHash } from 'node:crypto';
import { cardBrand, normalizeCardNumber, validateCard } from './card';
import { CardValidationError, type ChargeFailureCode, type ChargeResult, type PaymentGateway } from './port.server';

/**
 * A gateway that behaves like a card processor's test mode, with the conventional test cards. Every
 * answer says `testMode: true`, and the site labels payments as test payments. It keeps no state: ids
 * are derived from the idempotency key, so the same key always gives the same charge; the engine
 * stores payments under a unique key, so a key is never charged twice.
 */

const outcomes: Record<string, { code: ChargeFailureCode; message: string } | 'success'> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '378282246310005': 'success',
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again.' },
};

const liveCard = {
  code: 'test_mode_live_card' as const,
  message: 'Your card was declined: this site is in test mode and accepts only test cards.',
};

function derivedId(prefix: string, key: string): string {
  return `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    testMode: true,
    async charge(request): Promise<ChargeResult> {
      const errors = validateCard(request.card, request.now);
      if (Object.keys(errors).length > 0) throw new CardValidationError(errors as Record<string, string>);
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new RangeError('Amount must be a positive integer');
      const number = normalizeCardNumber(request.card.number);
      const facts = { brand: cardBrand(number), last4: number.slice(-4), testMode: true };
      const outcome = outcomes[number] ?? liveCard;
      if (outcome === 'success')
        return { status: 'succeeded', chargeId: derivedId('ch_test', request.idempotencyKey), ...facts };
      return { status: 'failed', code: outcome.code, message: outcome.message, ...facts };
    },
    async refund(request) {
      if (!request.chargeId.startsWith('ch_test_') || !(request.amount > 0)) {
        return { status: 'failed', code: 'invalid_charge', message: 'No such test charge.' };
      }
      return { status: 'succeeded', refundId: derivedId('re_test', request.idempotencyKey) };
    },
  };
}
