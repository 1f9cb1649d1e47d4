// Runs Netlify's local Blobs server (the one `netlify dev` uses) in its own process for tests: the
// server's dependencies are ES modules, which Jest's CommonJS sandbox cannot load. Prints the port on
// stdout and stops on SIGTERM. Usage: node blobs-server.mjs <directory> <token>
import { BlobsServer } from '@netlify/blobs/server';

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, logger: () => undefined });
const { port } = await server.start();
process.stdout.write(`${port}\n`);
process.on('SIGTERM', () => {
  void server.stop().then(() => process.exit(0));
});
