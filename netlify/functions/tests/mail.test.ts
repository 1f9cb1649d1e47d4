/**
 * @jest-environment node
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { money } from '../../../src/components/booking/format';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { mailOutbox, reservations as reservationRows } from '../../../server/db/schema';
import { createSmtpTransport } from '../../../server/mail/smtp.server';
import { deliverDueMessages, purgeMessageBodies, retryDelayMs } from '../../../server/mail/sender.server';
import { enqueueCheckInOpenMessages } from '../../../server/mail/check-in-open.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { freeLocalPort, startMailCatcher, type MailCatcher } from '../../../server/mail/maildev.server';
import reservationCancel from '../reservation-cancel.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import open from '../reservations-open.mts';
import { completeCheckout, customer, newKey, payByCard, pinClock, returnUrl, trip } from './fixtures';
import paymentResult from '../payment-result.mts';
import reservationPayments from '../reservation-payments.mts';

interface Answer {
  reservation: { reference: string; status: string; total: number; paid: number; refunded: number };
  error: { code: string };
}

// Each test starts mail servers and sends through them: more than Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const siteUrl = 'https://cars.example.is';
const bookedAt = '2028-01-10T12:00:00Z';
let catcher: MailCatcher;
let mailboxes = 0;

/** A customer with an address of their own, so a test reads only its own messages. */
const customerWithOwnAddress = () => ({ ...customer, email: `mail-${process.pid}-${(mailboxes += 1)}@example.com` });

async function book(client: ApiClient, email: string, pickupAt: string, returnAt: string, key = newKey('book')) {
  return client.call<Answer>(reservations, {
    path: '/api/reservations',
    body: {
      classId: 'car-toyota-aygo-x',
      ...trip(pickupAt, returnAt, { locale: 'is', currency: 'ISK' }),
      extras: [],
      extraDrivers: 0,
      customer: { ...customer, email },
    },
    headers: { 'idempotency-key': key },
  });
}

/** Pays what is due on the test processor's page, as the payment step does. */
async function pay(client: ApiClient, reference: string) {
  return payByCard<Answer>(client, reference);
}

/** The reservation's row id: a sender here delivers only its test's own messages (the Jest database is shared). */
async function reservationIdOf(reference: string): Promise<string> {
  const [row] = await getDatabase()
    .select({ id: reservationRows.id })
    .from(reservationRows)
    .where(eq(reservationRows.reference, reference));
  if (!row) throw new Error(`no reservation ${reference}`);
  return row.id;
}

/** Sends what is due for the reservation `reference` to the catcher (or `smtpUrl`) at `now`. */
async function deliver(now: string, reference: string, smtpUrl = catcher.smtpUrl) {
  const transport = createSmtpTransport(smtpUrl);
  const reservationId = await reservationIdOf(reference);
  return deliverDueMessages(getDatabase(), transport, new Date(now), { tenant: 'car', siteUrl, reservationId }).finally(
    () => transport.close(),
  );
}

/** The catcher's messages to `email`; waits up to 5 s for `atLeast` of them (maildev stores a message a moment after SMTP accepts it). */
async function inbox(email: string, atLeast = 1) {
  for (let tries = 0; ; tries += 1) {
    const messages = (await catcher.emails()).filter((message) => message.to.some((to) => to.address === email));
    if (messages.length >= atLeast || tries >= 50) return messages;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher.stop();
  await closeDatabase();
});
beforeEach(() => pinClock(bookedAt));

