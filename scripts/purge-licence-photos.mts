import { clock } from '../server/clock.server';
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { purgeLicencePhotos } from '../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../server/storage/index.server';

// The purge for machines without Netlify's scheduler: run it from cron with DATABASE_URL (and FILE_STORAGE) set.
const { deleted } = await purgeLicencePhotos(getDatabase(), fileStorageFromEnv(), clock.now());
console.log(`purge-licence-photos: ${deleted} photos deleted`);
await closeDatabase();
