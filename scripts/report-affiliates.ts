/**
 * `npm run report:affiliates -- --from YYYY-MM-DD --to YYYY-MM-DD [--tenant car]`: per referral code,
 * the clicks, conversions and converted amounts (per currency) of the period, both days included.
 *
 * Reads the database of DATABASE_URL, else the embedded one `npm start` keeps (PGLITE_DATA_DIR,
 * .data/pglite). The embedded data folder can be open in one process only: stop `npm start` first.
 * Bad arguments: a message, the usage and exit code 2.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { closeDatabase, getDatabase } from '../server/db/client.server';
import {
  affiliateReport,
  formatReport,
  parseReportArguments,
  ReportArgumentError,
  reportUsage,
  type ReportOptions,
} from '../server/affiliate/report.server';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';

async function main(): Promise<void> {
  let options: ReportOptions;
  try {
    options = parseReportArguments(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ReportArgumentError) {
      console.error(`${error.message}\n${reportUsage}`);
      process.exit(2);
    }
    throw error;
  }

  let embedded: EmbeddedDatabase | undefined;
  if (!process.env.DATABASE_URL) {
    const dataDir = process.env.PGLITE_DATA_DIR ?? path.resolve(__dirname, '../.data/pglite');
    if (!dataDir.startsWith('memory://') && !existsSync(dataDir)) {
      console.error(`No database: DATABASE_URL is not set and ${dataDir} does not exist (run \`npm start\` once).`);
      process.exit(1);
    }
    embedded = await startEmbeddedDatabase(dataDir);
    process.env.DATABASE_URL = embedded.url;
  }
  try {
    process.stdout.write(formatReport(await affiliateReport(getDatabase(), options), options));
  } finally {
    await closeDatabase();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if ((cause as { code?: unknown } | null)?.code === '42P01') {
    console.error('The database has no affiliate tables yet: apply the migrations (`npm run db:migrate`).');
    process.exit(1);
  }
  console.error('The affiliate report failed:', cause instanceof Error ? cause.message : cause);
  process.exit(1);
});
