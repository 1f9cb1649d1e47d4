// A database of its own for a test that changes a brand's rental data (which every other test file shares
// in the run's database): an empty in-memory PGlite served over the Postgres wire protocol. Prints its
// connection string on stdout and stops on SIGTERM. Usage: node --import tsx throwaway-database.mts
import { startEmbeddedDatabase } from '../../scripts/embedded-database';

const database = await startEmbeddedDatabase('memory://');
process.stdout.write(`${database.url}\n`);
process.on('SIGTERM', () => {
  void database.stop().then(() => process.exit(0));
});
