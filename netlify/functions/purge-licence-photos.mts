import type { Config } from '@netlify/functions';
import { clock } from '../../server/clock.server';
import { purgeConditionPhotos } from '../../server/condition/condition.server';
import { getDatabase } from '../../server/db/client.server';
import { purgeLicencePhotos } from '../../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';
import { tenantFromEnv } from '../../src/config/tenants';

/**
 * Scheduled daily: deletes this brand's licence photos `licencePhotoRetentionDays` after the return
 * (server/storage/README.md), and its condition photos the brand's `retentionDays` after the return unless
 * a damage claim holds them (server/condition/README.md).
 */
export default async function purge(): Promise<Response> {
  const db = getDatabase();
  const storage = fileStorageFromEnv();
  const tenant = tenantFromEnv(process.env.TENANT).id;
  const now = clock.now();
  const { deleted } = await purgeLicencePhotos(db, storage, tenant, now);
  const condition = await purgeConditionPhotos(db, storage, tenant, now);
  // Counts only: never a reference, a name, a key or a note.
  console.log(
    `purge-licence-photos: ${deleted} licence photos deleted, ${condition.deleted} condition photos deleted, ` +
      `${condition.heldByClaims} reservations' condition photos held by a claim`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
