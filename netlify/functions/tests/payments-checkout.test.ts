/**
 * @jest-environment node
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDatabase } from '../../../server/db/client.server';
import { auditLog, mailOutbox, reservations as reservationsTable } from '../../../server/db/schema';
import { testProcessorDefaults } from '../../../server/payments/test-processor/defaults';
import { postForm, tryCardOnProcessorPage } from '../../../server/payments/test-processor/pay-on-page';
import {
  sessionRefusalLimit,
  type WebhookControls,
} from '../../../server/payments/test-processor/test-processor.server';
import { paymentProcessorFromEnv } from '../../../server/payments/index.server';
import { engineContext } from '../../../server/rental/context.server';
import { startPayment as startEnginePayment } from '../../../server/rental/payment-checkout.server';
import { staffReservationDetail } from '../../../server/staff/desk.server';
import { ApiClient } from '../../../server/testing/api-client.server';
import { clock } from '../../../server/clock.server';
import paymentResult from '../payment-result.mts';
import reservation from '../reservation.mts';
import reservations from '../reservations.mts';
import { processorForSuite } from './processor-with-webhooks';
import {
  customer,
  declinedCard,
  insufficientFundsCard,
  newKey,
  pinClock,
  returnUrl,
  startCheckout,
  trip,
  type PaymentBody,
} from './fixtures';

/**
 * Issue 37: a checkout that stays open after a refused card, as Adyen's does. A refused card and then a
 * paid one confirm the booking with one charge and one e-mail, whatever order the webhooks and the
 * customer's return arrive in and however often; an authorisation of another amount or currency is
 * given back and confirms nothing. Against the real test processor, over HTTP both ways.
 */
jest.setTimeout(30_000);

const suite = processorForSuite();

beforeEach(() => {
  suite.processor.controlWebhooks({ timing: 'immediate', copies: 1 });
});

/** Each test books its own dates (one car class), so bookings never take each other's unit. */
let week = 0;
async function book(client: ApiClient) {
  week += 1;
  const day = (offset: number) => new Date(Date.UTC(2028, 0, 3 + week * 7 + offset, 10)).toISOString().slice(0, 16);
  pinClock('2027-12-01T10:00:00Z');
  const created = await client.call<PaymentBody>(reservations, {
    path: '/api/reservations',
    body: { classId: 'car-suzuki-vitara-4x4', ...trip(day(0), day(3)), customer },
    headers: { 'idempotency-key': newKey('book') },
  });
  expect(created.status).toBe(201);
  return created.body.reservation;
}

async function startPayment(client: ApiClient, reference: string) {
  const started = await startCheckout<PaymentBody>(client, reference);
  expect(started.status).toBe(201);
  return started.body;
}

/** The customer's return to the site: the result of the payment, as the return page asks it. */
function comeBack(client: ApiClient, reference: string, paymentId: string, location: string | null) {
  const sessionResult = location ? (new URL(location).searchParams.get('sessionResult') ?? '') : '';
  return client.call<PaymentBody>(paymentResult, {
    path: `/api/reservations/${reference}/payments/${paymentId}/result`,
    params: { reference, payment: paymentId },
    body: sessionResult ? { sessionResult } : {},
  });
}

async function view(client: ApiClient, reference: string) {
  return (
    await client.call<PaymentBody>(reservation, { path: `/api/reservations/${reference}`, params: { reference } })
  ).body.reservation;
}

async function rowOf(reference: string) {
  const [row] = await getDatabase().select().from(reservationsTable).where(eq(reservationsTable.reference, reference));
  if (!row) throw new Error(`No reservation ${reference}`);
  return row;
}

async function confirmationsOf(reference: string) {
  const row = await rowOf(reference);
  return getDatabase()
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, row.id), eq(mailOutbox.kind, 'booking-confirmed')));
}

