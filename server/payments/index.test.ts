/**
 * @jest-environment node
 */
import { CardValidationError, paymentGatewayFromEnv, validateCard } from './index.server';

describe('paymentGatewayFromEnv', () => {
  it.each([{}, { PAYMENT_GATEWAY: 'test' }, { PAYMENT_GATEWAY: '' }, { PAYMENT_GATEWAY: ' test ' }])(
    'gives the test gateway for %j',
    (env) => {
      const gateway = paymentGatewayFromEnv(env);
      expect(gateway.name).toBe('test');
      expect(gateway.testMode).toBe(true);
    },
  );

  it.each(['stripe', 'live', 'TEST'])('refuses %s, naming it and the one gateway that exists', (name) => {
    expect(() => paymentGatewayFromEnv({ PAYMENT_GATEWAY: name })).toThrow(
      `Unknown PAYMENT_GATEWAY "${name}": only "test" exists so far`,
    );
  });

  it('reads process.env by default', () => {
    const saved = process.env.PAYMENT_GATEWAY;
    try {
      process.env.PAYMENT_GATEWAY = 'stripe';
      expect(() => paymentGatewayFromEnv()).toThrow('"stripe"');
      delete process.env.PAYMENT_GATEWAY;
      expect(paymentGatewayFromEnv().name).toBe('test');
    } finally {
      if (saved === undefined) delete process.env.PAYMENT_GATEWAY;
      else process.env.PAYMENT_GATEWAY = saved;
    }
  });

  it('exports the card checks and the port beside the factory', () => {
    expect(validateCard({}, new Date('2026-01-01T00:00:00Z'))).toHaveProperty('number');
    expect(new CardValidationError({ cvc: 'CVC is invalid' }).fields).toEqual({ cvc: 'CVC is invalid' });
  });
});
