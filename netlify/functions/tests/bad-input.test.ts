/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
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

  it('checks the driver and the trip details as strictly as the customer', async () => {
    const driver = { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: 'IS-123456' };
    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const answer = await send(JSON.stringify({ ...valid, ...overrides }));
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('invalid_request');
      return answer.body.error.fields;
    };
    expect(await fieldsOf({ driver: { ...driver, nickname: 'Sigga' } })).toEqual({ driver: 'Unknown field: nickname' });
    expect(await fieldsOf({ trip: { numberOfPassengers: 2, seat: 'window' } })).toEqual({
      trip: 'Unknown field: seat',
    });
    expect(await fieldsOf({ driver: { ...driver, dateOfBirth: '2009-01-11' } })).toEqual({
      'driver.dateOfBirth': 'You must be at least 18 years old',
    });
    expect(await fieldsOf({ driver: { fullName: 'S', dateOfBirth: '1985-02-30', licenseNumber: ' ' } })).toEqual({
      'driver.fullName': 'Full name must be at least 2 characters',
      'driver.dateOfBirth': 'Date of birth is invalid',
      'driver.licenseNumber': 'Licence number is required',
    });
    expect(await fieldsOf({ driver: { ...driver, licenseNumber: 'X'.repeat(41) } })).toEqual({
      'driver.licenseNumber': 'Licence number must be at most 40 characters',
    });
    expect(await fieldsOf({ driver: 'Sigríður', trip: [2] })).toEqual({
      driver: 'Driver must be an object',
      trip: 'Trip details must be an object',
    });
    expect(await fieldsOf({ driver: { ...driver, fullName: { first: 'Sigríður' } } })).toEqual({
      'driver.fullName': 'Must be text',
    });
    for (const flightNumber of ['FI-615', 'flight 615!', 'FI 6151 234', 'FI\t615']) {
      expect(await fieldsOf({ trip: { numberOfPassengers: 2, flightNumber } })).toEqual({
        'trip.flightNumber': 'Please enter a valid flight number',
      });
    }
    for (const arrivalTime of ['25:00', '24:00', '7:30', '07:60', '0730']) {
      expect(await fieldsOf({ trip: { numberOfPassengers: 2, arrivalTime } })).toEqual({
        'trip.arrivalTime': 'Please enter a valid time',
      });
    }
    expect(await fieldsOf({ trip: { numberOfPassengers: 2, specialComments: 'x'.repeat(1001) } })).toEqual({
      'trip.specialComments': 'Special comments must be at most 1000 characters',
    });
    for (const [numberOfPassengers, message] of [
      [0, 'Number of passengers is required'],
      [-1, 'Number of passengers is required'],
      [null, 'Number of passengers is required'],
      ['two', 'Number of passengers must be a whole number'],
      [1.5, 'Number of passengers must be a whole number'],
    ] as const) {
      expect(await fieldsOf({ trip: { numberOfPassengers } })).toEqual({ 'trip.numberOfPassengers': message });
    }
    expect(await fieldsOf({ trip: { flightNumber: 'FI615' } })).toEqual({
      'trip.numberOfPassengers': 'Number of passengers is required',
    });
  });

  it('refuses more passengers than the vehicle seats with 422 invalid_options', async () => {
    // The Kia Picanto seats 4.
    const crowded = await send(JSON.stringify({ ...valid, trip: { numberOfPassengers: 5 } }));
    expect(crowded.status).toBe(422);
    expect(crowded.body.error).toEqual({
      code: 'invalid_options',
      message: 'At most 4 passengers fit in this vehicle.',
      fields: { 'trip.numberOfPassengers': 'Too many passengers for this vehicle' },
    });
    expect((await send(JSON.stringify({ ...valid, trip: { numberOfPassengers: 4 } }))).status).toBe(201);
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
    const details = {
      driver: { fullName: 'Sigríður Jónsdóttir', dateOfBirth: '1985-02-03', licenseNumber: 'IS-123456' },
      trip: { numberOfPassengers: 2, flightNumber: 'FI 615', arrivalTime: '06:40', specialComments: 'Late' },
    };
    const validish = fc.record(
      Object.fromEntries(
        Object.entries({ ...valid, ...details }).map(([key, value]) => [
          key,
          fc.oneof(fc.constant(value), fc.jsonValue()),
        ]),
      ),
      { requiredKeys: [] },
    );
    // Each field of the driver and the trip kept or replaced by anything.
    const detailsish = fc.record({
      driver: fc.record(
        Object.fromEntries(
          Object.entries(details.driver).map(([key, value]) => [key, fc.oneof(fc.constant(value), fc.jsonValue())]),
        ),
        { requiredKeys: [] },
      ),
      trip: fc.record(
        Object.fromEntries(
          Object.entries(details.trip).map(([key, value]) => [key, fc.oneof(fc.constant(value), fc.jsonValue())]),
        ),
        { requiredKeys: [] },
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(
          fc.jsonValue(),
          validish,
          detailsish.map((parts) => ({ ...valid, ...parts })),
        ),
        async (endpoint, body) => {
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
        },
      ),
      { numRuns: 150, seed: 20270110 },
    );
  });
});
