import { sql } from 'drizzle-orm';
import type { Database } from './db/client.server';

export interface HealthReport {
  status: 'ok' | 'degraded';
  tenant: string;
  time: string;
  database: { status: 'up' | 'down'; latencyMs?: number; error?: string };
}

export interface HealthDependencies {
  getDatabase: () => Database;
  now: () => Date;
  tenant: string;
}

/** Checks that the database answers a query; never throws, so the health endpoint always answers. */
export async function checkHealth({ getDatabase, now, tenant }: HealthDependencies): Promise<HealthReport> {
  const started = performance.now();
  const time = now().toISOString();
  try {
    await getDatabase().execute(sql`select 1`);
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    return { status: 'ok', tenant, time, database: { status: 'up', latencyMs } };
  } catch (error) {
    // The reason goes to the log only: a connection error can name hosts that visitors need not see.
    console.error('Health check: the database did not answer:', error);
    return { status: 'degraded', tenant, time, database: { status: 'down', error: 'The database did not answer.' } };
  }
}
