import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { checkout, fakePayment, payOnProcessorPage, processorPage, refusal, type PaymentFakes } from './payment-fakes';
import {
  canEnterCheckInStep,
  checkInMachine,
  checkInStepOf,
  hasLicencePhotos,
  isCheckInOpen,
  outstandingOf,
  type CheckInDetails,
  type CheckInInput,
  type CheckInReservation,
  type CheckInStep,
} from './checkin.machine';
import { createPersistedActor, loadSnapshot, type PersistOptions } from './persist';
import { paymentActorOf } from './payment.machine';

const now = '2027-07-14T10:00:00.000Z';
const before = '2027-07-13T09:59:59.000Z';
const reservation: CheckInReservation = {
  reference: 'C7J3RFV',
  status: 'confirmed',
  total: 35400,
  paid: 35400,
  refunded: 0,
  checkInWindow: { opensAt: '2027-07-13T10:00:00.000Z', open: true },
  checkIn: null,
};
const at = (step: Exclude<CheckInStep, 'start'>): CheckInReservation => ({
  ...reservation,
  checkIn: { step, completedAt: null },
});
const details: CheckInDetails = {
  address: 'Laugavegur 1',
  zipcode: '101',
  city: 'Reykjavík',
  licenseNumber: 'IS-1234567',
  dateOfBirth: '1990-05-01',
  drivers: [{ fullName: 'Jón Jónsson', licenseNumber: 'IS-7654321', dateOfBirth: '1988-02-02' }],
};
const options = { extras: [{ id: 'snow-chains', quantity: 1 }], insuranceId: 'plus', extraDrivers: 1 };
const image =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const sha = '4bef65005ccc629cdbe8d94933d608b2682bded8e5df59f28581ac8bceb7e623';

function input(step: CheckInStep, stored: CheckInReservation = reservation, time = now): CheckInInput {
  return { reservation: stored, step, now: time };
}

function apiError(code: string) {
  return Object.assign(new Error(code), { code, message: `message of ${code}` });
}

/** Fake actors that move the engine's step as docs/api.md says, recording every input. */
function fakes(overrides: { payment?: PaymentFakes; sign?: () => Promise<CheckInReservation> } = {}) {
  const calls: Record<string, unknown[]> = { start: [], details: [], options: [], contract: [], sign: [] };
  const payment = fakePayment(
    { ...at('payment'), total: 42400 },
    { ...at('contract'), total: 42400, paid: 42400 },
    overrides.payment,
  );
  const machine = checkInMachine.provide({
    actors: {
      startCheckIn: fromPromise(({ input: stepInput }) => {
        calls.start!.push(stepInput);
        return Promise.resolve(at('details'));
      }),
      submitDetails: fromPromise(({ input: stepInput }) => {
        calls.details!.push(stepInput);
        return Promise.resolve(at('options'));
      }),
      submitOptions: fromPromise(({ input: stepInput }) => {
        calls.options!.push(stepInput);
        return Promise.resolve({ ...at('payment'), total: 42400 });
      }),
      payment: payment.machine,
      drawContract: fromPromise(({ input: stepInput }) => {
        calls.contract!.push(stepInput);
        return Promise.resolve({ contractSha256: sha });
      }),
      sign: fromPromise(({ input: stepInput }) => {
        calls.sign!.push(stepInput);
        return (overrides.sign ?? (() => Promise.resolve({ ...at('done'), status: 'checked_in' as const })))();
      }),
    },
  });
  return { machine, calls: Object.assign(calls, payment.calls) };
}

function giveLicences(send: (event: { type: 'licence.given'; driver: number; side: 'front' | 'back' }) => void) {
  for (const driver of [0, 1]) {
    send({ type: 'licence.given', driver, side: 'front' });
    send({ type: 'licence.given', driver, side: 'back' });
  }
}

