/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { exchangeRates as exchangeRatesTable } from '../../../server/db/schema';
import { allExchangeRates } from '../../../server/rental/catalog.server';
import { exchangeRateSnapshot } from '../../../server/rental/exchange-rate-snapshot';
import { ApiClient } from '../../../server/testing/api-client.server';
import exchangeRates from '../exchange-rates.mts';
import refresh from '../refresh-exchange-rates.mts';
import { pinClock } from './fixtures';

/**
 * The scheduled refresh against a local server that speaks the ECB's XML. The feed carries the
 * snapshot's rates under a later date, so the tests that price bookings beside these see the same
 * rates whatever runs first.
 */
describe('refresh-exchange-rates (scheduled), against a local ECB feed', () => {
  const client = new ApiClient();
  const feedDate = '2026-12-01';
  let server: ChildProcess;
  let feedUrl: string;
  const requests = async (): Promise<Record<string, number>> =>
    (await fetch(`${feedUrl}/requests`)).json() as Promise<Record<string, number>>;
  const ratesAnswer = async () =>
    (
      await client.call<{ ratesDate: string | null; rates: Record<string, number> }>(exchangeRates, {
        path: '/api/exchange-rates',
      })
    ).body;
  const runRefresh = async (path: string | undefined) => {
    if (path === undefined) delete process.env.EXCHANGE_RATES_URL;
    else process.env.EXCHANGE_RATES_URL = `${feedUrl}${path}`;
    return client.call<Record<string, unknown>>(refresh, {
      method: 'POST',
      path: '/.netlify/functions/refresh',
      body: { next_run: '2026-12-02T15:30:00.000Z' },
    });
  };

  beforeAll(async () => {
    const ecbRates = { ...exchangeRateSnapshot.rates, JPY: 162.5 };
    server = spawn(
      process.execPath,
      [join(__dirname, '../../../server/testing/ecb-server.mjs'), feedDate, JSON.stringify(ecbRates)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
    feedUrl = `http://127.0.0.1:${firstLine.toString().trim()}`;
  });
  beforeEach(() => {
    pinClock('2026-12-01T15:30:00Z');
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    delete process.env.EXCHANGE_RATES_URL;
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await closeDatabase();
  });

  it('without a feed keeps the stored rates and asks nobody (the embedded default)', async () => {
    const before = await ratesAnswer();
    const answer = await runRefresh(undefined);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'not_configured', ratesDate: before.ratesDate });
    expect(await ratesAnswer()).toEqual(before);
  });

  it.each([
    ['a 500', '/error.xml', 'The feed answered HTTP 500.'],
    ['a cut-off document', '/malformed.xml', 'The document is not a complete envelope.'],
    ['a missing page', '/nowhere.xml', 'The feed answered HTTP 404.'],
  ])('after %s and its one retry keeps the last rates and their date (502)', async (_, path, reason) => {
    const before = await ratesAnswer();
    const seen = (await requests())[path] ?? 0;
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await runRefresh(path);
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({
      error: { code: 'exchange_rates_unavailable', message: expect.stringContaining(reason) },
    });
    expect((await requests())[path]).toBe(seen + 2);
    expect(await ratesAnswer()).toEqual(before);
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining(reason));
    expect(String(errorLog.mock.calls)).not.toContain(feedUrl);
    errorLog.mockRestore();
  });

  it('stores the site currencies with the feed day, after one retry when the first try fails', async () => {
    const answer = await runRefresh('/flaky.xml');
    expect(answer).toMatchObject({ status: 200, body: { status: 'stored', ratesDate: feedDate } });
    expect((await requests())['/flaky.xml']).toBe(2);
    const stored = await ratesAnswer();
    expect(stored.ratesDate).toBe(feedDate);
    expect(stored.rates).toEqual({ EUR: 1, ...exchangeRateSnapshot.rates });
    expect(stored.rates).not.toHaveProperty('JPY');
    const again = await runRefresh('/daily.xml');
    expect(again.body).toEqual({ status: 'stored', ratesDate: feedDate });
    expect((await requests())['/daily.xml']).toBe(1);
  });

  it('answers that no rates exist when none is stored', async () => {
    const rollback = new Error('roll back');
    await expect(
      getDatabase().transaction(async (tx) => {
        await tx.delete(exchangeRatesTable);
        expect(await allExchangeRates(tx)).toEqual({
          rates: { EUR: 1 },
          source: 'none',
          fetchedAt: null,
          ratesDate: null,
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
