/**
 * @jest-environment node
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../../../server/db/client.server';
import { mailOutbox, reservations as reservationRows } from '../../../server/db/schema';
import { startMailCatcher } from '../../../server/mail/maildev.server';
import { deliverDueMessages, retryDelayMs } from '../../../server/mail/sender.server';
import { createSmtpTransport } from '../../../server/mail/smtp.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import reservations from '../reservations.mts';
import { customer, newKey, payByCard, pinClock, trip } from './fixtures';

/**
 * Issue 31 "Faults": a mail server that does not answer, answers "try later" (4xx) or refuses (5xx).
 * The booking and the payment never wait on mail (the outbox, server/mail/README.md); a message is
 * retried a bounded number of times with back-off, a refused one is given up at once, and none is
 * ever sent twice. The clock is pinned before any other test's, so a run here claims only its own
 * messages from the run's shared database.
 */
jest.setTimeout(60_000);

const siteUrl = 'https://cars.example.is';
const bookedAt = '2026-09-15T09:00:00Z';
let mailboxes = 0;

/** A mail server that accepts a connection and then answers as `mode` says, speaking SMTP's first line. */
async function brokenMailServer(mode: 'silent' | 'busy'): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    // 421: the service is not available now, try later (RFC 5321 §4.2.3). Silent: no greeting at all.
    if (mode === 'busy') socket.end('421 4.3.2 mail.example.is Service not available, try again later\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A booked and paid reservation of a customer with an address of their own: a confirmation and a receipt wait. */
/** A paid booking's customer address and reservation id (a sender here delivers only that reservation's messages). */
async function bookedAndPaid(): Promise<{ email: string; reservationId: string }> {
  pinClock(bookedAt);
  const email = `mail-fault-${process.pid}-${(mailboxes += 1)}@example.com`;
  const client = new ApiClient();
  const created = await client.call<{ reservation: { reference: string } }>(reservations, {
    path: '/api/reservations',
    body: {
      classId: 'car-toyota-aygo-x',
      ...trip('2026-10-01T10:00', '2026-10-04T10:00'),
      extras: [],
      extraDrivers: 0,
      customer: { ...customer, email },
    },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  const { reference } = created.body.reservation;
  expect((await payByCard(client, reference)).status).toBe(200);
  const [row] = await getDatabase()
    .select({ id: reservationRows.id })
    .from(reservationRows)
    .where(eq(reservationRows.reference, reference));
  if (!row) throw new Error(`no reservation ${reference}`);
  return { email, reservationId: row.id };
}

const outboxOf = (email: string) =>
  getDatabase()
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email));

/** Sends what is due for one reservation (the Jest database is shared with other files' tests). */
async function deliver(smtpUrl: string, now: Date, reservationId: string, maxAttempts?: number) {
  const transport = createSmtpTransport(smtpUrl);
  try {
    return await deliverDueMessages(getDatabase(), transport, now, {
      tenant: 'car',
      siteUrl,
      reservationId,
      maxAttempts,
    });
  } finally {
    await transport.close();
  }
}

afterAll(closeDatabase);

describe('a mail server that does not answer', () => {
  it('is given up on within its timeout, the message waits, and it goes out once when the server is back', async () => {
    const { email, reservationId } = await bookedAndPaid();
    const silent = await brokenMailServer('silent');
    const started = Date.now();
    try {
      const report = await deliver(silent.url, new Date(bookedAt), reservationId);
      expect(report).toMatchObject({ sent: 0, failed: 0 });
      expect(report.retrying).toBeGreaterThanOrEqual(2);
    } finally {
      await silent.stop();
    }
    // nodemailer's 5 s greeting timeout for each of the two messages, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(20_000);
    const waiting = await outboxOf(email);
    expect(waiting).toHaveLength(2);
    for (const message of waiting) {
      expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^E[A-Z]+$/) });
      expect(message.nextAttemptAt.getTime()).toBe(new Date(bookedAt).getTime() + retryDelayMs(1));
    }

    const back = await startMailCatcher();
    try {
      const later = new Date(new Date(bookedAt).getTime() + retryDelayMs(1));
      await deliver(back.smtpUrl, later, reservationId);
      // A second run finds nothing left to send.
      await deliver(back.smtpUrl, new Date(later.getTime() + 3_600_000), reservationId);
      let arrived: string[] = [];
      for (let tries = 0; tries < 50 && arrived.length < 2; tries += 1) {
        arrived = (await back.emails())
          .filter((message) => message.to.some((to) => to.address === email))
          .map((message) => message.subject);
        if (arrived.length < 2) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(arrived).toHaveLength(2);
      expect(new Set(arrived).size).toBe(2);
      expect((await outboxOf(email)).map((message) => message.status)).toEqual(['sent', 'sent']);
    } finally {
      await back.stop();
    }
  });
});

describe('a mail server that answers "try later" (421)', () => {
  it('is retried with back-off a bounded number of times, then the message is given up', async () => {
    const { email, reservationId } = await bookedAndPaid();
    const busy = await brokenMailServer('busy');
    try {
      let now = new Date(bookedAt);
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await deliver(busy.url, now, reservationId, 3);
        const messages = await outboxOf(email);
        expect(messages.map((message) => [message.attempts, message.lastError])).toEqual([
          [attempt, '421'],
          [attempt, '421'],
        ]);
        // Not before the back-off has passed.
        const early = new Date(now.getTime() + retryDelayMs(attempt) - 1_000);
        expect((await deliver(busy.url, early, reservationId, 3)).sent).toBe(0);
        expect((await outboxOf(email)).map((message) => message.attempts)).toEqual([attempt, attempt]);
        now = new Date(now.getTime() + retryDelayMs(attempt));
      }
      expect((await outboxOf(email)).map((message) => message.status)).toEqual(['failed', 'failed']);
      // Given up is final: a later run, even to a server that answers, sends nothing.
      const good = await startMailCatcher();
      try {
        await deliver(good.smtpUrl, new Date(now.getTime() + 86_400_000), reservationId);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await good.emails()).filter((message) => message.to.some((to) => to.address === email))).toEqual([]);
      } finally {
        await good.stop();
      }
    } finally {
      await busy.stop();
    }
  });
});

describe('a mail server that refuses the message (5xx)', () => {
  it('gives it up at once, without retrying a refusal', async () => {
    const { email, reservationId } = await bookedAndPaid();
    const strict = await startMailCatcher({ extraArgs: ['--incoming-user', 'desk', '--incoming-pass', 'secret'] });
    try {
      await deliver(strict.smtpUrl, new Date(bookedAt), reservationId);
    } finally {
      await strict.stop();
    }
    const messages = await outboxOf(email);
    expect(messages.map((message) => [message.status, message.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect(messages.every((message) => /^5\d\d$/.test(message.lastError ?? ''))).toBe(true);
  });
});
