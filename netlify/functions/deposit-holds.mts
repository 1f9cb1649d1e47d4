import type { Config } from '@netlify/functions';
import { paymentProcessorFromEnv } from '../../server/payments/index.server';
import { engineContext } from '../../server/rental/context.server';
import { sweepDeposits } from '../../server/rental/deposit-sweep.server';

/**
 * Scheduled hourly: deposit holds for customers who skipped check-in (and again after a refusal),
 * releases after the return, and renewal of holds that would lapse first. Only what is due is read, in
 * batches; the processor is called outside the rows' transactions (server/rental/README.md, decision 024).
 */
export default async function depositHolds(): Promise<Response> {
  const sweep = await sweepDeposits(engineContext(), paymentProcessorFromEnv());
  // Counts only: never a reference or an amount of a person.
  console.log(
    `deposit-holds: ${sweep.selected} due in ${sweep.batches} batches: ${sweep.placed} placed, ${sweep.refused} refused, ${sweep.released} releases and ${sweep.renewed} renewals asked, ${sweep.failed} failed${sweep.stoppedEarly ? ', stopped at its time budget' : ''}`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@hourly' };
