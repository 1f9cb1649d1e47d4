import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { Reservation } from '../api-client/types';
import { held, lessee, paid, search } from './lease-fixtures';
import { leaseMachine, leaseStepOf, type CreateLeaseInput } from './lease.machine';
import { fakePayment, payOnProcessorPage, refusal } from './payment-fakes';

describe('the lease machine (issue 15)', () => {
  it('needs a vehicle before the search goes on: the one chosen on the page when no link gave one', () => {
    const [start] = initialTransition(leaseMachine, { classId: null });
    const [stays] = transition(leaseMachine, start, { type: 'search.submit', search: { ...search, classId: '' } });
    expect(leaseStepOf(stays)).toBe('search');
    const [next] = transition(leaseMachine, start, { type: 'search.submit', search });
    expect(leaseStepOf(next)).toBe('details');
    expect(next.context.classId).toBe('car-kia-picanto');
  });

  it('goes search → details and back, keeping the search', () => {
    const [start] = initialTransition(leaseMachine, { classId: 'car-kia-picanto' });
    const [details] = transition(leaseMachine, start, { type: 'search.submit', search });
    expect(leaseStepOf(details)).toBe('details');
    expect(details.context.search).toEqual(search);
    const [back] = transition(leaseMachine, details, { type: 'back' });
    expect(leaseStepOf(back)).toBe('search');
    expect(back.context.search).toEqual(search);
  });

  it('books with one key, takes the photos, pays and confirms', async () => {
    const created: CreateLeaseInput[] = [];
    const payment = fakePayment(held, paid);
    const actor = createActor(
      leaseMachine.provide({
        actors: {
          createLease: fromPromise<Reservation, CreateLeaseInput>(async ({ input }) => {
            created.push(input);
            return held;
          }),
          payment: payment.machine,
        },
      }),
      { input: { classId: 'car-kia-picanto' } },
    ).start();
    actor.send({ type: 'search.submit', search });
    actor.send({ type: 'details.submit', lessee, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'photos');
    expect(created).toEqual([{ request: { ...search, lessee }, idempotencyKey: 'key-1' }]);
    actor.send({ type: 'photos.done' });
    await payOnProcessorPage(actor, 'pay-1');
    await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'confirmation');
    expect(payment.calls.startCheckout).toEqual([{ reference: 'LT12345', idempotencyKey: 'pay-1' }]);
    expect(actor.getSnapshot().context.reservation?.status).toBe('confirmed');
  });

  it('shows a refused lease on the details step, and keeps the key for the same details', async () => {
    const keys: string[] = [];
    const actor = createActor(
      leaseMachine.provide({
        actors: {
          createLease: fromPromise<Reservation, CreateLeaseInput>(async ({ input }) => {
            keys.push(input.idempotencyKey);
            throw {
              code: 'invalid_request',
              message: 'No',
              fields: { 'lessee.ssn': 'Please enter a valid Kennitala' },
            };
          }),
        },
      }),
      { input: { classId: 'car-kia-picanto' } },
    ).start();
    actor.send({ type: 'search.submit', search });
    actor.send({ type: 'details.submit', lessee, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ details: 'editing' }) && snapshot.context.error !== null);
    expect(actor.getSnapshot().context.error?.fields).toEqual({ 'lessee.ssn': 'Please enter a valid Kennitala' });
    actor.send({ type: 'details.submit', lessee, idempotencyKey: 'key-2' });
    await waitFor(actor, (snapshot) => snapshot.matches({ details: 'editing' }) && keys.length === 2);
    actor.send({ type: 'details.submit', lessee: { ...lessee, mobile: '5559999' }, idempotencyKey: 'key-3' });
    await waitFor(actor, () => keys.length === 3);
    expect(keys).toEqual(['key-1', 'key-1', 'key-3']);
  });

  it('stays on the payment with the refusal, and pays with another card under a new key', async () => {
    let attempts = 0;
    const payment = fakePayment(held, paid, {
      confirmPayment: () =>
        attempts++ === 0
          ? Promise.reject(refusal('card_declined', held))
          : Promise.resolve({ payment: { ...refusal('x').body.payment, status: 'succeeded' }, reservation: paid }),
    });
    const actor = createActor(
      leaseMachine.provide({
        actors: { createLease: fromPromise<Reservation, CreateLeaseInput>(async () => held), payment: payment.machine },
      }),
      { input: { classId: 'car-kia-picanto' } },
    ).start();
    actor.send({ type: 'search.submit', search });
    actor.send({ type: 'details.submit', lessee, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'photos');
    actor.send({ type: 'photos.done' });
    await payOnProcessorPage(actor, 'pay-1');
    await waitFor(actor, (snapshot) => snapshot.context.error?.code === 'card_declined');
    expect(actor.getSnapshot().matches({ payment: 'idle' })).toBe(true);
    await payOnProcessorPage(actor, 'pay-2');
    await waitFor(actor, (snapshot) => leaseStepOf(snapshot) === 'confirmation');
    expect(payment.calls.startCheckout.map((call) => call.idempotencyKey)).toEqual(['pay-1', 'pay-2']);
  });
});
