/**
 * @jest-environment node
 */
import net from 'node:net';
import pg from 'pg';

/**
 * The embedded database serves every connection from one PGlite session. pglite-socket 0.2.17 kept a
 * connection's messages together only inside a transaction, so two connections' parameterised queries
 * (Parse, Bind, Describe, Execute, Sync each) interleaved and replaced each other's unnamed statement
 * and portal. patches/@electric-sql+pglite-socket+0.2.17.patch keeps them together until Sync
 * (upstream electric-sql/pglite#1046, PR #977); these tests hold it to that. They run against the
 * database of the Jest run (jest.global-setup.ts: the embedded one, or TEST_DATABASE_URL's PostgreSQL,
 * which must give the same answers).
 */

jest.setTimeout(60_000);

const url = () => {
  const value = process.env.DATABASE_URL;
  if (!value)
    throw new Error('DATABASE_URL is not set: run the tests with jest, whose global setup starts the database');
  return value;
};

it('answers concurrent parameterised queries from many connections, each with its own rows', async () => {
  const pool = new pg.Pool({ connectionString: url(), max: 8 });
  try {
    // Two shapes of statement, so that a Bind against the other connection's statement would fail or
    // return the other shape's columns rather than pass by chance.
    const asked = Array.from({ length: 48 }, (_, index) => index);
    const answers = await Promise.all(
      asked.map(async (index) => {
        const result =
          index % 2 === 0
            ? await pool.query<{ n: number }>('SELECT $1::int * 10 AS n', [index])
            : await pool.query<{ label: string; n: number }>(
                "SELECT 'row ' || $1::text AS label, generate_series(1, $2::int) AS n",
                [String(index), 3],
              );
        return result.rows;
      }),
    );
    answers.forEach((rows, index) => {
      expect(rows).toEqual(
        index % 2 === 0 ? [{ n: index * 10 }] : [1, 2, 3].map((n) => ({ label: `row ${index}`, n })),
      );
    });
  } finally {
    await pool.end();
  }
});

/** A PostgreSQL wire-protocol message: its type letter, then its length and body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const cString = (text: string) => Buffer.from(`${text}\0`, 'utf8');

/** Parse (unnamed) of `sql` and Bind (unnamed portal) of one text parameter. */
function parseAndBind(sql: string, parameter: string): Buffer {
  const value = Buffer.from(parameter, 'utf8');
  const length = Buffer.alloc(4);
  length.writeInt32BE(value.length);
  return Buffer.concat([
    message('P', Buffer.concat([cString(''), cString(sql), Buffer.from([0, 0])])),
    message(
      'B',
      Buffer.concat([
        cString(''),
        cString(''),
        Buffer.from([0, 0]), // no parameter format codes: text
        Buffer.from([0, 1]), // one parameter
        length,
        value,
        Buffer.from([0, 0]), // no result format codes: text
      ]),
    ),
  ]);
}

/** Execute the unnamed portal, then Sync. */
const executeAndSync = () =>
  Buffer.concat([message('E', Buffer.concat([cString(''), Buffer.from([0, 0, 0, 0])])), message('S')]);

interface Reply {
  type: string;
  body: Buffer;
}

