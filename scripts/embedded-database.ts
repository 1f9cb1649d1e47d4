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
  keepExtendedQueriesTogether(server, db);
  await server.start();
  return {
    url: `postgresql://postgres:postgres@${host}:${chosenPort}/postgres?sslmode=disable`,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  onData: (data: Uint8Array) => void;
}

/** The parts of pglite-socket's (unexported) query queue that `keepExtendedQueriesTogether` replaces. */
interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue: () => Promise<void>;
  clearTransactionIfNeeded: (handlerId: number) => Promise<void>;
}

// Message types of the extended query protocol that leave a batch open until Sync ('S').
const extendedMessageTypes = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((letter) => letter.charCodeAt(0)));
const closingMessageTypes = new Set(['S', 'Q', 'X'].map((letter) => letter.charCodeAt(0)));

/**
 * pglite-socket 0.2.17 serves several connections from one PGlite session and keeps a connection's
 * messages together only inside a transaction. node-postgres sends each parameterised query as
 * Parse, Bind, Describe, Execute, Sync, so two connections' queries interleave and one's unnamed
 * portal replaces the other's ("portal \"\" does not exist") as soon as requests run concurrently.
 * This keeps a connection's messages together from its first extended-protocol message to its Sync
 * as well (docs/decisions/004). The embedded default only; a real PostgreSQL needs none of it.
 */
function keepExtendedQueriesTogether(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let batchOwner: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        // The owner's next message has not arrived yet: wait for it (enqueue starts processing again).
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        const type = item.message[0] ?? 0;
        if (extendedMessageTypes.has(type)) batchOwner = item.handlerId;
        else if (closingMessageTypes.has(type)) batchOwner = null;
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          if (batchOwner === item.handlerId) batchOwner = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number) => {
    // A connection that closes in the middle of a batch must not hold the others up.
    if (batchOwner === handlerId) batchOwner = null;
    await clearTransaction(handlerId);
    await queue.processQueue();
  };
}