/** One charge, one confirmation, one e-mail: what a refused and then paid checkout must leave. */
async function expectConfirmedOnce(client: ApiClient, reference: string, total: number) {
  await suite.processor.webhooksSettled();
  const seen = await view(client, reference);
  expect(seen).toMatchObject({ status: 'confirmed', paid: total, refunded: 0, amountDue: 0 });
  expect(seen.ledger.filter((entry) => entry.kind === 'captured')).toHaveLength(1);
  expect(seen.ledger.filter((entry) => entry.kind === 'authorised')).toHaveLength(1);
  expect(seen.ledger.filter((entry) => entry.kind === 'refunded')).toHaveLength(0);
  expect(await confirmationsOf(reference)).toHaveLength(1);
}

type Order = {
  name: string;
  controls: Partial<WebhookControls>;
  /** What happens after both cards were typed: the return, the release of held webhooks. */
  then: (come: () => Promise<unknown>) => Promise<void>;
};

const orders: Order[] = [
  { name: 'webhooks racing the return (immediate)', controls: {}, then: async (come) => void (await come()) },
  {
    name: 'webhooks before the return',
    controls: { timing: 'before_return' },
    then: async (come) => void (await come()),
  },
  {
    name: 'webhooks after the return, in order',
    controls: { timing: 'held' },
    then: async (come) => {
      await come();
      await suite.processor.releaseWebhooks();
    },
  },
  {
    name: 'webhooks after the return, the success before the refusal',
    controls: { timing: 'held' },
    then: async (come) => {
      await come();
      await suite.processor.releaseWebhooks({ order: 'newest_first' });
    },
  },
  {
    name: 'every webhook twice, and the return twice (a reload)',
    controls: { copies: 2 },
    then: async (come) => {
      await come();
      await come();
    },
  },
  {
    name: 'no return at all (tab closed), the success before the refusal, twice',
    controls: { timing: 'held', copies: 2 },
    then: () => suite.processor.releaseWebhooks({ order: 'newest_first' }),
  },
  {
    name: 'the success before the refusal, then the return',
    controls: { timing: 'held' },
    then: async (come) => {
      await suite.processor.releaseWebhooks({ order: 'newest_first' });
      await come();
    },
  },
];

describe('a refused card and then a paid one, on the same processor page', () => {
  it.each(orders)('confirms once with one charge and one e-mail: $name', async ({ controls, then }) => {
    const client = new ApiClient();
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    const url = started.checkout?.url ?? '';
    suite.processor.controlWebhooks(controls);

    const refused = await tryCardOnProcessorPage(url, insufficientFundsCard.number);
    expect(refused).toMatchObject({ status: 200, location: null });
    const paid = await tryCardOnProcessorPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);

    const answers: number[] = [];
    await then(async () => {
      const answer = await comeBack(client, reference, started.payment.id, paid.location);
      answers.push(answer.status);
      // The return confirms from the session result, whether or not the webhooks came.
      expect(answer.body.reservation.status).toBe('confirmed');
      expect(answer.body.payment.status).toBe('succeeded');
    });
    expect(answers.every((status) => status === 200)).toBe(true);
    await expectConfirmedOnce(client, reference, total);
    // The refusal is in the ledger too: it happened, and it moved nothing.
    const ledger = (await view(client, reference)).ledger;
    if (controls.timing !== 'held' || answers.length > 0 || controls.copies) {
      expect(ledger.filter((entry) => entry.kind === 'failed')).toHaveLength(1);
    }
  });

  it('keeps the checkout open after a refusal alone: the booking waits, and the same page takes another card', async () => {
    const client = new ApiClient();
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    const url = started.checkout?.url ?? '';
    suite.processor.controlWebhooks({ timing: 'before_return' });
    expect((await tryCardOnProcessorPage(url, declinedCard.number)).location).toBeNull();
    // The refusal's webhook came: the attempt is still open, with the reason for the customer's message.
    const asked = await comeBack(client, reference, started.payment.id, null);
    expect(asked.status).toBe(200);
    expect(asked.body.payment).toMatchObject({ status: 'pending', failureCode: 'card_declined' });
    expect(asked.body.reservation.status).toBe('pending_payment');
    expect(asked.body.reservation.ledger.map((entry) => entry.kind)).toEqual(['failed']);

    const paid = await tryCardOnProcessorPage(url, '5555 5555 5555 4444');
    expect((await comeBack(client, reference, started.payment.id, paid.location)).status).toBe(200);
    await expectConfirmedOnce(client, reference, total);
  });

  it('fails the attempt when the customer gives up ("Cancel and go back") after a refusal', async () => {
    const client = new ApiClient();
    const { reference } = await book(client);
    const started = await startPayment(client, reference);
    const url = started.checkout?.url ?? '';
    await tryCardOnProcessorPage(url, declinedCard.number);
    const cancelled = await postForm(url, { action: 'cancel' });
    const answer = await comeBack(client, reference, started.payment.id, cancelled.location);
    expect(answer.status).toBe(402);
    expect(answer.body.error?.code).toBe('cancelled');
    await suite.processor.webhooksSettled();
    expect((await view(client, reference)).status).toBe('pending_payment');
    // A reload while the processor is down keeps the answer it had (the adapter tries twice).
    suite.processor.failNextRequests(2, 'error');
    const reload = await comeBack(client, reference, started.payment.id, cancelled.location);
    expect(reload.status).toBe(402);
    expect(reload.body.error?.code).toBe('cancelled');
  });
});

