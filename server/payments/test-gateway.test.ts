/**
 * @jest-environment node
 */
import fc from 'fast-check';
import type { CardDetails } from '../../src/domain/card';
import { CardValidationError, type ChargeRequest, type RefundRequest } from './port.server';
import { createTestGateway } from './test-gateway.server';

const now = new Date('2026-05-10T12:00:00Z');
const gateway = createTestGateway();

function card(number: string, cvc = '123'): CardDetails {
  return { number, expMonth: 12, expYear: 2030, cvc, holderName: 'Jón Jónsson' };
}

function chargeRequest(overrides: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    amount: 45_900,
    currency: 'EUR',
    card: card('4242 4242 4242 4242'),
    idempotencyKey: 'reservation-1:key-1',
    description: 'Reservation ABC123',
    now,
    ...overrides,
  };
}

function refundRequest(overrides: Partial<RefundRequest> = {}): RefundRequest {
  return {
    chargeId: 'ch_test_0123456789abcdef01234567',
    amount: 10_000,
    currency: 'EUR',
    idempotencyKey: 'reservation-1:cancel',
    now,
    ...overrides,
  };
}

it('is the test gateway, in test mode', () => {
  expect(gateway.name).toBe('test');
  expect(gateway.testMode).toBe(true);
});

describe('charge', () => {
  it.each([
    ['4242 4242 4242 4242', '123', 'visa', '4242'],
    ['5555 5555 5555 4444', '123', 'mastercard', '4444'],
    ['3782 822463 10005', '1234', 'amex', '0005'],
  ])('takes the money of test card %s', async (number, cvc, brand, last4) => {
    const result = await gateway.charge(chargeRequest({ card: card(number, cvc) }));
    expect(result).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^ch_test_[0-9a-f]{24}$/),
      brand,
      last4,
      testMode: true,
    });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      '4000 0000 0000 0119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ])('refuses test card %s with %s', async (number, code, message) => {
    const result = await gateway.charge(chargeRequest({ card: card(number) }));
    expect(result).toEqual({ status: 'failed', code, message, brand: 'visa', last4: number.slice(-4), testMode: true });
  });

  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5105 1051 0510 5100', 'mastercard'],
    ['3714 496353 98431', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
  ])('refuses any other valid card, %s, as this site takes only test cards', async (number, brand) => {
    const cvc = brand === 'amex' ? '1234' : '123';
    const result = await gateway.charge(chargeRequest({ card: card(number, cvc) }));
    expect(result).toEqual({
      status: 'failed',
      code: 'test_mode_live_card',
      message: 'Your card was declined: this site is in test mode and accepts only test cards.',
      brand,
      last4: number.slice(-4),
      testMode: true,
    });
  });

  it('throws CardValidationError with the fields of card details that fail validation', async () => {
    const request = chargeRequest({
      card: { number: '4242 4242 4242 4241', expMonth: 4, expYear: 2026, cvc: '12', holderName: '' },
    });
    const error = await gateway.charge(request).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CardValidationError);
    expect((error as CardValidationError).fields).toEqual({
      number: 'Card number is invalid',
      expiry: 'Card has expired',
      cvc: 'CVC is invalid',
      holderName: 'Cardholder name is required',
    });
  });

  it('checks the expiry against the request clock, not the real time', async () => {
    const inMay2026 = card('4242424242424242');
    inMay2026.expMonth = 5;
    inMay2026.expYear = 26;
    await expect(
      gateway.charge(chargeRequest({ card: inMay2026, now: new Date('2026-05-31T23:59:59Z') })),
    ).resolves.toMatchObject({
      status: 'succeeded',
    });
    await expect(
      gateway.charge(chargeRequest({ card: inMay2026, now: new Date('2026-06-01T00:00:00Z') })),
    ).rejects.toThrow(CardValidationError);
  });

  it.each([0, -100, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws on the amount %p', async (amount) => {
    await expect(gateway.charge(chargeRequest({ amount }))).rejects.toThrow(RangeError);
  });

  it('charges whole krónur in ISK, which has no minor unit', async () => {
    await expect(gateway.charge(chargeRequest({ amount: 1, currency: 'ISK' }))).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it('throws on an empty idempotency key, which would share one charge id among all requests', async () => {
    await expect(gateway.charge(chargeRequest({ idempotencyKey: ' ' }))).rejects.toThrow(RangeError);
  });

  it('throws on an unknown currency', async () => {
    const request = { ...chargeRequest(), currency: 'XYZ' } as unknown as ChargeRequest;
    await expect(gateway.charge(request)).rejects.toThrow(RangeError);
  });
});