/** A connection that speaks the wire protocol by hand, to send a query's messages at chosen moments. */
class RawConnection {
  private received = Buffer.alloc(0);
  private readonly replies: Reply[] = [];
  private waiting: (() => void) | null = null;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      while (this.received.length >= 5) {
        const length = this.received.readInt32BE(1);
        if (this.received.length < 1 + length) break;
        const type = String.fromCharCode(this.received[0] ?? 0);
        this.replies.push({ type, body: this.received.subarray(5, 1 + length) });
        this.received = this.received.subarray(1 + length);
      }
      this.waiting?.();
    });
  }

  /** Opens a connection and signs in (the embedded database asks no password), to ReadyForQuery. */
  static async open(connectionString: string): Promise<RawConnection> {
    const { hostname, port, username, pathname } = new URL(connectionString);
    const socket = net.connect({ host: hostname, port: Number(port) });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const connection = new RawConnection(socket);
    const parameters = Buffer.concat([
      cString('user'),
      cString(decodeURIComponent(username)),
      cString('database'),
      cString(pathname.slice(1)),
      Buffer.from([0]),
    ]);
    const startup = Buffer.alloc(8);
    startup.writeInt32BE(parameters.length + 8, 0);
    startup.writeInt32BE(196608, 4); // protocol 3.0
    socket.write(Buffer.concat([startup, parameters]));
    await connection.until('Z');
    return connection;
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** The replies up to and including the next of `type`; an ErrorResponse ('E') before it fails. */
  async until(type: string): Promise<Reply[]> {
    for (;;) {
      const index = this.replies.findIndex((reply) => reply.type === type || reply.type === 'E');
      if (index !== -1) {
        const replies = this.replies.splice(0, index + 1);
        const last = replies[replies.length - 1];
        if (last?.type === 'E' && type !== 'E')
          throw new Error(`ErrorResponse: ${last.body.toString('utf8').replace(/\0/g, ' ').trim()}`);
        return replies;
      }
      await new Promise<void>((resolve, reject) => {
        this.waiting = resolve;
        this.socket.once('close', () => reject(new Error(`closed before ${type}`)));
      });
      this.waiting = null;
    }
  }

  async close(): Promise<void> {
    const closed = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.destroy();
    await closed;
  }
}

/** The text of each column of each DataRow ('D') among `replies`. */
function rowsOf(replies: Reply[]): string[][] {
  return replies
    .filter((reply) => reply.type === 'D')
    .map(({ body }) => {
      const values: string[] = [];
      let offset = 2;
      for (let column = 0; column < body.readInt16BE(0); column += 1) {
        const length = body.readInt32BE(offset);
        values.push(body.subarray(offset + 4, offset + 4 + length).toString('utf8'));
        offset += 4 + length;
      }
      return values;
    });
}

// A real PostgreSQL (TEST_DATABASE_URL) asks for a password this raw client does not speak, and gives
// every connection its own session anyway: these cases exist only on the embedded database.
const onTheEmbeddedDatabase = process.env.TEST_DATABASE_URL ? it.skip : it;

onTheEmbeddedDatabase(
  "keeps one connection's parameterised query whole while another connection sends its own",
  async () => {
    const first = await RawConnection.open(url());
    const second = await RawConnection.open(url());
    try {
      // The first connection's Parse and Bind are answered (Flush), its Execute and Sync not sent yet.
      first.send(Buffer.concat([parseAndBind('SELECT $1::int AS n', '7'), message('H')]));
      await first.until('2'); // BindComplete
      // The second sends a whole query of another shape meanwhile: it must wait for the first's Sync
      // instead of replacing the unnamed statement and portal the first has bound.
      second.send(Buffer.concat([parseAndBind("SELECT 'second ' || $1::text AS label", 'query'), executeAndSync()]));
      first.send(executeAndSync());
      expect(rowsOf(await first.until('Z'))).toEqual([['7']]);
      expect(rowsOf(await second.until('Z'))).toEqual([['second query']]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  },
);

onTheEmbeddedDatabase(
  'goes on serving the other connections when one closes in the middle of a parameterised query',
  async () => {
    const gone = await RawConnection.open(url());
    // Parse and Bind, answered, then gone before Execute and Sync: its open query must not hold the others.
    gone.send(Buffer.concat([parseAndBind('SELECT $1::int AS n', '7'), message('H')]));
    await gone.until('2');
    await gone.close();

    const pool = new pg.Pool({ connectionString: url(), max: 2 });
    try {
      const answers = await Promise.all([1, 2, 3].map((n) => pool.query<{ n: number }>('SELECT $1::int AS n', [n])));
      expect(answers.map((result) => result.rows)).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
    } finally {
      await pool.end();
    }
  },
);
