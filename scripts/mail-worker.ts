/**
 * The mail's worker for `npm start` (scripts/start.ts spawns it): the outbox sender, the check-in-open
 * messages and the purge every two seconds (server/mail/jobs.server.ts), in a process of its own so
 * that rendering e-mails never holds up the embedded database, which runs in the start script's process.
 *
 * Environment: DATABASE_URL, SMTP_URL, TENANT, SITE_URL (the links' address), MAIL_INTERVAL_MS (2000).
 */
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { mailTransportFromEnv } from '../server/mail/index.server';
import { startMailLoop } from '../server/mail/jobs.server';
import { tenantFromEnv } from '../src/config/tenants';

const loop = startMailLoop(getDatabase(), mailTransportFromEnv(), {
  tenant: tenantFromEnv(process.env.TENANT).id,
  siteUrl: process.env.SITE_URL ?? 'http://localhost:8888',
  intervalMs: Number(process.env.MAIL_INTERVAL_MS ?? 2_000),
});

const stop = async () => {
  await loop.stop();
  await closeDatabase();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
