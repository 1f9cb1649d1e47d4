import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.server';
import { appSecrets } from './db/schema';

const cached = new Map<string, string>();

/**
 * The random key stored under `name` in `app_secrets`, made on first use. The first instance to store it
 * wins (`ON CONFLICT DO NOTHING`), so every function instance reads the same key; an instance keeps it,
 * as a stored key never changes.
 */
export async function storedSecret(db: Database, name: string): Promise<string> {
  const kept = cached.get(name);
  if (kept) return kept;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`The key ${name} could not be stored`);
  cached.set(name, row.value);
  return row.value;
}