describe('booking confirmed', () => {
  it('sends one confirmation and one receipt for a booking and a payment each sent twice with one key', async () => {
    const client = new ApiClient();
    const { email } = customerWithOwnAddress();
    const key = newKey('book-twice');
    const first = await book(client, email, '2028-03-01T10:00', '2028-03-04T10:00', key);
    const again = await book(client, email, '2028-03-01T10:00', '2028-03-04T10:00', key);
    expect(first.status).toBe(201);
    expect(again.body.reservation.reference).toBe(first.body.reservation.reference);
    const { reference, total } = first.body.reservation;
    const payKey = newKey('pay-twice');
    const start = () =>
      client.call<Answer & { payment: { id: string }; checkout: { url: string } }>(reservationPayments, {
        path: `/api/reservations/${reference}/payments`,
        params: { reference },
        body: { returnUrl },
        headers: { 'idempotency-key': payKey },
      });
    const started = await start();
    expect((await start()).headers.get('idempotent-replayed')).toBe('true');
    expect((await completeCheckout(client, reference, started.body)).status).toBe(200);
    // The customer's return asked twice: still one receipt.
    const result = await client.call(paymentResult, {
      path: `/api/reservations/${reference}/payments/${started.body.payment.id}/result`,
      params: { reference, payment: started.body.payment.id },
      body: {},
    });
    expect(result.status).toBe(200);

    // Two senders at once: each message goes out once.
    await Promise.all([deliver(bookedAt, reference), deliver(bookedAt, reference)]);
    await deliver(bookedAt, reference);

    const messages = await inbox(email, 2);
    expect(messages.map((message) => message.subject).sort()).toEqual([
      `Bókun staðfest: ${reference}`,
      `Kvittun: ${reference}`,
    ]);
    const confirmation = messages.find((message) => message.subject.startsWith('Bókun'));
    expect(confirmation?.headers['content-language']).toBe('is-IS');
    expect(confirmation?.text).toContain(reference);
    expect(confirmation?.text).toContain('miðvikudagur, 1. mars 2028 kl. 10:00');
    expect(confirmation?.text).toContain('laugardagur, 4. mars 2028 kl. 10:00');
    expect(confirmation?.text).toMatch(new RegExp(`Samtals +${money(total, 'ISK')}`));
    expect(confirmation?.html).toContain('lang="is-IS"');

    // The calendar file: pickup and return at the office, in Iceland time (UTC all year).
    const ics = confirmation?.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const calendar = (await catcher.attachment(confirmation!.id, ics!.generatedFileName!)).toString('utf8');
    const events = new ICAL.Component(ICAL.parse(calendar))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2028-03-01T10:00:00.000Z',
      '2028-03-04T10:00:00.000Z',
    ]);
    expect(events[0]?.location).toBe('Blikavöllur 2, 235 Keflavíkurflugvöllur, Iceland');

    const receipt = messages.find((message) => message.subject.startsWith('Kvittun'));
    expect(receipt?.text).toMatch(/Þar af virðisaukaskattur \(24%\)/);
  });

  it('opens the reservation from the link in a new browser, and refuses a wrong or expired link', async () => {
    const owner = new ApiClient();
    const { email } = customerWithOwnAddress();
    const { reference } = (await book(owner, email, '2028-04-01T10:00', '2028-04-03T10:00')).body.reservation;
    await pay(owner, reference);
    await deliver(bookedAt, reference);
    const [confirmation] = (await inbox(email)).filter((message) => message.subject.startsWith('Bókun'));
    const link = /href="([^"]*#token=[^"]+)"/.exec(confirmation?.html ?? '')?.[1] ?? '';
    expect(link.startsWith(`${siteUrl}/is/reservation/find/#token=`)).toBe(true);
    const token = link.slice(link.indexOf('#token=') + 7);

    const stranger = new ApiClient('198.51.100.20');
    const refused = await stranger.call<Answer>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(refused.status).toBe(404);
    const opened = await stranger.call<Answer>(open, { path: '/api/reservations/open', body: { token } });
    expect(opened.status).toBe(200);
    expect(opened.body.reservation.reference).toBe(reference);
    const read = await stranger.call<Answer>(reservation, {
      path: `/api/reservations/${reference}`,
      params: { reference },
    });
    expect(read.status).toBe(200);

    const wrong = await new ApiClient().call<Answer>(open, {
      path: '/api/reservations/open',
      body: { token: `${token.slice(0, -4)}AAAA` },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('link_invalid');
    // 30 days after the return the link has expired.
    pinClock('2028-05-03T10:00:00Z');
    const late = await new ApiClient().call<Answer>(open, { path: '/api/reservations/open', body: { token } });
    expect(late.status).toBe(410);
    expect(late.body.error.code).toBe('link_expired');
  });
});

