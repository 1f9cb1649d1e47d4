import { clock } from '../src/server/clock.server';
import { closeDatabase, getDatabase } from '../src/server/db/client.server';
import { purgeLicencePhotos } from '../src/server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../src/server/storage/index.server';

// The purge for machines without Netlify's scheduler: run it from cron with DATABASE_URL (and FILE_STORAGE) set.
const { deleted } = await purgeLicencePhotos(getDatabase(), fileStorageFromEnv(), clock.now());
console.log(`purge-licence-photos: ${deleted} photos deleted`);
await closeDatabase();