describe('an authorisation of another amount or currency is not a payment', () => {
  async function deskOf(reference: string) {
    return staffReservationDetail({ ...engineContext(), now: clock.now() }, reference);
  }

  async function auditOf(reference: string, action: string) {
    const row = await rowOf(reference);
    return getDatabase()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.reservationId, row.id), eq(auditLog.action, action)));
  }

  it.each([
    ['a partial authorisation, seen at the return first', 'amount_mismatch', { timing: 'held' as const }],
    ['a partial authorisation, seen by the webhook first', 'amount_mismatch', { timing: 'before_return' as const }],
    ['another currency, seen at the return first', 'currency_mismatch', { timing: 'held' as const }],
    ['another currency, seen by the webhook first', 'currency_mismatch', { timing: 'before_return' as const }],
  ])('gives back %s, confirms nothing, and tells the desk why', async (_name, reason, controls) => {
    const client = new ApiClient();
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    suite.processor.controlWebhooks(controls);
    // The booking is in EUR (Adyen's two decimals, as ours): authorise half, or the same value in GBP.
    suite.processor.authoriseNextPaymentAs(
      reason === 'amount_mismatch' ? { value: Math.floor(total / 2) } : { currency: 'GBP' },
    );
    const paid = await tryCardOnProcessorPage(started.checkout?.url ?? '', '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const answer = await comeBack(client, reference, started.payment.id, paid.location);
    expect(answer.status).toBe(402);
    expect(answer.body.error?.code).toBe('processing_error');
    await suite.processor.releaseWebhooks();
    await suite.processor.webhooksSettled();

    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'pending_payment', paid: 0, refunded: 0 });
    expect(seen.ledger.map((entry) => entry.kind)).toEqual(['failed']);
    // Given back at the processor once (a refund, as the charge was captured at once), in its currency.
    const refunds = suite.processor
      .receivedRequests()
      .filter((request) => request.kind === 'api' && request.path.endsWith('/refunds'))
      .map((request) => JSON.parse(request.body ?? '{}') as { amount: { currency: string; value: number } })
      .filter((request) => request.amount.value === (reason === 'amount_mismatch' ? Math.floor(total / 2) : total));
    expect(refunds.some((request) => request.amount.currency === (reason === 'amount_mismatch' ? 'EUR' : 'GBP'))).toBe(
      true,
    );
    const audits = await auditOf(reference, 'payment.authorisation_rejected');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ reason, action: 'refunded', expected: { amount: total } });
    const desk = await deskOf(reference);
    expect(desk.staff.paymentProblems).toEqual([
      expect.objectContaining({
        reason,
        action: 'refunded',
        expected: { amount: total, currency: 'EUR' },
        authorised:
          reason === 'amount_mismatch'
            ? { amount: Math.floor(total / 2), currency: 'EUR' }
            : { amount: total, currency: 'GBP' },
      }),
    ]);
    expect(await confirmationsOf(reference)).toHaveLength(0);

    // The customer can still pay the booking with a new payment.
    suite.processor.controlWebhooks({ timing: 'immediate' });
    const again = await startPayment(client, reference);
    const second = await tryCardOnProcessorPage(again.checkout?.url ?? '', '4242 4242 4242 4242');
    expect((await comeBack(client, reference, again.payment.id, second.location)).status).toBe(200);
    await suite.processor.webhooksSettled();
    expect(await view(client, reference)).toMatchObject({ status: 'confirmed', paid: total });
    expect(await confirmationsOf(reference)).toHaveLength(1);
  });

  /** A card authorised in GBP for a EUR booking, rejected at the return; its refund's webhook then comes. */
  async function rejectInAnotherCurrency(client: ApiClient) {
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    suite.processor.authoriseNextPaymentAs({ currency: 'GBP' });
    const paid = await tryCardOnProcessorPage(started.checkout?.url ?? '', '4242 4242 4242 4242');
    const answer = await comeBack(client, reference, started.payment.id, paid.location);
    expect(answer.status).toBe(402);
    await suite.processor.webhooksSettled();
    return { reference, total };
  }

  it('follows the refund of a rejected charge to its success: done, and no total moves', async () => {
    const client = new ApiClient();
    const { reference, total } = await rejectInAnotherCurrency(client);

    const desk = await deskOf(reference);
    expect(desk.staff.paymentProblems).toEqual([
      expect.objectContaining({
        reason: 'currency_mismatch',
        action: 'refunded',
        refund: 'done',
        refundFailure: null,
        authorised: { amount: total, currency: 'GBP' },
      }),
    ]);
    // The refund is the desk's record of that charge, never the customer's paid or refunded.
    // (The same pinned clock: the entries are compared as a set.)
    expect(desk.staff.ledger.map((entry) => [entry.kind, entry.purpose]).sort()).toEqual([
      ['failed', 'booking'],
      ['refund_requested', 'rejected'],
      ['refunded', 'rejected'],
    ]);
    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'pending_payment', paid: 0, refunded: 0, amountDue: total });
    expect(seen.ledger.map((entry) => entry.kind)).toEqual(['failed']);
    expect(await rowOf(reference)).toMatchObject({ paid: 0, refunded: 0 });
    expect(await auditOf(reference, 'payment.rejected_refund_failed')).toHaveLength(0);
  });

  it('shows the desk a rejected charge whose refund the processor refused, and audits it', async () => {
    const client = new ApiClient();
    suite.processor.scriptNextModification('refunds', { fail: 'Refund refused by the acquirer', deliveries: 2 });
    const { reference, total } = await rejectInAnotherCurrency(client);

    const desk = await deskOf(reference);
    expect(desk.staff.paymentProblems).toEqual([
      expect.objectContaining({
        reason: 'currency_mismatch',
        action: 'refunded',
        refund: 'failed',
        refundFailure: 'Refund refused by the acquirer',
      }),
    ]);
    const audits = await auditOf(reference, 'payment.rejected_refund_failed');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      action: 'refunded',
      amount: total,
      currency: 'GBP',
      reason: 'Refund refused by the acquirer',
      rejected: 'currency_mismatch',
    });
    // A failed refund of a charge that never counted takes nothing back from the customer's totals.
    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'pending_payment', paid: 0, refunded: 0, amountDue: total });
    expect(await rowOf(reference)).toMatchObject({ paid: 0, refunded: 0 });

    // The refund's webhook came twice: one failure recorded, one audit.
    expect(
      suite.processor
        .webhookDeliveries()
        .filter((delivery) => delivery.body.includes(`${reference}-currency-mismatch`)),
    ).toHaveLength(2);
    expect((await deskOf(reference)).staff.ledger.filter((entry) => entry.kind === 'failed')).toHaveLength(2);
  });
});

