import { createActor, fromPromise, initialTransition, transition, waitFor, type Snapshot } from 'xstate';
import { fakePayment, payOnProcessorPage, processorPage, refusal, type PaymentFakes } from './payment-fakes';
import {
  canEnterEditStep,
  editMachine,
  editStepOf,
  furthestEditStep,
  isEditAllowed,
  type ChangeQuote,
  type EditableReservation,
  type EditInput,
  type EditStep,
} from './edit.machine';
import { createPersistedActor, loadSnapshot, persistSnapshot, type PersistOptions } from './persist';
import { paymentActorOf } from './payment.machine';

const now = '2027-02-20T12:00:00.000Z';
const reservation: EditableReservation = {
  reference: 'CJY9NMP',
  status: 'confirmed',
  currency: 'EUR',
  total: 14400,
  paid: 14400,
  refunded: 0,
  amountDue: 0,
  edit: { allowed: true, until: '2027-02-28T22:00:00.000Z' },
  version: 2,
};
const trip = {
  pickupLocationId: 'kef',
  returnLocationId: 'kef',
  pickupAt: '2027-03-01T10:00',
  returnAt: '2027-03-05T10:00',
};
const options = { extras: [{ id: 'child-seat', quantity: 1 }], insuranceId: null, extraDrivers: 1 };

const higher: EditableReservation = { ...reservation, total: 19100, amountDue: 4700, version: 3 };
const higherPaid: EditableReservation = { ...higher, paid: 19100, amountDue: 0, version: 4 };
const lower: EditableReservation = { ...reservation, total: 11700, refunded: 2700, version: 3 };
const quoteUp: ChangeQuote = { total: 19100, toPay: 4700, refund: 0 };

function input(step: EditStep, overrides: Partial<EditInput> = {}): EditInput {
  return { reservation, step, now, ...overrides };
}

/** Fake actors, each recording its inputs; `changeReservation` answers in turn. */
function fakes(answers: { change?: Array<() => Promise<EditableReservation>>; payment?: PaymentFakes }) {
  const payment = fakePayment(higher, higherPaid, answers.payment);
  const calls = { quote: [] as unknown[], change: [] as unknown[], load: 0, ...payment.calls };
  const changes = [...(answers.change ?? [() => Promise.resolve(higher)])];
  const machine = editMachine.provide({
    actors: {
      quoteChange: fromPromise(({ input: quoteInput }) => {
        calls.quote.push(quoteInput);
        return Promise.resolve(quoteUp);
      }),
      changeReservation: fromPromise(({ input: changeInput }) => {
        calls.change.push(changeInput);
        return (changes.shift() ?? (() => Promise.resolve(higher)))();
      }),
      loadReservation: fromPromise(() => {
        calls.load += 1;
        return Promise.resolve({ ...reservation, version: 5 });
      }),
      payment: payment.machine,
    },
  });
  return { machine, calls };
}

function apiError(code: string) {
  return Object.assign(new Error(code), { code, message: `message of ${code}` });
}

/** Runs the wizard from terms to review. */
async function toReview(machine: ReturnType<typeof fakes>['machine']) {
  const actor = createActor(machine, { input: input('terms') }).start();
  actor.send({ type: 'terms.submit', trip });
  actor.send({ type: 'details.submit', details: null });
  actor.send({ type: 'options.submit', options });
  await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'review' }));
  return actor;
}

