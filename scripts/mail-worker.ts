/**
 * The mail's worker for `npm start` (scripts/start.ts spawns it): the outbox sender, the check-in-open
 * messages and the purge every two seconds (server/mail/jobs.server.ts), in a process of its own so
 * that rendering e-mails never holds up the embedded database, which runs in the start script's process.
 *
 * Environment: DATABASE_URL, SMTP_URL, TENANT, SITE_URL (the links' address), MAIL_INTERVAL_MS (2000).
 *
 * It also keeps the trip's roads and weather (issue 40, server/trip) every ten minutes from
 * ROAD_CONDITIONS_URL and WEATHER_WARNINGS_URL (`npm start` points them at the local stand-in), as the
 * scheduled function refresh-trip-conditions does on a deploy.
 */
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { mailTransportFromEnv } from '../server/mail/index.server';
import { startMailLoop } from '../server/mail/jobs.server';
import { tenantFromEnv } from '../src/config/tenants';
import { tripConditionsRefreshMinutes } from '../src/config/trip';
import { startTripRefreshLoop, tripFeedUrls } from '../server/trip/refresh.server';

const loop = startMailLoop(getDatabase(), mailTransportFromEnv(), {
  tenant: tenantFromEnv(process.env.TENANT).id,
  siteUrl: process.env.SITE_URL ?? 'http://localhost:8888',
  intervalMs: Number(process.env.MAIL_INTERVAL_MS ?? 2_000),
});

const tripLoop = startTripRefreshLoop(getDatabase(), {
  urls: tripFeedUrls(),
  intervalMs: tripConditionsRefreshMinutes * 60_000,
});

const stop = async () => {
  await loop.stop();
  await tripLoop.stop();
  await closeDatabase();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