describe('the end of a checkout is the processor’s word', () => {
  it(`fails the attempt with the last refusal's reason when the processor ends it after ${sessionRefusalLimit} refusals`, async () => {
    const client = new ApiClient();
    const { reference } = await book(client);
    const started = await startPayment(client, reference);
    const url = started.checkout?.url ?? '';
    suite.processor.controlWebhooks({ timing: 'before_return' });
    let last: Awaited<ReturnType<typeof tryCardOnProcessorPage>> | null = null;
    for (let attempt = 1; attempt <= sessionRefusalLimit; attempt += 1) {
      const number = attempt === sessionRefusalLimit ? insufficientFundsCard.number : declinedCard.number;
      last = await tryCardOnProcessorPage(url, number);
    }
    expect(last?.status).toBe(303);
    const answer = await comeBack(client, reference, started.payment.id, last?.location ?? null);
    expect(answer.status).toBe(402);
    expect(answer.body.error?.code).toBe('insufficient_funds');
    const seen = await view(client, reference);
    expect(seen.status).toBe('pending_payment');
    // One entry per refused card, and the attempt's end: nothing paid.
    expect(seen.ledger.map((entry) => entry.kind)).toEqual(Array(sessionRefusalLimit + 1).fill('failed'));
    expect(seen.paid).toBe(0);
  });

  it("keeps the return address's session result: a question after the processor did not answer gets the refusal", async () => {
    const client = new ApiClient();
    const { reference } = await book(client);
    const started = await startPayment(client, reference);
    const url = started.checkout?.url ?? '';
    let last: Awaited<ReturnType<typeof tryCardOnProcessorPage>> | null = null;
    for (let attempt = 1; attempt <= sessionRefusalLimit; attempt += 1) {
      last = await tryCardOnProcessorPage(url, declinedCard.number);
    }
    // The return page's question: the processor fails it twice (the adapter's two tries).
    suite.processor.failNextRequests(2, 'error');
    const unanswered = await comeBack(client, reference, started.payment.id, last?.location ?? null);
    expect(unanswered.status).toBe(503);
    expect(unanswered.body.error?.code).toBe('processor_unavailable');
    // The payment step asks again without the value (a page of its own): the kept one gets the answer.
    const sessionAsks = () =>
      suite.processor.receivedRequests().filter((request) => request.path.includes('/sessions/CS'));
    const asksBefore = sessionAsks().length;
    const asked = await comeBack(client, reference, started.payment.id, null);
    expect(asked.status).toBe(402);
    expect(asked.body.error?.code).toBe('card_declined');
    expect(
      sessionAsks()
        .slice(asksBefore)
        .map((request) => new URL(request.path, 'http://x').searchParams.get('sessionResult')),
    ).toEqual([new URL(last?.location ?? '').searchParams.get('sessionResult')]);
    // Decided: a question without the value asks the processor nothing more.
    expect((await comeBack(client, reference, started.payment.id, null)).status).toBe(402);
    expect(sessionAsks()).toHaveLength(asksBefore + 1);
  });

  it('gives back a second authorisation of a paid attempt, and keeps one charge', async () => {
    const client = new ApiClient();
    const { reference, total } = await book(client);
    const started = await startPayment(client, reference);
    const paid = await tryCardOnProcessorPage(started.checkout?.url ?? '', '4242 4242 4242 4242');
    expect((await comeBack(client, reference, started.payment.id, paid.location)).status).toBe(200);
    await suite.processor.webhooksSettled();
    // A second checkout at the processor under the same reference (a stale tab of another integration):
    // its card is authorised too, and its webhook names the paid attempt.
    const second = await fetch(`${suite.processor.url}/v72/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': testProcessorDefaults.apiKey },
      body: JSON.stringify({
        merchantAccount: testProcessorDefaults.merchantAccount,
        amount: { currency: 'EUR', value: total },
        reference: started.payment.id,
        returnUrl,
        mode: 'hosted',
      }),
    });
    const { url } = (await second.json()) as { url: string };
    expect((await tryCardOnProcessorPage(url, '5555 5555 5555 4444')).status).toBe(303);
    await suite.processor.webhooksSettled();

    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'confirmed', paid: total, refunded: 0 });
    expect(seen.ledger.filter((entry) => entry.kind === 'captured')).toHaveLength(1);
    const desk = await staffReservationDetail({ ...engineContext(), now: clock.now() }, reference);
    expect(desk.staff.paymentProblems).toEqual([
      expect.objectContaining({ reason: 'duplicate_authorisation', action: 'refunded', refund: 'done' }),
    ]);
    expect(await confirmationsOf(reference)).toHaveLength(1);
  });
});

describe('a hold of another amount', () => {
  it('is cancelled at the processor (not refunded), shown to the desk, and holds no deposit', async () => {
    const client = new ApiClient();
    const { reference } = await book(client);
    const context = { ...engineContext(), now: clock.now() };
    // The customer authorises the deposit on the processor's page (no card kept): a manual-capture checkout.
    const session = {
      id: randomUUID(),
      tenant: context.tenant,
      expiresAt: new Date('2030-01-01'),
      provenReservations: [reference],
    };
    const { attempt } = await startEnginePayment(
      context,
      paymentProcessorFromEnv(),
      { reference, key: newKey('hold'), purpose: 'deposit', returnUrl, amount: () => 50_000, capture: 'manual' },
      session,
    );
    suite.processor.controlWebhooks({ timing: 'before_return' });
    suite.processor.authoriseNextPaymentAs({ value: 20_000 });
    const held = await tryCardOnProcessorPage(attempt.checkoutUrl ?? '', '4242 4242 4242 4242');
    const answer = await comeBack(client, reference, attempt.id, held.location);
    expect(answer.status).toBe(402);
    expect(answer.body.error?.code).toBe('processing_error');
    await suite.processor.webhooksSettled();

    const cancels = suite.processor
      .receivedRequests()
      .filter((request) => request.kind === 'api' && request.path.endsWith('/cancels'));
    expect(
      cancels.some((request) =>
        (JSON.parse(request.body ?? '{}') as { reference?: string }).reference?.startsWith(reference),
      ),
    ).toBe(true);
    const desk = await staffReservationDetail(context, reference);
    expect(desk.staff.paymentProblems).toEqual([
      expect.objectContaining({
        reason: 'amount_mismatch',
        action: 'cancelled',
        // The cancel's CANCELLATION webhook confirmed it.
        refund: 'done',
        expected: { amount: 50_000, currency: 'EUR' },
        authorised: { amount: 20_000, currency: 'EUR' },
      }),
    ]);
    expect(desk.staff.deposit.status).toBe('not_held');
  });
});

describe('a card paid after the reservation expired', () => {
  it('is refunded whole, confirms nothing, and sends no e-mail', async () => {
    const client = new ApiClient();
    pinClock('2027-12-01T10:00:00Z');
    // A class with one unit and dates of its own, so that another booking takes the lapsed hold's unit.
    const cruiser = {
      classId: 'car-toyota-land-cruiser-150',
      ...trip('2028-06-10T10:00', '2028-06-12T10:00'),
      customer,
    };
    const created = await client.call<PaymentBody>(reservations, {
      path: '/api/reservations',
      body: cruiser,
      headers: { 'idempotency-key': newKey('book') },
    });
    expect(created.status).toBe(201);
    const { reference, total } = created.body.reservation;
    const started = await startPayment(client, reference);
    // The customer stays on the processor's page past the hold; someone else books the unit.
    pinClock('2027-12-01T10:31:00Z');
    const other = await new ApiClient().call<PaymentBody>(reservations, {
      path: '/api/reservations',
      body: cruiser,
      headers: { 'idempotency-key': newKey('book') },
    });
    expect(other.status).toBe(201);
    const paid = await tryCardOnProcessorPage(started.checkout?.url ?? '', '4242 4242 4242 4242');
    await comeBack(client, reference, started.payment.id, paid.location);
    await suite.processor.webhooksSettled();

    const seen = await view(client, reference);
    expect(seen).toMatchObject({ status: 'expired', paid: total, refunded: total });
    const row = await rowOf(reference);
    const mails = await getDatabase().select().from(mailOutbox).where(eq(mailOutbox.reservationId, row.id));
    expect(mails.map((mail) => mail.kind)).toEqual([]);
  });
});