describe('edit steps, one transition at a time', () => {
  it('opens on terms, the first step', () => {
    const [snapshot] = initialTransition(editMachine, input('terms'));
    expect(snapshot.value).toBe('terms');
  });

  it.each<[EditStep, EditStep]>([
    ['details', 'terms'],
    ['options', 'terms'],
    ['payment', 'terms'],
  ])('sends a page opened at %s with nothing proposed to %s', (step, expected) => {
    const [snapshot] = initialTransition(editMachine, input(step));
    expect(editStepOf(snapshot)).toBe(expected);
  });

  it('refuses within 12 h of pickup (isEditAllowed? false)', () => {
    const closed = { ...reservation, edit: { allowed: false, until: '2027-02-28T22:00:00.000Z' } };
    const [snapshot] = initialTransition(editMachine, input('terms', { reservation: closed }));
    expect(snapshot.value).toBe('refused');
    expect(editStepOf(snapshot)).toBeNull();
  });

  it('refuses when a page is opened after `until`, though the loaded answer still allowed it', () => {
    const [opened] = initialTransition(editMachine, input('terms'));
    const [later] = transition(editMachine, opened, {
      type: 'step.enter',
      step: 'details',
      now: '2027-02-28T22:00:00.000Z',
    });
    expect(later.value).toBe('refused');
  });

  it('moves terms → details → options → payment and back', () => {
    let [snapshot] = initialTransition(editMachine, input('terms'));
    [snapshot] = transition(editMachine, snapshot, { type: 'terms.submit', trip });
    expect(snapshot.value).toBe('details');
    expect(snapshot.context.proposal.trip).toEqual(trip);
    [snapshot] = transition(editMachine, snapshot, { type: 'back' });
    expect(snapshot.value).toBe('terms');
    [snapshot] = transition(editMachine, snapshot, { type: 'step.enter', step: 'details', now });
    expect(snapshot.value).toBe('details');
    [snapshot] = transition(editMachine, snapshot, {
      type: 'details.submit',
      details: { trip: { numberOfPassengers: 3 } },
    });
    expect(snapshot.value).toBe('options');
    [snapshot] = transition(editMachine, snapshot, { type: 'options.submit', options });
    expect(snapshot.value).toEqual({ payment: 'quoting' });
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.stepsDone).toEqual(['terms', 'details', 'options']);
  });

  it('ignores a confirm without a quote (hasQuote? false) and a payment before the change is saved', () => {
    const review = editMachine.resolveState({
      value: { payment: 'review' },
      context: {
        ...initialTransition(editMachine, input('terms'))[0].context,
        stepsDone: ['terms', 'details', 'options'],
      },
    });
    const [afterConfirm] = transition(editMachine, review, { type: 'change.confirm' });
    expect(afterConfirm.value).toEqual({ payment: 'review' });
    const [afterCard] = transition(editMachine, review, { type: 'payment.start', idempotencyKey: 'key-00000001' });
    expect(afterCard.value).toEqual({ payment: 'review' });
  });

  it('sends the change from review with a quote (hasQuote? true)', () => {
    const review = editMachine.resolveState({
      value: { payment: 'review' },
      context: { ...initialTransition(editMachine, input('terms'))[0].context, quote: quoteUp },
    });
    const [confirming] = transition(editMachine, review, { type: 'change.confirm' });
    expect(confirming.value).toEqual({ payment: 'confirming' });
  });

  it.each<[string, Partial<EditableReservation>, Partial<ChangeQuote>, string]>([
    ['hasDifferenceToPay?', { amountDue: 4700 }, { toPay: 4700 }, 'due'],
    ['hasPaidDifference?', { amountDue: 0 }, { toPay: 4700 }, 'paid'],
    ['hasRefund?', { amountDue: 0 }, { toPay: 0, refund: 2700 }, 'refunded'],
    ['nothing', { amountDue: 0 }, { toPay: 0, refund: 0 }, 'saved'],
  ])('settles a saved change by %s', (_guard, saved, outcome, expected) => {
    const base = initialTransition(editMachine, input('payment'))[0].context;
    const settled = editMachine.resolveState({
      value: { payment: 'deciding' },
      context: {
        ...base,
        reservation: { ...reservation, ...saved },
        outcome: { total: 0, toPay: 0, refund: 0, ...outcome },
      },
    });
    const [entered] = transition(editMachine, settled, { type: 'step.enter', step: 'payment', now });
    expect(entered.value).toEqual({ payment: expected });
  });

  it('says which step is furthest and which may be entered', () => {
    expect(furthestEditStep({ stepsDone: [], outcome: null })).toBe('terms');
    expect(furthestEditStep({ stepsDone: ['terms'], outcome: null })).toBe('details');
    expect(furthestEditStep({ stepsDone: ['terms', 'details', 'options'], outcome: null })).toBe('payment');
    expect(furthestEditStep({ stepsDone: ['details'], outcome: null })).toBe('terms');
    expect(canEnterEditStep('options', { stepsDone: ['terms'], outcome: null })).toBe(false);
    expect(isEditAllowed(reservation, '2027-02-28T21:59:59.000Z')).toBe(true);
    expect(isEditAllowed(reservation, '2027-02-28T22:00:00.000Z')).toBe(false);
  });
});