describe('idempotency', () => {
  it('answers the same charge id for the same key, from any instance, and never another charge', async () => {
    const first = await createTestGateway().charge(chargeRequest({ idempotencyKey: 'r-7:k-1' }));
    const retried = await createTestGateway().charge(chargeRequest({ idempotencyKey: 'r-7:k-1' }));
    expect(first.status).toBe('succeeded');
    expect(retried).toEqual(first);
  });

  it('gives different keys different charge ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.string({ minLength: 1 }).filter((key) => key.trim() !== ''),
          { minLength: 2, maxLength: 20 },
        ),
        async (keys) => {
          const results = await Promise.all(
            keys.map((idempotencyKey) => gateway.charge(chargeRequest({ idempotencyKey }))),
          );
          const ids = results.map((result) => (result.status === 'succeeded' ? result.chargeId : ''));
          return new Set(ids).size === keys.length;
        },
      ),
    );
  });

  it('gives the same refund id for the same key', async () => {
    const first = await gateway.refund(refundRequest({ idempotencyKey: 'r-7:cancel' }));
    const retried = await gateway.refund(refundRequest({ idempotencyKey: 'r-7:cancel' }));
    const other = await gateway.refund(refundRequest({ idempotencyKey: 'r-7:change' }));
    expect(first).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_test_[0-9a-f]{24}$/) });
    expect(retried).toEqual(first);
    expect(other).not.toEqual(first);
  });
});

describe('card data', () => {
  const allCards = [
    card('4242424242424242'),
    card('5555 5555 5555 4444'),
    card('3782-822463-10005', '9876'),
    card('4000000000000002'),
    card('4000000000009995'),
    card('4000000000000069'),
    card('4000000000000127'),
    card('4000000000000119'),
    card('4111111111111111'),
  ];

  it.each(allCards)('a result holds brand and last four of $number, never the number or the CVC', async (details) => {
    const result = await gateway.charge(chargeRequest({ card: details }));
    const text = JSON.stringify(result);
    const digits = details.number.replace(/\D/g, '');
    expect(text).not.toContain(digits);
    expect(text).not.toContain(details.number);
    expect(text).not.toContain(digits.slice(0, -4));
    expect(Object.keys(result).sort()).toEqual(
      result.status === 'succeeded'
        ? ['brand', 'chargeId', 'last4', 'status', 'testMode']
        : ['brand', 'code', 'last4', 'message', 'status', 'testMode'],
    );
  });

  it('a validation error names the fields, never the values', async () => {
    const details = { ...card('4242424242424241'), cvc: '9z9' };
    const error = await gateway.charge(chargeRequest({ card: details })).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CardValidationError);
    for (const text of [JSON.stringify(error), String(error), (error as Error).stack ?? '']) {
      expect(text).not.toContain('4242424242424241');
      expect(text).not.toContain('9z9');
    }
  });
});

describe('refund', () => {
  it('gives back any amount of a test charge', async () => {
    const charged = await gateway.charge(chargeRequest());
    if (charged.status !== 'succeeded') throw new Error('the test card succeeds');
    await expect(gateway.refund(refundRequest({ chargeId: charged.chargeId, amount: 1 }))).resolves.toMatchObject({
      status: 'succeeded',
    });
  });

  it.each([
    ['a live charge id', { chargeId: 'ch_3PqRsT' }],
    ['an empty charge id', { chargeId: '' }],
    ['the bare prefix', { chargeId: 'ch_test_' }],
    ['a refund id', { chargeId: 're_test_0123456789abcdef01234567' }],
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -500 }],
    ['a fractional amount', { amount: 0.5 }],
  ])('refuses %s with invalid_charge', async (_case, overrides: Partial<RefundRequest>) => {
    const result = await gateway.refund(refundRequest(overrides));
    expect(result).toEqual({ status: 'failed', code: 'invalid_charge', message: expect.any(String) });
  });

  it('throws on an empty idempotency key', async () => {
    await expect(gateway.refund(refundRequest({ idempotencyKey: '' }))).rejects.toThrow(RangeError);
  });
});
