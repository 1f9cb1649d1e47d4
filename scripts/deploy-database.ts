/**
 * The database part of the deploy's build (scripts/build.mts, docs/decisions/028): migrates the database
 * of DATABASE_URL and syncs the brand's rental data from the content, so a new site on an empty managed
 * PostgreSQL can book as soon as it is live. Safe to run twice (migrations are recorded, the sync is
 * idempotent); a failing migration or content the engine cannot take fails the build, with the reason.
 */
import { migrateDatabase } from '../server/db/migrate.server';
import { syncDatabase } from '../server/rental/sync-database.server';
import { isProductionDeploy } from '../src/build/site-url';
import { tenantFromEnv } from '../src/config/tenants';

function say(message: string): void {
  console.log(`[build] ${message}`);
}

/** A reason the deploy cannot go on, said in the build log; the build exits with 1. */
export class DeployDatabaseError extends Error {
  override readonly name = 'DeployDatabaseError';
}

/**
 * Migrates and syncs DATABASE_URL. Without it a production deploy (`CONTEXT=production`) fails; any other
 * build goes on without a database (a site built only to look at, or `gatsby build` in a test).
 */
export async function prepareDeployDatabase(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = env.DATABASE_URL;
  if (!url) {
    if (isProductionDeploy(env)) {
      throw new DeployDatabaseError(
        'DATABASE_URL is not set: a production deploy migrates and fills its PostgreSQL database; set DATABASE_URL to its connection string (README, "Deploying a brand").',
      );
    }
    say('No DATABASE_URL: the database is neither migrated nor synced (npm start does both)');
    return;
  }
  const tenant = tenantFromEnv(env.TENANT).id;
  const started = Date.now();
  try {
    await migrateDatabase(url);
  } catch (error) {
    throw new DeployDatabaseError(`The database migration failed: ${error instanceof Error ? error.message : error}`);
  }
  say(`Database migrations applied (${Date.now() - started} ms)`);
  const [report] = await syncDatabase(url, { tenants: [tenant] });
  say(
    `Rental data of "${tenant}" synced from the content: ${report?.classes ?? 0} classes, ${report?.units ?? 0} vehicles (${Date.now() - started} ms)`,
  );
}
