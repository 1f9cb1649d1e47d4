/** `npm run db:migrate`: applies the migrations to the PostgreSQL database of DATABASE_URL. */
import { databaseUrl } from '../server/db/client.server';
import { migrateDatabase } from '../server/db/migrate.server';

migrateDatabase(databaseUrl())
  .then(() => console.log('Migrations applied'))
  .catch((error: unknown) => {
    console.error('Migration failed:', error);
    process.exit(1);
  });
