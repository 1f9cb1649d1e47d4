import { fromPromise, waitFor } from 'xstate';
import type { Reservation } from '../api-client/types';
import { held, lessee, paid, search } from './lease-fixtures';
import { leaseMachine, leaseStepOf, type CreateLeaseInput } from './lease.machine';
import { attempt, fakePayment, processorPage, type PaymentFakes } from './payment-fakes';
import { paymentActorOf, type ProcessorPageOutcome } from './payment.machine';
import { createPersistedActor, loadSnapshot, type PersistOptions } from './persist';

/**
 * Issue 37: the payment sends the whole window to the processor's page, so the page that paid is gone
 * until the customer comes back; the flow is restored from its persisted snapshot (here the lease's,
 * as the lease page keeps it). The restored payment child restarts its invoked actors (xstate 5331,
 * 4860): the start, with the attempt's own key (the server answers the same attempt and checkout),
 * then `openProcessorPage`, which says how the window came back.
 */

function memoryStorage(): PersistOptions['storage'] {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function leaseIn(options: PersistOptions, fakes: PaymentFakes = {}) {
  const payment = fakePayment(held, paid, fakes);
  const machine = leaseMachine.provide({
    actors: { createLease: fromPromise<Reservation, CreateLeaseInput>(async () => held), payment: payment.machine },
  });
  return { actor: createPersistedActor(machine, options, { input: { classId: 'car-kia-picanto' } }), payment };
}

/** A lease whose Pay sent the window to the processor's page: the page then goes away. */
async function leftForProcessorPage(options: PersistOptions) {
  const { actor, payment } = leaseIn(options);
  actor.start();
  actor.send({ type: 'search.submit', search });
  actor.send({ type: 'details.submit', lessee, idempotencyKey: 'key-1' });
  await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'photos');
  actor.send({ type: 'photos.done' });
  actor.send({ type: 'payment.start', idempotencyKey: 'pay-1' });
  await processorPage(actor);
  expect(payment.calls.openProcessorPage).toEqual([
    { reference: 'LT12345', paymentId: 'pay_1', url: 'http://localhost:8898/checkout/cs_1' },
  ]);
  actor.stop();
}

describe('a flow restored after the processor page', () => {
  const options = (): PersistOptions => ({ storage: memoryStorage(), key: 'lease', version: 1 });

  it('is persisted at the payment, with the attempt under way and no card', async () => {
    const persist = options();
    await leftForProcessorPage(persist);
    const kept = loadSnapshot(persist) as unknown as {
      value: unknown;
      context: { paymentKey: string; reservation: Reservation };
    };
    expect(kept.value).toEqual({ payment: 'paying' });
    expect(kept.context).toMatchObject({ paymentKey: 'pay-1', reservation: held });
    expect(JSON.stringify(kept)).not.toMatch(/4242|cvc/i);
  });

  it('after Back, shows the payment step again with the lease intact and no attempt under way', async () => {
    const persist = options();
    await leftForProcessorPage(persist);
    const { actor, payment } = leaseIn(persist, { openProcessorPage: () => Promise.resolve('left') });
    actor.start();
    await waitFor(actor, (snapshot) => snapshot.matches({ payment: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ reservation: held, lessee, search, paymentKey: null, error: null });
    // The restored payment asked its own attempt again with its key (the server answers the same
    // attempt and checkout: nothing new is opened), then gave it up; no outcome was asked.
    expect(payment.calls.startCheckout).toEqual([{ reference: 'LT12345', idempotencyKey: 'pay-1' }]);
    expect(payment.calls.openProcessorPage.map((call) => call.paymentId)).toEqual(['pay_1']);
    expect(payment.calls.confirmPayment).toEqual([]);
  });

  it('after the return page, asks the outcome of the same attempt (no second checkout) and confirms', async () => {
    const persist = options();
    await leftForProcessorPage(persist);
    const { actor, payment } = leaseIn(persist, {
      openProcessorPage: (): Promise<ProcessorPageOutcome> => Promise.resolve('returned'),
      confirmPayment: () => Promise.resolve({ payment: attempt({ status: 'succeeded' }), reservation: paid }),
    });
    actor.start();
    await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'confirmation');
    expect(payment.calls.startCheckout).toEqual([{ reference: 'LT12345', idempotencyKey: 'pay-1' }]);
    expect(payment.calls.openProcessorPage.map((call) => call.paymentId)).toEqual(['pay_1']);
    expect(payment.calls.confirmPayment).toEqual([{ reference: 'LT12345', paymentId: 'pay_1', sessionResult: null }]);
    expect(paymentActorOf(actor.getSnapshot())).toBeNull();
    expect(loadSnapshot(persist)).toMatchObject({ value: 'confirmation' });
  });

  it('drops a snapshot of another version and starts afresh', async () => {
    const persist = options();
    await leftForProcessorPage(persist);
    const { actor } = leaseIn({ ...persist, version: 2 });
    actor.start();
    expect(leaseStepOf(actor.getSnapshot())).toBe('search');
  });
});
