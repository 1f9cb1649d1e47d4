import type { PaymentGateway } from './port.server';
import { createTestGateway } from './test-gateway.server';

export * from '../../src/domain/card';
export * from './port.server';
export { chargeFailureMessages, createTestGateway, testCards } from './test-gateway.server';

/** The gateways `PAYMENT_GATEWAY` may name. */
export const paymentGatewayNames = ['test'] as const;

/**
 * The gateway the environment names in `PAYMENT_GATEWAY`; unset or empty gives the test gateway. No
 * live processor adapter exists yet, so any other name throws rather than pretend to take money.
 */
export function paymentGatewayFromEnv(env: Record<string, string | undefined> = process.env): PaymentGateway {
  const name = env.PAYMENT_GATEWAY?.trim() || 'test';
  if (name === 'test') return createTestGateway();
  throw new Error(
    `Unknown PAYMENT_GATEWAY "${name}": only "test" exists so far; a live card processor adapter is not built yet.`,
  );
}
