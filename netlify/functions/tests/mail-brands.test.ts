/**
 * @jest-environment node
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TenantId } from '../../../src/config/tenants';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { locations, mailOutbox, reservations as reservationRows, vehicleClasses } from '../../../server/db/schema';
import { startMailCatcher, type MailCatcher } from '../../../server/mail/maildev.server';
import { deliverDueMessages, purgeMessageBodies } from '../../../server/mail/sender.server';
import { createSmtpTransport } from '../../../server/mail/smtp.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

/**
 * Issue 38: three brands may share one PostgreSQL (README "Three brands, one database"). Each site's
 * mail sender claims only its own brand's messages and links them to its own site, so a camper
 * customer never gets the car site's links, and purges only its own brand's bodies.
 */

jest.setTimeout(30_000);

const sites: Record<'car' | 'camper', string> = {
  car: 'https://cars.example.is',
  camper: 'https://campers.example.is',
};
const bookedAt = '2029-01-10T12:00:00Z';
let catcher: MailCatcher;

interface Answer {
  reservation: { reference: string };
}

/** Runs `work` as the site of `tenant` (the functions read TENANT at each call, as each site's own process does). */
async function asSite<T>(tenant: TenantId, work: () => Promise<T>): Promise<T> {
  const before = process.env.TENANT;
  process.env.TENANT = tenant;
  try {
    return await work();
  } finally {
    process.env.TENANT = before;
  }
}

/** Books and pays a reservation of `tenant`'s first class at its first office: a confirmation and a receipt wait. */
async function bookAndPay(tenant: TenantId, email: string): Promise<{ reference: string; id: string }> {
  const db = getDatabase();
  const [office] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.tenant, tenant))
    .orderBy(asc(locations.position))
    .limit(1);
  const [vehicleClass] = await db
    .select({ id: vehicleClasses.id })
    .from(vehicleClasses)
    .where(eq(vehicleClasses.tenant, tenant))
    .orderBy(asc(vehicleClasses.id))
    .limit(1);
  if (!office || !vehicleClass) throw new Error(`no office or class for ${tenant}`);
  return asSite(tenant, async () => {
    const client = new ApiClient();
    const booked = await client.call<Answer>(reservations, {
      path: '/api/reservations',
      body: {
        classId: vehicleClass.id,
        ...trip('2029-06-04T10:00', '2029-06-11T10:00', {
          pickupLocationId: office.id,
          returnLocationId: office.id,
        }),
        extras: [],
        extraDrivers: 0,
        customer: { ...customer, email },
      },
      headers: { 'idempotency-key': newKey(`brands-${tenant}`) },
    });
    expect(booked.status).toBe(201);
    const { reference } = booked.body.reservation;
    expect((await payByCard(client, reference)).status).toBe(200);
    const [row] = await db
      .select({ id: reservationRows.id })
      .from(reservationRows)
      .where(eq(reservationRows.reference, reference));
    if (!row) throw new Error(`no reservation ${reference}`);
    return { reference, id: row.id };
  });
}

/** One run of `tenant`'s site's sender, limited to one reservation's messages (the Jest database is shared). */
async function send(tenant: 'car' | 'camper', reservationId: string, now = new Date(bookedAt)) {
  const transport = createSmtpTransport(catcher.smtpUrl);
  try {
    return await deliverDueMessages(getDatabase(), transport, now, { tenant, siteUrl: sites[tenant], reservationId });
  } finally {
    await transport.close();
  }
}

async function inbox(email: string, atLeast: number) {
  for (let tries = 0; ; tries += 1) {
    const messages = (await catcher.emails()).filter((message) => message.to.some((to) => to.address === email));
    if (messages.length >= atLeast || tries >= 50) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The site addresses the links of an e-mail point to. */
const linkedSites = (html: string) =>
  [...new Set([...html.matchAll(/href="(https:\/\/[a-z.]+)\//g)].map((match) => match[1]))].filter(
    (site) => site === sites.car || site === sites.camper,
  );

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
  await closeDatabase();
});
beforeEach(() => pinClock(bookedAt));

describe('two brands on one database', () => {
  it('each site sends only its own brand’s messages, with links to its own site', async () => {
    const carEmail = `brands-car-${process.pid}@example.com`;
    const camperEmail = `brands-camper-${process.pid}@example.com`;
    const car = await bookAndPay('car', carEmail);
    const camper = await bookAndPay('camper', camperEmail);

    // The car site's sender offered the camper reservation's messages takes none of them, and the camper
    // site's none of the car's: both senders at once, as two sites' schedulers run.
    const [carOnCamper, camperOnCar] = await Promise.all([send('car', camper.id), send('camper', car.id)]);
    expect(carOnCamper).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    expect(camperOnCar).toEqual({ sent: 0, retrying: 0, failed: 0, skipped: 0 });
    const pending = await getDatabase()
      .select({ tenant: mailOutbox.tenant, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.reservationId, camper.id));
    expect(pending.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(pending.every((row) => row.tenant === 'camper')).toBe(true);

    // Each site sends its own: the confirmation and the receipt.
    const [carSent, camperSent] = await Promise.all([send('car', car.id), send('camper', camper.id)]);
    expect(carSent.sent).toBe(2);
    expect(camperSent.sent).toBe(2);

    const carMessages = await inbox(carEmail, 2);
    const camperMessages = await inbox(camperEmail, 2);
    expect(carMessages).toHaveLength(2);
    expect(camperMessages).toHaveLength(2);
    const confirmationOf = (messages: typeof carMessages, reference: string) =>
      messages.find((message) => message.text.includes(`/reservation/find/`) && message.text.includes(reference));
    const carConfirmation = confirmationOf(carMessages, car.reference);
    const camperConfirmation = confirmationOf(camperMessages, camper.reference);
    expect(linkedSites(carConfirmation?.html ?? '')).toEqual([sites.car]);
    expect(linkedSites(camperConfirmation?.html ?? '')).toEqual([sites.camper]);
    // The sender's name is the brand's too.
    expect(camperConfirmation?.from[0]?.name).toMatch(/Campers/);
    expect(carConfirmation?.from[0]?.name).toMatch(/Car Rental/);
  });

  it('purges only its own brand’s bodies', async () => {
    const camperEmail = `brands-purge-${process.pid}@example.com`;
    const carEmail = `brands-purge-car-${process.pid}@example.com`;
    const camper = await bookAndPay('camper', camperEmail);
    const car = await bookAndPay('car', carEmail);
    await send('camper', camper.id);
    await send('car', car.id);

    // Eight days on, the camper site's purge clears the camper messages and leaves the car's for its own site.
    const later = new Date(new Date(bookedAt).getTime() + 8 * 86_400_000);
    await purgeMessageBodies(getDatabase(), 'camper', later);
    const unpurged = async (reservationId: string) =>
      getDatabase()
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.reservationId, reservationId), isNull(mailOutbox.purgedAt)));
    expect(await unpurged(camper.id)).toHaveLength(0);
    expect(await unpurged(car.id)).toHaveLength(2);
  });
});
