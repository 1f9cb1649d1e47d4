/**
 * The search's statement on a REAL PostgreSQL (run by scripts/race-postgres.mts after the race): the
 * availability function, called in-process, runs it as a named prepared statement on each connection of
 * its pool (server/db/prepared.server.ts), and its answer counts the units the engine's own query finds
 * free. PGlite shares one session between connections, so the Jest tests run the unnamed fallback; this
 * is where the named path is seen. Returns the failures, each a line.
 */
import { rentalTerms } from '../src/config/rental';
import type { ThrowawayPostgres } from './throwaway-postgres';

const tenant = 'car';

export async function preparedSearch(postgres: ThrowawayPostgres, say: (message: string) => void): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string, detail?: unknown) => {
    if (ok) say(`  ok: ${what}`);
    else failures.push(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
  };
  process.env.DATABASE_URL = postgres.url;
  process.env.TENANT = tenant;
  const { closeDatabase, getDatabase, getPool } = await import('../server/db/client.server');
  const { freeUnitsByClass } = await import('../server/rental/offers.server');
  const availability = (await import('../netlify/functions/availability.mts')).default;

  say('The search as a prepared statement');
  const day = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;
  // A Tuesday to a Friday, about three months ahead: open days at both ends in every season.
  let start = 90;
  while (new Date(Date.now() + start * 86_400_000).getUTCDay() !== 2) start += 1;
  const search = {
    pickupLocationId: 'kef',
    returnLocationId: 'kef',
    pickupAt: day(start),
    returnAt: day(start + 3),
    currency: 'EUR',
    locale: 'en',
  };
  const ask = async () => {
    const response = await availability(
      new Request('http://localhost/api/availability', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(search),
      }),
      { ip: '203.0.113.9', params: {} },
    );
    return {
      status: response.status,
      body: (await response.json()) as { vehicles?: { classId: string; available: number }[] },
    };
  };
  try {
    // More searches at once than the pool has connections: every connection runs the statement.
    const answers = await Promise.all(Array.from({ length: 24 }, ask));
    check(
      answers.every((answer) => answer.status === 200),
      '24 concurrent searches answer 200',
      answers.map((answer) => answer.status),
    );

    const pool = getPool();
    const clients = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const prepared = await Promise.all(
        clients.map(async (client) => {
          const { rows } = await client.query<{ name: string }>(
            `SELECT name FROM pg_prepared_statements WHERE name LIKE 'engine\\_%'`,
          );
          return rows.length;
        }),
      );
      check(
        prepared.every((count) => count === 1),
        `each of the pool's ${clients.length} connections holds the search statement, prepared once`,
        prepared,
      );
    } finally {
      for (const client of clients) client.release();
    }

    const { pickupAt, returnAt } = search;
    const free = await freeUnitsByClass(
      getDatabase(),
      tenant,
      {
        pickupAt: new Date(`${pickupAt}:00Z`),
        // The unit is busy until the return plus the brand's turnaround.
        blockedUntil: new Date(new Date(`${returnAt}:00Z`).getTime() + rentalTerms[tenant].turnaroundMinutes * 60_000),
      },
      new Date(),
    );
    const answered = Object.fromEntries((answers[0]?.body.vehicles ?? []).map((v) => [v.classId, v.available]));
    const expected = Object.fromEntries([...free].map(([classId, count]) => [classId, count]));
    const differs = Object.keys({ ...answered, ...expected }).filter(
      (classId) => (answered[classId] ?? 0) !== (expected[classId] ?? 0),
    );
    check(differs.length === 0, 'the prepared search counts the units the engine query finds free', {
      answered,
      expected,
    });
  } finally {
    await closeDatabase();
  }
  return failures;
}