describe('check-in steps, one transition at a time', () => {
  it('opens on start before the check-in was started', () => {
    const [snapshot] = initialTransition(checkInMachine, input('start'));
    expect(snapshot.value).toEqual({ start: 'ready' });
  });

  it.each<[Exclude<CheckInStep, 'start'>, CheckInStep, CheckInStep]>([
    ['details', 'signature', 'details'],
    ['payment', 'signature', 'payment'],
    ['contract', 'start', 'start'],
    ['signature', 'options', 'options'],
  ])('resumes at the stored step %s: a page for %s shows %s', (stored, requested, expected) => {
    const [snapshot] = initialTransition(checkInMachine, input(requested, at(stored)));
    expect(checkInStepOf(snapshot)).toBe(expected);
  });

  it('refuses before the check-in window opens (isCheckInOpen? false)', () => {
    const closed = { ...reservation, checkInWindow: { opensAt: reservation.checkInWindow.opensAt, open: false } };
    const [snapshot] = initialTransition(checkInMachine, input('start', closed, before));
    expect(snapshot.value).toBe('notOpen');
    expect(checkInStepOf(snapshot)).toBeNull();
    const [later] = transition(checkInMachine, snapshot, {
      type: 'step.enter',
      step: 'start',
      now: '2027-07-13T10:00:00.000Z',
    });
    expect(later.value).toEqual({ start: 'ready' });
  });

  it('shows done for a signed check-in whatever the page (isCheckInDone?)', () => {
    const signed = { ...at('done'), status: 'checked_in' as const };
    const [snapshot] = initialTransition(checkInMachine, input('details', signed));
    expect(snapshot.value).toBe('done');
  });

  it('reaches only the signature step from a signing link (isFromSigningLink?)', () => {
    const link: CheckInInput = {
      fromSigningLink: true,
      reference: 'C7J3RFV',
      token: 'signing-token',
      contractSha256: sha,
      step: 'details',
      now,
    };
    const [snapshot] = initialTransition(checkInMachine, link);
    expect(snapshot.value).toEqual({ signature: 'ready' });
    for (const step of ['start', 'details', 'options', 'payment', 'contract'] as const) {
      const [next] = transition(checkInMachine, snapshot, { type: 'step.enter', step, now });
      expect(next.value).toEqual({ signature: 'ready' });
    }
  });

  it('records licence sides and submits details only with both sides of every licence (hasLicencePhotos?)', () => {
    let [snapshot] = initialTransition(checkInMachine, input('details', at('details')));
    [snapshot] = transition(checkInMachine, snapshot, { type: 'licence.given', driver: 0, side: 'front' });
    [snapshot] = transition(checkInMachine, snapshot, { type: 'licence.given', driver: 0, side: 'back' });
    [snapshot] = transition(checkInMachine, snapshot, { type: 'licence.given', driver: 1, side: 'front' });
    const [refused] = transition(checkInMachine, snapshot, { type: 'details.submit', details });
    expect(refused.value).toEqual({ details: 'ready' });
    [snapshot] = transition(checkInMachine, snapshot, { type: 'licence.given', driver: 1, side: 'back' });
    expect(snapshot.context.licences).toEqual([
      { front: true, back: true },
      { front: true, back: true },
    ]);
    const [submitting] = transition(checkInMachine, snapshot, { type: 'details.submit', details });
    expect(submitting.value).toEqual({ details: 'submitting' });
    expect(submitting.hasTag('busy')).toBe(true);
  });

  it('starts the payment with the attempt key, and keeps it for a second press', () => {
    const [ready] = initialTransition(checkInMachine, input('payment', { ...at('payment'), total: 42400 }));
    expect(ready.value).toEqual({ payment: 'ready' });
    const [paying] = transition(checkInMachine, ready, { type: 'payment.start', idempotencyKey: 'k-00000001' });
    expect(paying.value).toEqual({ payment: 'paying' });
    expect(paying.context.paymentKey).toBe('k-00000001');
    // Not busy: the snapshot holds no card, so a reload restores the payment with its key.
    expect(paying.hasTag('busy')).toBe(false);
    const [again] = transition(checkInMachine, paying, { type: 'payment.start', idempotencyKey: 'k-00000002' });
    expect(again.context.paymentKey).toBe('k-00000001');
  });

  it('moves the start, options, contract and signature forms to their requests', () => {
    const cases: [CheckInStep, Exclude<CheckInStep, 'start'> | null, Parameters<typeof transition>[2], unknown][] = [
      ['start', null, { type: 'start.submit' }, { start: 'starting' }],
      ['options', 'options', { type: 'options.submit', options }, { options: 'submitting' }],
      ['contract', 'contract', { type: 'contract.submit' }, { contract: 'submitting' }],
      ['signature', 'signature', { type: 'signature.submit', signerName: 'G J', image }, { signature: 'signing' }],
    ];
    for (const [step, stored, event, expected] of cases) {
      const [ready] = initialTransition(checkInMachine, input(step, stored ? at(stored) : reservation));
      const [next] = transition(
        checkInMachine,
        ready,
        event as Parameters<typeof transition<typeof checkInMachine>>[2],
      );
      expect(next.value).toEqual(expected);
    }
  });

  it('answers the rules of the window, the steps, the licences and what is outstanding', () => {
    expect(isCheckInOpen({ ...reservation, checkInWindow: { opensAt: now, open: false } }, now)).toBe(true);
    expect(isCheckInOpen({ ...reservation, checkInWindow: { opensAt: now, open: false } }, before)).toBe(false);
    expect(isCheckInOpen(null, now)).toBe(false);
    expect(canEnterCheckInStep('contract', { reservation: at('payment'), signingLink: null })).toBe(false);
    expect(canEnterCheckInStep('options', { reservation: at('payment'), signingLink: null })).toBe(true);
    expect(canEnterCheckInStep('options', { reservation: null, signingLink: { token: 't' } })).toBe(false);
    expect(hasLicencePhotos([{ front: true, back: true }], { ...details, drivers: [] })).toBe(true);
    expect(hasLicencePhotos([{ front: true, back: false }], { ...details, drivers: [] })).toBe(false);
    expect(outstandingOf({ ...reservation, total: 42400, refunded: 1000 })).toBe(8000);
  });
});

