import type { Config } from '@netlify/functions';
import { tenantFromEnv } from '../../src/config/tenants';
import { clock } from '../../server/clock.server';
import { getDatabase } from '../../server/db/client.server';
import { purgeExpiredRecords } from '../../server/purge/expired-records.server';

/**
 * Scheduled daily: deletes expired sessions, old find attempts, idempotency keys and rate counters,
 * each after its retention in src/config/abuse.ts (server/purge/README.md).
 */
export default async function purge(): Promise<Response> {
  const gone = await purgeExpiredRecords(getDatabase(), tenantFromEnv(process.env.TENANT).id, clock.now());
  // Counts only: never an id, a reference or an address.
  console.log(
    `purge-expired-records: ${gone.sessions} sessions, ${gone.findAttempts} find attempts, ${gone.idempotencyKeys} idempotency keys, ${gone.rateCounters} rate counters deleted`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
