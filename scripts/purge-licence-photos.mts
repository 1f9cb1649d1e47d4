import { clock } from '../server/clock.server';
import { purgeConditionPhotos } from '../server/condition/condition.server';
import { closeDatabase, getDatabase } from '../server/db/client.server';
import { purgeLicencePhotos } from '../server/rental/licence-photos.server';
import { fileStorageFromEnv } from '../server/storage/index.server';
import { tenantFromEnv } from '../src/config/tenants';

// The purge for machines without Netlify's scheduler: run it from cron with DATABASE_URL, TENANT (and FILE_STORAGE) set.
const tenant = tenantFromEnv(process.env.TENANT).id;
const now = clock.now();
const { deleted } = await purgeLicencePhotos(getDatabase(), fileStorageFromEnv(), tenant, now);
const condition = await purgeConditionPhotos(getDatabase(), fileStorageFromEnv(), tenant, now);
console.log(
  `purge-licence-photos: ${deleted} licence photos deleted, ${condition.deleted} condition photos deleted, ` +
    `${condition.heldByClaims} reservations' condition photos held by a claim`,
);
await closeDatabase();
