import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { contentSourceFromEnv } from '../../src/content/sources';
import * as schema from '../db/schema';
import { seedRentalData } from './seed.server';

/** Seeds the database at `connectionString` from the content source of the environment (see seedRentalData). */
export async function seedDatabase(connectionString: string, now = new Date()): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await seedRentalData(drizzle(client, { schema }), contentSourceFromEnv(), now);
  } finally {
    await client.end();
  }
}
