import type { Config } from '@netlify/functions';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { engineContext } from '../../server/rental/context.server';
import { sweepDeposits } from '../../server/rental/payment.server';

/**
 * Scheduled hourly: deposit holds for customers who skipped check-in, releases after the return, and
 * renewal of holds that would lapse first (server/payments/README.md, docs/decisions/024).
 */
export default async function depositHolds(): Promise<Response> {
  const sweep = await sweepDeposits(engineContext(), paymentProcessorFromEnv());
  // Counts only: never a reference or an amount of a person.
  console.log(
    `deposit-holds: ${sweep.placed} placed, ${sweep.released} released, ${sweep.renewed} renewed, ${sweep.flagged} flagged, ${sweep.failed} failed`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