describe('edit flows with fake actors', () => {
  it('reviews the new total and difference, saves with the version and pays the difference once', async () => {
    const { machine, calls } = fakes({});
    const actor = await toReview(machine);
    expect(actor.getSnapshot().context.quote).toEqual(quoteUp);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'due' }));
    expect(calls.change).toEqual([{ reference: 'CJY9NMP', version: 2, proposal: { trip, details: null, options } }]);
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-edit-1' });
    await payOnProcessorPage(actor, 'pay-edit-2');
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'paid' }));
    expect(calls.startCheckout).toEqual([{ reference: 'CJY9NMP', idempotencyKey: 'pay-edit-1' }]);
    expect(actor.getSnapshot().context.outcome).toEqual({ total: 19100, toPay: 4700, refund: 0 });
  });

  it('goes back to review with the fresh reservation and a message on a version conflict', async () => {
    const { machine, calls } = fakes({ change: [() => Promise.reject(apiError('version_conflict'))] });
    const actor = await toReview(machine);
    actor.send({ type: 'change.confirm' });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ payment: 'review' }) && snapshot.context.reservation.version === 5,
    );
    expect(calls.load).toBe(1);
    expect(actor.getSnapshot().context.error?.code).toBe('version_conflict');
    expect(actor.getSnapshot().context.quote).toEqual(quoteUp);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'due' }));
    expect(calls.change).toHaveLength(2);
    expect(calls.change[1]).toMatchObject({ version: 5 });
  });

  it('shows the refund of a surplus when the new total is lower', async () => {
    const { machine } = fakes({ change: [() => Promise.resolve(lower)] });
    const actor = await toReview(machine);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'refunded' }));
    expect(actor.getSnapshot().context.outcome).toEqual({ total: 11700, toPay: 0, refund: 2700 });
  });

  it('is refused when the engine answers edit_closed', async () => {
    const { machine } = fakes({ change: [() => Promise.reject(apiError('edit_closed'))] });
    const actor = await toReview(machine);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('refused'));
    expect(actor.getSnapshot().context.error?.code).toBe('edit_closed');
  });

  it('stays on review with the message of another refusal (sold out)', async () => {
    const { machine } = fakes({ change: [() => Promise.reject(apiError('sold_out'))] });
    const actor = await toReview(machine);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.context.error?.code === 'sold_out');
    expect(actor.getSnapshot().value).toEqual({ payment: 'review' });
  });

  it('stays on due with the message when the payment is refused, and takes a new attempt with a new key', async () => {
    let attempt = 0;
    const { machine, calls } = fakes({
      payment: {
        confirmPayment: () =>
          attempt++ === 0
            ? Promise.reject(refusal('authentication_failed'))
            : Promise.resolve({
                payment: { ...refusal('x').body.payment, status: 'succeeded' },
                reservation: higherPaid,
              }),
      },
    });
    const actor = await toReview(machine);
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'due' }));
    await payOnProcessorPage(actor, 'pay-edit-1');
    await waitFor(actor, (snapshot) => snapshot.context.error?.code === 'authentication_failed');
    await payOnProcessorPage(actor, 'pay-edit-2');
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'paid' }));
    expect(calls.startCheckout.map((call) => call.idempotencyKey)).toEqual(['pay-edit-1', 'pay-edit-2']);
  });
});