describe('check-in flows with fake actors', () => {
  it('goes start → details → options → payment → contract → signature → done', async () => {
    const { machine, calls } = fakes();
    const actor = createActor(machine, { input: input('start') }).start();
    actor.send({ type: 'start.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ details: 'ready' }));
    giveLicences((event) => actor.send(event));
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (snapshot) => snapshot.matches({ options: 'ready' }));
    actor.send({ type: 'options.submit', options });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'ready' }));
    actor.send({ type: 'payment.start', idempotencyKey: 'checkin-pay-1' });
    await payOnProcessorPage(actor, 'checkin-pay-2');
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    actor.send({ type: 'contract.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signature: 'ready' }));
    actor.send({ type: 'signature.submit', signerName: 'Guðrún Jónsdóttir', image });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls.startCheckout).toEqual([{ reference: 'C7J3RFV', idempotencyKey: 'checkin-pay-1' }]);
    expect(calls.details).toEqual([{ reference: 'C7J3RFV', details }]);
    expect(calls.sign).toEqual([
      { reference: 'C7J3RFV', contractSha256: sha, signerName: 'Guðrún Jónsdóttir', image, signingToken: null },
    ]);
  });

  it('resumes a started check-in at the stored step from the start page', async () => {
    const { machine } = fakes();
    const resumed = machine.provide({
      actors: { startCheckIn: fromPromise(() => Promise.resolve(at('contract'))) },
    });
    const actor = createActor(resumed, { input: input('start', at('contract')) }).start();
    expect(actor.getSnapshot().value).toEqual({ start: 'ready' });
    actor.send({ type: 'start.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
  });

  it('goes to notOpen when the engine answers check_in_not_open', async () => {
    const { machine } = fakes();
    const early = machine.provide({
      actors: { startCheckIn: fromPromise(() => Promise.reject(apiError('check_in_not_open'))) },
    });
    const actor = createActor(early, { input: input('start') }).start();
    actor.send({ type: 'start.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('notOpen'));
    expect(actor.getSnapshot().context.error?.code).toBe('check_in_not_open');
  });

  it.each(['card_declined', 'authentication_failed'])(
    'stays on payment with the message when the payment is refused (%s)',
    async (code) => {
      const { machine } = fakes({ payment: { confirmPayment: () => Promise.reject(refusal(code)) } });
      const actor = createActor(machine, { input: input('payment', { ...at('payment'), total: 42400 }) }).start();
      await payOnProcessorPage(actor, 'checkin-pay-1');
      await waitFor(actor, (snapshot) => snapshot.context.error?.code === code);
      expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
      expect(actor.getSnapshot().context.paymentKey).toBeNull();
    },
  );

  it('goes on to the contract at once when nothing is to pay now (the hold went on the stored card)', async () => {
    const { machine, calls } = fakes({
      payment: {
        startCheckout: () =>
          Promise.resolve({
            payment: null,
            checkout: null,
            reservation: { ...at('contract'), total: 42400, paid: 42400 },
          }),
      },
    });
    const actor = createActor(machine, { input: input('payment', at('payment')) }).start();
    actor.send({ type: 'payment.start', idempotencyKey: 'checkin-pay-1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(calls.confirmPayment).toEqual([]);
  });

  it('signs from a signing link with its token and ends done', async () => {
    const { machine, calls } = fakes({ sign: () => Promise.resolve({ ...at('done'), status: 'checked_in' }) });
    const actor = createActor(machine, {
      input: {
        fromSigningLink: true,
        reference: 'C7J3RFV',
        token: 'signing-token',
        contractSha256: sha,
        step: 'signature',
        now,
      },
    }).start();
    actor.send({ type: 'signature.submit', signerName: 'G J', image });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls.sign).toEqual([
      { reference: 'C7J3RFV', contractSha256: sha, signerName: 'G J', image, signingToken: 'signing-token' },
    ]);
  });

  it('draws the contract up again when it changed since it was shown', async () => {
    const { machine } = fakes({ sign: () => Promise.reject(apiError('contract_changed')) });
    const actor = createActor(machine, { input: input('signature', at('signature')) }).start();
    actor.send({ type: 'signature.submit', signerName: 'G J', image });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(actor.getSnapshot().context.error?.code).toBe('contract_changed');
  });
});

describe('check-in persistence', () => {
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
    key: 'checkin-C7J3RFV',
    version,
  });

  it('restores at each stable step, and keeps no card, CVC or image in storage', async () => {
    const storage = memoryStorage();
    const { machine } = fakes();
    const actor = createPersistedActor(machine, settings(storage), { input: input('start') }).start();
    const restoredValue = () =>
      createActor(machine, { input: input('start'), snapshot: loadSnapshot(settings(storage)) ?? undefined })
        .start()
        .getSnapshot().value;

    expect(restoredValue()).toEqual({ start: 'ready' });
    actor.send({ type: 'start.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ details: 'ready' }));
    giveLicences((event) => actor.send(event));
    expect(restoredValue()).toEqual({ details: 'ready' });
    actor.send({ type: 'details.submit', details });
    await waitFor(actor, (snapshot) => snapshot.matches({ options: 'ready' }));
    expect(restoredValue()).toEqual({ options: 'ready' });
    actor.send({ type: 'options.submit', options });
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'ready' }));
    expect(restoredValue()).toEqual({ payment: 'ready' });
    actor.send({ type: 'payment.start', idempotencyKey: 'checkin-pay-1' });
    await processorPage(actor);
    // The processor's page is a stable state: a reload shows the same attempt's page again.
    expect(restoredValue()).toEqual({ payment: 'paying' });
    (await processorPage(actor)).send({ type: 'checkout.returned', sessionResult: 'res_1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(restoredValue()).toEqual({ contract: 'ready' });
    actor.send({ type: 'contract.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signature: 'ready' }));
    expect(restoredValue()).toEqual({ signature: 'ready' });
    actor.send({ type: 'signature.submit', signerName: 'G J', image });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(restoredValue()).toBe('done');

    const stored = storage.items.get('checkin-C7J3RFV') ?? '';
    for (const secret of [image, 'data:image']) expect(stored).not.toContain(secret);
    expect(JSON.parse(stored).snapshot.context.licences).toEqual([
      { front: true, back: true },
      { front: true, back: true },
    ]);
  });

  it('restores a payment under way with its key: the server answers the same processor page', async () => {
    const storage = memoryStorage();
    const { machine, calls } = fakes();
    const actor = createPersistedActor(machine, settings(storage), {
      input: input('payment', { ...at('payment'), total: 42400 }),
    }).start();
    actor.send({ type: 'payment.start', idempotencyKey: 'checkin-pay-1' });
    await processorPage(actor);
    actor.stop();
    const restored = createPersistedActor(machine, settings(storage), {
      input: input('payment', { ...at('payment'), total: 42400 }),
    }).start();
    // The page sends `step.enter` again after a reload: the payment resumes with the kept key.
    restored.send({ type: 'step.enter', step: 'payment', now });
    const payment = await processorPage(restored);
    expect(payment.getSnapshot().context.checkout).toEqual(checkout);
    expect(calls.startCheckout.length).toBeGreaterThan(1);
    for (const call of calls.startCheckout)
      expect(call).toEqual({ reference: 'C7J3RFV', idempotencyKey: 'checkin-pay-1' });
  });

  it('keeps a refusal that came before its page said its step and sent the reservation it loaded', async () => {
    const held = { ...at('payment'), total: 42400 };
    const { machine, calls } = fakes({
      payment: { confirmPayment: () => Promise.reject(refusal('card_declined', held)) },
    });
    const actor = createActor(machine, { input: input('payment', held) }).start();
    await payOnProcessorPage(actor, 'checkin-pay-1');
    await waitFor(actor, (snapshot) => snapshot.context.error?.code === 'card_declined');
    actor.send({ type: 'reservation.loaded', reservation: held });
    actor.send({ type: 'step.enter', step: 'payment', now });
    expect(actor.getSnapshot().value).toEqual({ payment: 'ready' });
    expect(actor.getSnapshot().context.error?.code).toBe('card_declined');
    expect(calls.startCheckout).toHaveLength(1);
    // A reservation that changed meanwhile (paid in another tab) is routed as before, with no error.
    const paid = { ...at('contract'), total: 42400, paid: 42400 };
    actor.send({ type: 'reservation.loaded', reservation: paid });
    expect(actor.getSnapshot().context).toMatchObject({ reservation: paid, error: null });
  });

  it('lets a restored payment go on when its page says its step: one processor page, not two', async () => {
    const storage = memoryStorage();
    const { machine } = fakes();
    const held = { ...at('payment'), total: 42400 };
    const actor = createPersistedActor(machine, settings(storage), { input: input('payment', held) }).start();
    actor.send({ type: 'payment.start', idempotencyKey: 'checkin-pay-1' });
    await processorPage(actor);
    actor.stop();
    const restored = createPersistedActor(machine, settings(storage), { input: input('payment', held) }).start();
    const resumed = paymentActorOf(restored.getSnapshot());
    restored.send({ type: 'reservation.loaded', reservation: held });
    restored.send({ type: 'step.enter', step: 'payment', now });
    expect(paymentActorOf(restored.getSnapshot())).toBe(resumed);
    await processorPage(restored);
    expect(paymentActorOf(restored.getSnapshot())).toBe(resumed);
  });

  it('drops a snapshot of an old version and starts from the engine’s step', async () => {
    const storage = memoryStorage();
    const { machine } = fakes();
    const first = createPersistedActor(machine, settings(storage, 1), { input: input('start') }).start();
    first.send({ type: 'start.submit' });
    await waitFor(first, (snapshot) => snapshot.matches({ details: 'ready' }));
    const second = createPersistedActor(machine, settings(storage, 2), {
      input: input('options', at('options')),
    }).start();
    expect(second.getSnapshot().value).toEqual({ options: 'ready' });
  });
});
