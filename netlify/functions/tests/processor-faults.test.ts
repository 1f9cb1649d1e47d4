/**
 * @jest-environment node
 */
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { testProcessorDefaults } from '../../../server/payments/test-processor/defaults';
import {
  type InjectedFault,
  startTestProcessor,
  type TestProcessor,
} from '../../../server/payments/test-processor/test-processor.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservationPayments from '../reservation-payments.mts';
import reservations from '../reservations.mts';
import { completeCheckout, customer, newKey, pinClock, returnUrl, trip } from './fixtures';

/**
 * Issue 31 "Faults": a card processor that answers 5xx or does not answer. The adapter tries twice
 * (server/payments/README.md); the customer then gets 503 `processor_unavailable` with Retry-After,
 * nothing is left half-written, and the same request with the same key afterwards starts one checkout,
 * which takes the money once.
 */
// Two tries of a hanging processor take the adapter's two 4 s timeouts.
jest.setTimeout(60_000);

interface Body {
  reservation: { reference: string; status: string; paid: number; amountDue: number };
  payment: { id: string; status: string };
  checkout: { url: string } | null;
  error: { code: string; message: string };
}

let processor: TestProcessor;
const previousUrl = process.env.TEST_PROCESSOR_URL;

beforeAll(async () => {
  // A processor of this file's own, so its faults reach no other test.
  processor = await startTestProcessor({ ...testProcessorDefaults, port: 0, host: '127.0.0.1', webhookUrl: null });
  process.env.TEST_PROCESSOR_URL = processor.url;
});

afterAll(async () => {
  process.env.TEST_PROCESSOR_URL = previousUrl;
  await processor.close();
  await closeDatabase();
});

beforeEach(() => pinClock('2027-01-10T12:00:00Z'));

async function book(client: ApiClient) {
  const created = await client.call<Body>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-kia-picanto', ...trip('2027-09-01T10:00', '2027-09-04T10:00'), customer },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  return created.body.reservation;
}

const startPayment = (client: ApiClient, reference: string, key: string) =>
  client.call<Body>(reservationPayments, {
    path: `/api/reservations/${reference}/payments`,
    params: { reference },
    body: { returnUrl },
    headers: { 'idempotency-key': key },
  });

/** The payment attempts stored for a reservation. */
async function attemptsOf(reference: string): Promise<number> {
  const result = await getDatabase().execute(
    sql`SELECT count(*)::int AS count FROM payment_attempts a JOIN reservations r ON r.id = a.reservation_id
        WHERE r.reference = ${reference}`,
  );
  return (result.rows[0] as { count: number }).count;
}

const checkoutCalls = () => processor.receivedRequests().filter((request) => request.path.endsWith('/sessions'));

describe.each<[string, InjectedFault]>([
  ['answers 500 to both tries', 'error'],
  ['answers 500 to both tries after doing the work', 'error_after_processing'],
  ['does not answer either try', 'hang'],
])('a card processor that %s', (_what, fault) => {
  it('gets the customer a 503 to retry, keeps nothing, and the retry with the same key pays once', async () => {
    const client = new ApiClient(`203.0.113.${fault.length}`);
    const { reference, amountDue } = await book(client);
    const key = newKey('pay');
    const before = checkoutCalls().length;
    processor.failNextRequests(2, fault);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const started = Date.now();
    const failed = await startPayment(client, reference, key);
    // The log says what failed, without the customer's data.
    expect(logged.mock.calls.map(String)).toEqual([
      expect.stringMatching(new RegExp(`^POST /api/reservations/${reference}/payments: card processor (500|timeout)$`)),
    ]);
    logged.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('5');
    expect(failed.body.error).toEqual({
      code: 'processor_unavailable',
      message: 'The payment provider is not answering. No money was taken; please try again in a moment.',
    });
    // Bounded: two tries (two 4 s timeouts when nothing answers), with room for a loaded machine.
    expect(checkoutCalls().length - before).toBe(2);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(await attemptsOf(reference)).toBe(0);

    const retried = await startPayment(client, reference, key);
    expect(retried.status).toBe(201);
    const replayed = await startPayment(client, reference, key);
    expect(replayed.body.payment.id).toBe(retried.body.payment.id);
    expect(replayed.body.checkout?.url).toBe(retried.body.checkout?.url);
    expect(await attemptsOf(reference)).toBe(1);

    const paid = await completeCheckout<Body>(client, reference, retried.body);
    expect(paid.status).toBe(200);
    expect(paid.body.reservation).toMatchObject({ status: 'confirmed', paid: amountDue, amountDue: 0 });
  });
});
