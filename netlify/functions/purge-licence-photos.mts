import type { Config } from '@netlify/functions';
import { clock } from '../../server/clock.server';
import { getDatabase } from '../../server/db/client.server';
import { purgeLicencePhotos } from '../../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../../server/storage/index.server';
import { tenantFromEnv } from '../../src/config/tenants';

/** Scheduled daily: deletes this brand's licence photos `licencePhotoRetentionDays` after the return (server/storage/README.md). */
export default async function purge(): Promise<Response> {
  const { deleted } = await purgeLicencePhotos(
    getDatabase(),
    fileStorageFromEnv(),
    tenantFromEnv(process.env.TENANT).id,
    clock.now(),
  );
  // A count only: never a reference, a name or a key.
  console.log(`purge-licence-photos: ${deleted} photos deleted`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
