import type { TenantId } from '../../src/config/tenants';
import type { Database } from '../db/client.server';
import { enqueueCheckInOpenMessages } from './check-in-open.server';
import type { MailTransport } from './port.server';
import { deliverDueMessages, purgeMessageBodies, type DeliveryReport } from './sender.server';

/**
 * One run of the mail's scheduled work for the brand `tenant` at `now`: write its check-in-open messages
 * that came due, send its due messages with links to its site (`siteUrl`), and purge the bodies of its
 * messages sent long enough ago. Another brand's messages in the same database are its own site's job.
 * The scheduled function runs it every minute; `npm start` runs it in a loop (`startMailLoop`).
 */
export async function runMailJobs(
  db: Database,
  transport: MailTransport,
  input: { tenant: TenantId; now: Date; siteUrl: string },
): Promise<DeliveryReport & { purged: number }> {
  await enqueueCheckInOpenMessages(db, input.tenant, input.now);
  const report = await deliverDueMessages(db, transport, input.now, { tenant: input.tenant, siteUrl: input.siteUrl });
  const purged = await purgeMessageBodies(db, input.tenant, input.now);
  return { ...report, purged };
}

/**
 * `runMailJobs` every `intervalMs` with the real clock, one run at a time, until stopped: the sender
 * and the scheduled messages of `npm start` (no Netlify scheduler runs locally). A failed run is logged
 * without personal data and the loop goes on.
 */
export function startMailLoop(
  db: Database,
  transport: MailTransport,
  input: { tenant: TenantId; siteUrl: string; intervalMs: number },
): { stop: () => Promise<void> } {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = runMailJobs(db, transport, { tenant: input.tenant, now: new Date(), siteUrl: input.siteUrl })
      .then((report) => {
        if (report.sent + report.retrying + report.failed > 0) {
          console.log(`[mail] sent ${report.sent}, waiting to retry ${report.retrying}, given up ${report.failed}`);
        }
      })
      .catch((error: unknown) => console.error('[mail] run failed:', (error as Error).message))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, input.intervalMs);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await transport.close();
    },
  };
}
