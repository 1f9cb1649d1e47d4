/**
 * @jest-environment node
 */
import { closeDatabase } from '../../../server/db/client.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import leaseLicencePhoto from '../lease-licence-photo.mts';
import leaseQuote from '../lease-quote.mts';
import leases from '../leases.mts';
import reservationCancel from '../reservation-cancel.mts';
import reservation from '../reservation.mts';
import reservationsFind from '../reservations-find.mts';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

interface Answer {
  reservation: {
    reference: string;
    status: string;
    total: number;
    dueNow: number;
    amountDue: number;
    price: { lines: { type: string; amount: number }[]; deposit: number };
    cancellation: { free: boolean; fee: number; refund: number };
    lease: {
      startDate: string;
      endDate: string;
      months: number | null;
      handover: string;
      time: string;
      perMonth: number;
      deliveryLocation: { zipcode: string } | null;
      lessee: { ssn: string | null; fullName: string; mobile: string };
      licencePhotos: { side: string }[];
    } | null;
  };
  quote: {
    available: number;
    perMonth: number;
    price: { total: number; dueNow: number; deposit: number; lines: { type: string; amount: number }[] };
    lease: { startDate: string; endDate: string; months: number; days: number; handover: string };
  };
  monthsOffered: number[];
  error: { code: string; message: string; fields?: Record<string, string> };
}

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 2, 3]);

// 1 March 2027 is a Monday: the office and the delivery place both hand cars over.
const search = {
  classId: 'car-kia-picanto',
  leaseStartDate: '2027-03-01',
  months: 3,
  handover: 'delivery',
  deliveryTime: '10:00',
  deliveryLocation: { address: 'Laugavegur 1', zipcode: '101', city: 'Reykjavík' },
  currency: 'EUR',
  locale: 'en',
};

const lessee = {
  fullName: 'Guðrún Jónsdóttir',
  ssn: '120389-2389',
  email: 'gudrun@example.com',
  mobile: '555 1234',
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  licenseNumber: 'IS123456',
};

const quote = (client: ApiClient, body: unknown) =>
  client.call<Answer>(leaseQuote, { path: '/api/leases/quote', body });
const book = (client: ApiClient, body: unknown, key = newKey('lease')) =>
  client.call<Answer>(leases, { path: '/api/leases', body, headers: { 'idempotency-key': key } });