describe('a mail server that is down', () => {
  it('never fails a booking: the message waits and goes out when the server is back', async () => {
    const client = new ApiClient();
    const { email } = customerWithOwnAddress();
    const { reference } = (await book(client, email, '2028-05-01T10:00', '2028-05-03T10:00')).body.reservation;
    const paid = await pay(client, reference);
    expect(paid.status).toBe(200);
    expect(paid.body.reservation.status).toBe('confirmed');

    const downPort = await freeLocalPort();
    const down = await deliver(bookedAt, reference, `smtp://127.0.0.1:${downPort}`);
    expect(down.retrying).toBeGreaterThanOrEqual(2);
    const [waiting] = await getDatabase().select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).limit(1);
    // The connection error's code is kept, never an address.
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^E[A-Z]+$/) });

    const back = await startMailCatcher({ smtpPort: downPort });
    try {
      // Not before the back-off has passed.
      const tooSoon = new Date(new Date(bookedAt).getTime() + retryDelayMs(1) - 1000).toISOString();
      const early = await deliver(tooSoon, reference, back.smtpUrl);
      expect(early.sent).toBe(0);
      const later = new Date(new Date(bookedAt).getTime() + retryDelayMs(1)).toISOString();
      await deliver(later, reference, back.smtpUrl);
      const arrived = (await back.emails()).filter((message) => message.to.some((to) => to.address === email));
      expect(arrived.map((message) => message.subject).sort()).toEqual([
        `Bókun staðfest: ${reference}`,
        `Kvittun: ${reference}`,
      ]);
    } finally {
      await back.stop();
    }
  });
});

describe('cancelled', () => {
  it('says what is refunded', async () => {
    const client = new ApiClient();
    const { email } = customerWithOwnAddress();
    const { reference } = (await book(client, email, '2028-06-01T10:00', '2028-06-03T10:00')).body.reservation;
    const paid = await pay(client, reference);
    const cancelled = await client.call<Answer>(reservationCancel, {
      path: `/api/reservations/${reference}/cancel`,
      params: { reference },
      body: {},
    });
    expect(cancelled.status).toBe(200);
    await deliver(bookedAt, reference);
    const [message] = (await inbox(email)).filter((caught) => caught.subject.startsWith('Bókun afbókuð'));
    expect(message?.subject).toBe(`Bókun afbókuð: ${reference}`);
    expect(message?.text).toContain(`Endurgreiðsla á kortið þitt: ${money(paid.body.reservation.paid, 'ISK')}`);
  });
});

describe('check-in is open', () => {
  it('is sent at 168 hours before pickup, once, and not after a cancellation', async () => {
    const client = new ApiClient();
    const kept = customerWithOwnAddress().email;
    const dropped = customerWithOwnAddress().email;
    const { reference } = (await book(client, kept, '2028-07-20T10:00', '2028-07-23T10:00')).body.reservation;
    await pay(client, reference);
    const other = (await book(client, dropped, '2028-07-20T10:00', '2028-07-23T10:00')).body.reservation.reference;
    await pay(client, other);
    await client.call(reservationCancel, {
      path: `/api/reservations/${other}/cancel`,
      params: { reference: other },
      body: {},
    });

    const db = getDatabase();
    const checkInOpen = async (email: string) =>
      (await inbox(email)).filter((message) => message.subject.startsWith('Netinnritun er opin'));
    await enqueueCheckInOpenMessages(db, 'car', new Date('2028-07-13T09:59:00Z'));
    const deliverBoth = async (now: string) => {
      await deliver(now, reference);
      await deliver(now, other);
    };
    await deliverBoth('2028-07-13T09:59:00Z');
    expect(await checkInOpen(kept)).toHaveLength(0);

    await enqueueCheckInOpenMessages(db, 'car', new Date('2028-07-13T10:00:00Z'));
    await enqueueCheckInOpenMessages(db, 'car', new Date('2028-07-13T10:05:00Z'));
    await deliverBoth('2028-07-13T10:05:00Z');
    await enqueueCheckInOpenMessages(db, 'car', new Date('2028-07-14T10:00:00Z'));
    await deliverBoth('2028-07-14T10:00:00Z');

    const sent = await checkInOpen(kept);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.html).toContain(encodeURIComponent('/is/reservation/checkin/start/'));
    expect(await checkInOpen(dropped)).toHaveLength(0);
  });
});

describe('personal data in the outbox', () => {
  it('keeps a sent message’s recipient and facts for seven days', async () => {
    const client = new ApiClient();
    const { email } = customerWithOwnAddress();
    const { reference } = (await book(client, email, '2028-08-01T10:00', '2028-08-03T10:00')).body.reservation;
    await pay(client, reference);
    await deliver(bookedAt, reference);
    const db = getDatabase();
    const rowsOf = () => db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect((await rowsOf()).length).toBe(2);
    await purgeMessageBodies(db, 'car', new Date('2028-01-17T11:59:00Z'));
    expect((await rowsOf()).length).toBe(2);
    await purgeMessageBodies(db, 'car', new Date('2028-01-17T12:00:00Z'));
    expect((await rowsOf()).length).toBe(0);
  });
});
