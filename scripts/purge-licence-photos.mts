import { clock } from '../server/clock.server';
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { purgeLicencePhotos } from '../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../server/storage/index.server';
import { tenantFromEnv } from '../src/config/tenants';

// The purge for machines without Netlify's scheduler: run it from cron with DATABASE_URL, TENANT (and FILE_STORAGE) set.
const { deleted } = await purgeLicencePhotos(
  getDatabase(),
  fileStorageFromEnv(),
  tenantFromEnv(process.env.TENANT).id,
  clock.now(),
);
console.log(`purge-licence-photos: ${deleted} photos deleted`);
await closeDatabase();
