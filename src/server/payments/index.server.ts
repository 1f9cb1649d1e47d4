import type { PaymentGateway } from './port.server';
import { createTestGateway } from './test-gateway.server';

export * from './card';
export * from './port.server';
export { createTestGateway } from './test-gateway.server';

/**
 * The gateway the environment asks for: `PAYMENT_GATEWAY` unset or `test` gives the test gateway. No
 * live processor adapter exists yet; naming one fails loudly instead of pretending to charge.
 */
export function paymentGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentGateway {
  const name = env.PAYMENT_GATEWAY ?? 'test';
  if (name === 'test') return createTestGateway();
  throw new Error(
    `Unknown PAYMENT_GATEWAY "${name}": only "test" exists so far (the live processor adapter is not built)`,
  );
}
