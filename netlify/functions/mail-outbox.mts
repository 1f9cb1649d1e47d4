import type { Config } from '@netlify/functions';
import { tenantFromEnv } from '../../src/config/tenants';
import { clock } from '../../server/clock.server';
import { getDatabase } from '../../server/db/client.server';
import { mailTransportFromEnv } from '../../server/mail/index.server';
import { runMailJobs } from '../../server/mail/jobs.server';

/**
 * Scheduled every minute (server/mail/README.md): writes the check-in-open messages that came due,
 * sends the outbox's due messages over SMTP_URL and purges old bodies. Logs counts only.
 */
export default async function mailOutbox(): Promise<Response> {
  if (!process.env.SMTP_URL) {
    console.log('mail-outbox: SMTP_URL is not set; messages wait in the outbox');
    return new Response(null, { status: 204 });
  }
  const transport = mailTransportFromEnv();
  try {
    const report = await runMailJobs(getDatabase(), transport, {
      tenant: tenantFromEnv(process.env.TENANT).id,
      now: clock.now(),
      siteUrl: process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:8888',
    });
    console.log(
      `mail-outbox: sent ${report.sent}, retrying ${report.retrying}, failed ${report.failed}, skipped ${report.skipped}, purged ${report.purged}`,
    );
  } finally {
    await transport.close();
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '* * * * *' };
