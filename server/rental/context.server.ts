import { tenantFromEnv, type TenantId } from '../../src/config/tenants';
import { clock } from '../clock.server';
import { getDatabase, type Database } from '../db/client.server';

/** What every engine call needs: the database, the brand this site serves, and the request's time. */
export interface EngineContext {
  db: Database;
  tenant: TenantId;
  now: Date;
}

export function engineContext(): EngineContext {
  return { db: getDatabase(), tenant: tenantFromEnv(process.env.TENANT).id, now: clock.now() };
}
