/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import conditionConfirm from '../condition-confirm.mts';
import conditionPhoto from '../condition-photo.mts';
import condition from '../condition.mts';
import leases from '../leases.mts';
import reservationsFind from '../reservations-find.mts';
import staffPickedUp from '../staff-picked-up.mts';
import { newKey, payByCard, pinClock } from './fixtures';
import { signInAsStaff } from './staff-support';

// Sign-in and payments go over HTTP to the local provider and processor.
jest.setTimeout(90_000);

interface Body {
  reservation: { reference: string };
  condition: {
    settings: { angles: string[] };
    open: string | null;
    stages: { stage: string; opensAt: string; photos: { angle: string }[] }[];
  };
  error: { code: string; fields?: Record<string, string> };
}

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 9, 9, 9]);

async function put(client: ApiClient, reference: string, stage: string, meta: unknown) {
  const form = new FormData();
  form.set('meta', JSON.stringify(meta));
  form.set('photo', new Blob([jpeg as BlobPart], { type: 'image/jpeg' }), 'photo.jpg');
  const response = new Response(form);
  const clientId = randomUUID();
  return client.call<Body>(conditionPhoto, {
    method: 'PUT',
    path: `/api/reservations/${reference}/condition/${stage}/photos/${clientId}`,
    params: { reference, stage, clientId },
    rawBody: new Uint8Array(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  });
}

describe('the condition walks of a lease (issue 39, long-term brand)', () => {
  const tenantBefore = process.env.TENANT;
  beforeAll(() => {
    process.env.TENANT = 'longterm';
  });
  afterAll(async () => {
    process.env.TENANT = tenantBefore;
    await closeDatabase();
  });

  it('asks at delivery and at each monthly check, from the content’s rules for the brand', async () => {
    pinClock('2028-04-03T12:00:00Z');
    const client = new ApiClient();
    const created = await client.call<Body>(leases, {
      path: '/api/leases',
      headers: { 'idempotency-key': newKey('lease-condition') },
      body: {
        classId: 'car-kia-picanto',
        leaseStartDate: '2028-05-02',
        months: 3,
        handover: 'office',
        pickupTime: '09:00',
        currency: 'EUR',
        locale: 'en',
        lessee: {
          fullName: 'Guðrún Jónsdóttir',
          ssn: '120389-2389',
          email: 'gudrun@example.com',
          mobile: '555 1234',
          address: 'Laugavegur 1',
          zipcode: '101',
          city: 'Reykjavík',
          licenseNumber: 'IS123456',
        },
      },
    });
    expect(created.status).toBe(201);
    const { reference } = created.body.reservation;
    expect((await payByCard(client, reference)).status).toBe(200);

    pinClock('2028-05-02T09:10:00Z');
    const manager = (await signInAsStaff('manager@example.com', 'manager-demo')).client;
    const handedOver = await manager.call(staffPickedUp, {
      path: `/api/staff/reservations/${reference}/picked-up`,
      params: { reference },
      body: { depositOverrideReason: 'The deposit was taken at the desk for this test' },
    });
    expect(handedOver.status).toBe(200);

    const read = async () =>
      (await client.call<Body>(condition, { path: `/api/reservations/${reference}/condition`, params: { reference } }))
        .body.condition;
    const walks = await read();
    expect(walks.open).toBe('delivery');
    expect(walks.stages.map((stage) => [stage.stage, stage.opensAt])).toEqual([
      ['delivery', '2028-05-02T09:10:00.000Z'],
      ['check-1', '2028-06-01T09:00:00.000Z'],
      ['check-2', '2028-07-01T09:00:00.000Z'],
      // Every 30 days after the booked start, while before the end (2 August).
      ['check-3', '2028-07-31T09:00:00.000Z'],
    ]);
    const meta = { angle: 'front', sequence: 1, takenAt: '2028-05-02T09:12:00Z' };
    expect((await put(client, reference, 'delivery', meta)).status).toBe(201);
    const early = await put(client, reference, 'check-1', meta);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('stage_not_open');
    expect((await put(client, reference, 'pickup', meta)).status).toBe(404);

    pinClock('2028-06-01T09:00:00Z');
    // A month on, the customer opens the reservation again (the first session has lapsed).
    const found = await client.call(reservationsFind, {
      path: '/api/reservations/find',
      body: { reference, lastName: 'Jónsdóttir' },
    });
    expect(found.status).toBe(200);
    expect((await read()).open).toBe('check-1');
    expect((await put(client, reference, 'check-1', { ...meta, takenAt: '2028-06-01T09:00:00Z' })).status).toBe(201);
    const incomplete = await client.call<Body>(conditionConfirm, {
      method: 'POST',
      path: `/api/reservations/${reference}/condition/check-1/confirm`,
      params: { reference, stage: 'check-1' },
    });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.error.fields).toEqual({
      back: 'missing',
      left: 'missing',
      right: 'missing',
      windscreen: 'missing',
      dashboard: 'missing',
    });
  });
});