describe('leases on the long-term brand (issue 15)', () => {
  const tenantBefore = process.env.TENANT;
  beforeAll(() => {
    process.env.TENANT = 'longterm';
  });
  beforeEach(() => pinClock('2027-02-01T12:00:00Z'));
  afterAll(async () => {
    process.env.TENANT = tenantBefore;
    await closeDatabase();
  });

  it('quotes three months with delivery: per month, total, due now, deposit and the delivery fee', async () => {
    const { status, body } = await quote(new ApiClient(), search);
    expect(status).toBe(200);
    expect(body.quote.lease).toMatchObject({ startDate: '2027-03-01', endDate: '2027-06-01', months: 3, days: 92 });
    const { price } = body.quote;
    // 92 days at 19 € plus the 75 € delivery fee; the included cover costs nothing.
    expect(price.lines).toEqual(
      expect.arrayContaining([
        { type: 'rental', amount: 92 * 1900 },
        { type: 'delivery', amount: 7500 },
      ]),
    );
    expect(price.total).toBe(92 * 1900 + 7500);
    expect(price.dueNow).toBe(Math.round((price.total / 100) * 0.2) * 100);
    expect(price.deposit).toBe(50000);
    expect(body.quote.perMonth).toBe(Math.round(price.total / 100 / 3) * 100);
    // Twelve months from 1 March 2027 span 29 February 2028: 366 days, over the limit.
    expect(body.monthsOffered).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(body.quote.available).toBeGreaterThan(0);
  });

  it('has no delivery fee for a pickup at the office', async () => {
    const { status, body } = await quote(new ApiClient(), {
      ...search,
      handover: 'office',
      pickupTime: '09:00',
      deliveryTime: undefined,
      deliveryLocation: undefined,
    });
    expect(status).toBe(200);
    expect(body.quote.price.lines.map((line) => line.type)).not.toContain('delivery');
    expect(body.quote.lease.handover).toBe('office');
  });

  it('books, takes licence photos before payment, is paid, found, shown masked and cancelled for free', async () => {
    const client = new ApiClient();
    const created = await book(client, { ...search, lessee });
    expect(created.status).toBe(201);
    const { reference, lease } = created.body.reservation;
    expect(created.body.reservation.status).toBe('pending_payment');
    expect(lease?.lessee.ssn).toBe('120389-••••');
    expect(JSON.stringify(created.body)).not.toContain('1203892389');
    expect(lease).toMatchObject({ handover: 'delivery', time: '10:00', months: 3, endDate: '2027-06-01' });

    for (const side of ['front', 'back']) {
      const put = await client.call<Answer>(leaseLicencePhoto, {
        method: 'PUT',
        path: `/api/reservations/${reference}/lease/licence-photos/${side}`,
        params: { reference, side },
        rawBody: jpeg,
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(put.status).toBe(201);
    }
    const stranger = await new ApiClient('198.51.100.9').call<Answer>(leaseLicencePhoto, {
      path: `/api/reservations/${reference}/lease/licence-photos/front`,
      params: { reference, side: 'front' },
    });
    expect(stranger.status).toBe(404);
    const photo = await client.call(leaseLicencePhoto, {
      path: `/api/reservations/${reference}/lease/licence-photos/front`,
      params: { reference, side: 'front' },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('no-store');

    const paid = await payByCard<Answer>(client, reference);
    expect(paid.status).toBe(200);
    expect(paid.body.reservation.status).toBe('confirmed');
    expect(paid.body.reservation.lease?.licencePhotos.map((p) => p.side)).toEqual(['front', 'back']);

    const visitor = new ApiClient('192.0.2.44');
    const found = await visitor.call<Answer>(reservationsFind, {
      path: '/api/reservations/find',
      body: { reference, lastName: 'Jónsdóttir' },
    });
    expect(found.status).toBe(200);
    const view = await visitor.call<Answer>(reservation, {
      path: `/api/reservations/${reference}?locale=is`,
      params: { reference },
    });
    expect(view.body.reservation.cancellation).toMatchObject({ free: true, fee: 0 });
    expect(view.body.reservation.lease?.lessee.ssn).toBe('120389-••••');

    const cancelled = await visitor.call<Answer>(reservationCancel, {
      path: `/api/reservations/${reference}/cancel`,
      params: { reference },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.reservation.status).toBe('cancelled');
  });

  it('charges 10 % when cancelled less than 7 days before the lease starts', async () => {
    const client = new ApiClient();
    const created = await book(client, { ...search, leaseStartDate: '2027-03-02', lessee });
    const { reference } = created.body.reservation;
    await payByCard(client, reference);
    pinClock('2027-02-27T12:00:00Z');
    const view = await client.call<Answer>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    const { total, cancellation } = view.body.reservation;
    expect(cancellation.free).toBe(false);
    expect(cancellation.fee).toBe(Math.round(total / 100 / 10) * 100);
  });

  describe('bad input answers 4xx naming the field with the spec’s message', () => {
    it.each([
      [
        'a wrong kennitala',
        { lessee: { ...lessee, ssn: '1203892379' } },
        'lessee.ssn',
        'Please enter a valid Kennitala',
      ],
      [
        'a 6-digit mobile',
        { lessee: { ...lessee, mobile: '555123' } },
        'lessee.mobile',
        'Mobile number must have exactly 7 digits',
      ],
      [
        'a missing lease start date',
        { leaseStartDate: undefined, lessee },
        'leaseStartDate',
        'Lease start date is required',
      ],
      [
        'an address outside the delivery area',
        { deliveryLocation: { address: 'Hafnarstræti 1', zipcode: '600', city: 'Akureyri' }, lessee },
        'deliveryLocation.zipcode',
        'We deliver only in the capital area. Please choose pickup at the office.',
      ],
      ['no length', { months: undefined, lessee }, 'leaseEndDate', 'Lease end date is required'],
    ])('%s', async (_label, change, field, message) => {
      const { status, body } = await book(new ApiClient(), { ...search, ...change });
      expect(status).toBe(400);
      expect(body.error.fields?.[field]).toBe(message);
      expect(JSON.stringify(body)).not.toContain('1203892379');
    });

    it('a lease too long or too short for the brand’s limits', async () => {
      const long = await quote(new ApiClient(), { ...search, months: undefined, leaseEndDate: '2028-03-02' });
      expect(long.status).toBe(422);
      expect(long.body.error.fields).toEqual({ leaseEndDate: 'A lease lasts from 30 to 365 days' });
      const short = await quote(new ApiClient(), { ...search, months: undefined, leaseEndDate: '2027-03-20' });
      expect(short.body.error.fields).toEqual({ leaseEndDate: 'A lease lasts from 30 to 365 days' });
    });

    it('a start too soon, a closed day and a time the place does not offer', async () => {
      const soon = await quote(new ApiClient(), { ...search, leaseStartDate: '2027-02-02' });
      expect(soon.status).toBe(422);
      expect(Object.keys(soon.body.error.fields ?? {})).toEqual(['leaseStartDate']);
      // 7 March 2027 is a Sunday: no deliveries.
      const sunday = await quote(new ApiClient(), { ...search, leaseStartDate: '2027-03-07' });
      expect(Object.keys(sunday.body.error.fields ?? {})).toEqual(['leaseStartDate']);
      const late = await quote(new ApiClient(), { ...search, deliveryTime: '21:00' });
      expect(late.body.error.fields).toEqual({ deliveryTime: 'Please choose a delivery time from the list' });
    });

    it('an unknown field, and lease fields on an ordinary booking', async () => {
      const unknown = await book(new ApiClient(), { ...search, lessee, kennitala: '1203892389' });
      expect(unknown.status).toBe(400);
      const booking = await new ApiClient().call<Answer>(reservations, {
        path: '/api/reservations',
        body: {
          classId: 'car-kia-picanto',
          ...trip('2027-03-01T10:00', '2027-04-01T10:00', { pickupLocationId: 'rvk', returnLocationId: 'rvk' }),
          customer,
          ssn: '1203892389',
          leaseStartDate: '2027-03-01',
        },
        headers: { 'idempotency-key': newKey() },
      });
      expect(booking.status).toBe(400);
      expect(booking.body.error.message).toMatch(/Unknown field/);
    });
  });
});

describe('leases on a brand without them', () => {
  const tenantBefore = process.env.TENANT;
  beforeAll(() => {
    process.env.TENANT = 'car';
  });
  beforeEach(() => pinClock('2027-02-01T12:00:00Z'));
  afterAll(async () => {
    process.env.TENANT = tenantBefore;
    await closeDatabase();
  });

  it('answers 404 lease_not_offered for the quote, the booking and the photos', async () => {
    const quoted = await quote(new ApiClient(), search);
    expect(quoted.status).toBe(404);
    expect(quoted.body.error.code).toBe('lease_not_offered');
    const booked = await book(new ApiClient(), { ...search, lessee });
    expect(booked.body.error.code).toBe('lease_not_offered');
    const photo = await new ApiClient().call<Answer>(leaseLicencePhoto, {
      method: 'PUT',
      path: '/api/reservations/ABCD-1234/lease/licence-photos/front',
      params: { reference: 'ABCD-1234', side: 'front' },
      rawBody: jpeg,
    });
    expect(photo.body.error.code).toBe('lease_not_offered');
  });
});
