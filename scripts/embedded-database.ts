import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * Connections the embedded server accepts: at least the pool size of every function instance together.
 * `netlify serve` runs each of the ~20 functions with its own pool (4 connections), and pglite-socket
 * closes any connection over its limit, so the limit is generous; they all share one PGlite session.
 */
const maxConnections = 200;

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** Whether `port` can be listened on, on every interface (as netlify serve listens). */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on the loopback interface, as the operating system hands it out. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite in this process and serves it over the Postgres wire protocol on loopback, so that
 * functions reach it with the same driver as any PostgreSQL (DESIGN.md "PGlite over the wire").
 * `dataDir` is a folder (kept between runs) or `memory://` (gone when stopped).
 */
export async function startEmbeddedDatabase(dataDir: string, port?: number): Promise<EmbeddedDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // btree_gist backs the reservations' exclusion constraint (no double booking, migration 0001).
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } });
  const host = '127.0.0.1';
  const chosenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({ db, port: chosenPort, host, maxConnections });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${host}:${chosenPort}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
