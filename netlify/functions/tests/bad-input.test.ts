/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { closeDatabase } from '../../../src/server/db/client.server';
import { ApiClient } from '../../../src/server/testing/api-client.server';
import availability from '../availability.mts';
import checkInSignature from '../check-in-signature.mts';
import quote from '../quote.mts';
import reservation from '../reservation.mts';
import find from '../reservations-find.mts';
import reservations from '../reservations.mts';
import { customer, newKey, pinClock, trip } from './fixtures';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const valid = {
  classId: 'car-kia-picanto',
  ...trip('2027-08-02T10:00', '2027-08-05T10:00'),
  extras: [],
  extraDrivers: 0,
  customer,
};

/** Bad input is always a 4xx with a clear message, never a 500, and never books anything. */
describe('bad input', () => {
  const client = new ApiClient();
  beforeEach(() => pinClock('2027-01-10T12:00:00Z'));
  afterAll(closeDatabase);

  const send = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    client.call<ErrorBody>(reservations, {
      path: '/api/reservations',
      rawBody: body,
      headers: { 'idempotency-key': newKey(), ...headers },
    });

  it.each([
    ['malformed JSON', '{"classId": ', 400, 'invalid_json'],
    ['an empty body', '', 400, 'invalid_json'],
    ['a JSON array', '[1,2]', 400, 'invalid_json'],
    ['a JSON string', '"hello"', 400, 'invalid_json'],
  ])('answers %s with a clear 4xx', async (_name, body, status, code) => {
    const answer = await send(body);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message).toMatch(/JSON/);
  });

  it('refuses a body that is not JSON, and a huge body, before reading it all', async () => {
    expect((await send(JSON.stringify(valid), { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = await send(JSON.stringify({ ...valid, padding: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('names missing fields, wrong types and unknown fields', async () => {
    const missing = await send(JSON.stringify({ classId: 'car-kia-picanto' }));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      pickupLocationId: 'Pickup location is required',
      pickupAt: 'Pickup time is required',
      currency: 'Currency is required',
      'customer.email': 'Email is required',
    });
    const wrongTypes = await send(
      JSON.stringify({ ...valid, extraDrivers: 'two', extras: 'gps', customer: { ...customer, phone: 12 } }),
    );
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.error.fields).toMatchObject({
      extraDrivers: 'Extra drivers must be a number',
      extras: 'Extras must be a list',
      'customer.phone': 'Phone number must have exactly 7 digits',
    });
    const unknown = await send(JSON.stringify({ ...valid, admin: true }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toContain('Unknown field: admin');
    const unknownNested = await send(JSON.stringify({ ...valid, customer: { ...customer, vip: true } }));
    expect(unknownNested.status).toBe(400);
    const noKey = await client.call<ErrorBody>(reservations, { path: '/api/reservations', body: valid });
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.code).toBe('idempotency_key_required');
  });

  it('gives the spec messages for the customer fields', async () => {
    const answer = await send(
      JSON.stringify({
        ...valid,
        customer: {
          firstName: 'A',
          lastName: '',
          email: 'nope',
          phone: '12-34',
          country: '',
          dateOfBirth: '1990-02-30',
        },
      }),
    );
    expect(answer.body.error.fields).toEqual({
      'customer.firstName': 'First name must be at least 2 characters',
      'customer.lastName': 'Last name is required',
      'customer.email': 'Email is invalid',
      'customer.phone': 'Phone number must have exactly 7 digits',
      'customer.country': 'Country is required',
      'customer.dateOfBirth': 'Date of birth is invalid',
    });
  });

  it('never answers 5xx to random JSON bodies on any endpoint', async () => {
    const endpoints: {
      handler: typeof reservations;
      path: string;
      headers: Record<string, string>;
      method?: string;
      params?: Record<string, string>;
    }[] = [
      { handler: reservations, path: '/api/reservations', headers: { 'idempotency-key': 'fuzz-key-0001' } },
      { handler: availability, path: '/api/availability', headers: {} },
      { handler: quote, path: '/api/quote', headers: {} },
      { handler: find, path: '/api/reservations/find', headers: {} },
      {
        handler: reservation,
        path: '/api/reservations/CAAAAAA',
        headers: {},
        method: 'PATCH',
        params: { reference: 'CAAAAAA' },
      },
      {
        handler: checkInSignature,
        path: '/api/reservations/CAAAAAA/check-in/signature',
        headers: {},
        params: { reference: 'CAAAAAA' },
      },
    ];
    const validish = fc.record(
      Object.fromEntries(
        Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), fc.jsonValue())]),
      ),
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), fc.oneof(fc.jsonValue(), validish), async (endpoint, body) => {
        const answer = await client.call<ErrorBody>(endpoint.handler, {
          method: endpoint.method ?? 'POST',
          path: endpoint.path,
          rawBody: JSON.stringify(body),
          headers: { 'content-type': 'application/json', ...endpoint.headers },
          params: endpoint.params,
        });
        if (answer.status >= 500)
          throw new Error(`${endpoint.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        if (answer.status >= 400) expect(typeof answer.body.error.message).toBe('string');
      }),
      { numRuns: 150, seed: 20270110 },
    );
  });
});
