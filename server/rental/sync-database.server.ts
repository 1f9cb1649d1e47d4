import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TenantId } from '../../src/config/tenants';
import { contentSourceFromEnv } from '../../src/content/sources';
import * as schema from '../db/schema';
import { syncRentalData, type SyncReport } from './sync.server';

/**
 * Syncs the rental data of the database at `connectionString` from the content source of the environment
 * (see syncRentalData): every brand by default, or `tenants`. `npm start`, the deploy's build and the tests
 * call it; one connection, closed after.
 */
export async function syncDatabase(
  connectionString: string,
  { tenants, now = new Date() }: { tenants?: readonly TenantId[]; now?: Date } = {},
): Promise<SyncReport[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await syncRentalData(
      drizzle(client, { schema }),
      contentSourceFromEnv(process.env, { live: true }),
      now,
      tenants,
    );
  } finally {
    await client.end();
  }
}