describe('edit persistence', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  }

  const settings = (storage: PersistOptions['storage'], version = 1): PersistOptions => ({
    storage,
    key: 'edit-CJY9NMP',
    version,
  });

  it.each<[EditStep, (actor: ReturnType<typeof createActor<typeof editMachine>>) => void, unknown]>([
    ['terms', () => undefined, 'terms'],
    ['details', (actor) => actor.send({ type: 'terms.submit', trip }), 'details'],
    [
      'options',
      (actor) => {
        actor.send({ type: 'terms.submit', trip });
        actor.send({ type: 'details.submit', details: null });
      },
      'options',
    ],
  ])('restores at %s', (_step, drive, expected) => {
    const storage = memoryStorage();
    const { machine } = fakes({});
    const first = createPersistedActor(machine, settings(storage), { input: input('terms') }).start();
    drive(first);
    first.stop();
    const second = createPersistedActor(machine, settings(storage), { input: input('terms') }).start();
    expect(second.getSnapshot().value).toBe(expected);
    expect(second.getSnapshot().context.proposal).toEqual(first.getSnapshot().context.proposal);
  });

  it('restores at review and after payment, and never writes while a request runs', async () => {
    const storage = memoryStorage();
    const { machine } = fakes({});
    const first = createPersistedActor(machine, settings(storage), { input: input('terms') }).start();
    first.send({ type: 'terms.submit', trip });
    first.send({ type: 'details.submit', details: null });
    first.send({ type: 'options.submit', options });
    // quoting is busy: the stored snapshot is still the one of options.
    expect(JSON.parse(storage.items.get('edit-CJY9NMP') ?? '{}').snapshot.value).toBe('options');
    await waitFor(first, (snapshot) => snapshot.matches({ payment: 'review' }));
    const atReview = createActor(machine, {
      input: input('terms'),
      snapshot: loadSnapshot(settings(storage)) ?? undefined,
    }).start();
    expect(atReview.getSnapshot().value).toEqual({ payment: 'review' });
    expect(atReview.getSnapshot().context.quote).toEqual(quoteUp);
    atReview.stop();

    first.send({ type: 'change.confirm' });
    await waitFor(first, (snapshot) => snapshot.matches({ payment: 'due' }));
    first.send({ type: 'payment.start', idempotencyKey: 'pay-edit-1' });
    const payment = await processorPage(first);
    // Paying on the processor's page is stable: the snapshot keeps the attempt's key, never a card.
    expect(persistSnapshot(first, settings(storage))).toBe(true);
    expect(JSON.parse(storage.items.get('edit-CJY9NMP') ?? '{}').snapshot.context.paymentKey).toBe('pay-edit-1');
    payment.send({ type: 'checkout.returned', sessionResult: 'res_1' });
    await waitFor(first, (snapshot) => snapshot.matches({ payment: 'paid' }));
    const afterPaying = createActor(machine, {
      input: input('terms'),
      snapshot: loadSnapshot(settings(storage)) ?? undefined,
    }).start();
    expect(afterPaying.getSnapshot().value).toEqual({ payment: 'paid' });
  });

  /** A saved change paid on the processor's page (key pay-edit-1), then the page loaded again. */
  async function reloadedOnProcessorPage(answers: Parameters<typeof fakes>[0]) {
    const storage = memoryStorage();
    const { machine, calls } = fakes(answers);
    const actor = createPersistedActor(machine, settings(storage), { input: input('terms') }).start();
    actor.send({ type: 'terms.submit', trip });
    actor.send({ type: 'details.submit', details: null });
    actor.send({ type: 'options.submit', options });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'review' }));
    actor.send({ type: 'change.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'due' }));
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-edit-1' });
    await processorPage(actor);
    actor.stop();
    const restored = createPersistedActor(machine, settings(storage), { input: input('payment') }).start();
    return { restored, calls };
  }

  it('resumes a payment under way after a reload with the same key', async () => {
    const { restored, calls } = await reloadedOnProcessorPage({});
    restored.send({ type: 'step.enter', step: 'payment', now });
    await processorPage(restored);
    expect(restored.getSnapshot().value).toEqual({ payment: 'paying' });
    for (const call of calls.startCheckout) expect(call.idempotencyKey).toBe('pay-edit-1');
  });

  it('keeps a payment resumed, and a refusal in hand, when the payment page says its step', async () => {
    const { restored } = await reloadedOnProcessorPage({
      payment: { confirmPayment: () => Promise.reject(refusal('card_declined')) },
    });
    const resumed = paymentActorOf(restored.getSnapshot());
    restored.send({ type: 'step.enter', step: 'payment', now });
    expect(paymentActorOf(restored.getSnapshot())).toBe(resumed);
    (await processorPage(restored)).send({ type: 'checkout.returned', sessionResult: 'res_1' });
    await waitFor(restored, (snapshot) => snapshot.context.error?.code === 'card_declined');
    restored.send({ type: 'step.enter', step: 'payment', now });
    expect(restored.getSnapshot().value).toEqual({ payment: 'due' });
    expect(restored.getSnapshot().context.error?.code).toBe('card_declined');
  });

  it('drops a snapshot of an old version, and an unreadable one', () => {
    const storage = memoryStorage();
    const { machine } = fakes({});
    const first = createPersistedActor(machine, settings(storage, 1), { input: input('terms') }).start();
    first.send({ type: 'terms.submit', trip });
    const second = createPersistedActor(machine, settings(storage, 2), { input: input('terms') });
    expect(second.getSnapshot().value).toBe('terms');
    storage.items.set('edit-CJY9NMP', '{not json');
    expect(loadSnapshot(settings(storage, 2))).toBeNull();
    expect(storage.items.has('edit-CJY9NMP')).toBe(false);
  });

  it('drops a snapshot whose state no longer exists', () => {
    const storage = memoryStorage();
    const stale: Snapshot<unknown> & { value: string; context: object } = {
      status: 'active',
      output: undefined,
      error: undefined,
      value: 'oldState',
      context: {},
    };
    storage.items.set('edit-CJY9NMP', JSON.stringify({ version: 1, snapshot: stale }));
    const actor = createPersistedActor(editMachine, settings(storage), { input: input('terms') }).start();
    expect(actor.getSnapshot().value).toBe('terms');
  });
});
