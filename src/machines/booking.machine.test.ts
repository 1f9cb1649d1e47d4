import { createActor, fromPromise, waitFor } from 'xstate';
import type { BookingSearch } from '../booking/search';
import { attempt, fakePayment, payOnProcessorPage, processorPage, refusal, type PaymentFakes } from './payment-fakes';
import {
  bookingMachine,
  bookingStepPaths,
  canEnter,
  emptyBooking,
  furthestStep,
  savedBookingOf,
  stepOf,
  stepOfPath,
  type BookedReservation,
  type BookingDetails,
  type BookingStep,
  type SavedBooking,
} from './booking.machine';

const search: BookingSearch = {
  pickupLocationId: 'kef',
  pickupLocationIndex: 0,
  pickupLocationTitle: 'Keflavík Airport',
  returnLocationId: 'kef',
  returnLocationIndex: 0,
  returnLocationTitle: 'Keflavík Airport',
  pickupDate: '2027-03-01',
  pickupTime: '12:00',
  returnDate: '2027-03-04',
  returnTime: '12:00',
  promoCode: '',
  selfServiceOnly: false,
  refreshCount: 0,
};

const vehicle = { classId: 'car-kia-picanto', vehicleDocumentId: 'vehicle-kia-picanto', name: 'Kia Picanto' };
const options = { extras: [{ id: 'gps', quantity: 1 }], insuranceId: 'plus', extraDrivers: 1 };
const details: BookingDetails = {
  customer: {
    firstName: 'Guðrún',
    lastName: 'Jónsdóttir',
    email: 'gudrun@example.com',
    phone: '555 1234',
    country: 'IS',
    dateOfBirth: '1990-05-01',
  },
  mainDriver: true,
  trip: { numberOfPassengers: 2 },
};

const held: BookedReservation = {
  reference: 'CJY9NMP',
  status: 'pending_payment',
  currency: 'EUR',
  total: 14400,
  amountDue: 14400,
  holdExpiresAt: '2027-01-10T12:30:00.000Z',
};
const paid: BookedReservation = { ...held, status: 'confirmed', amountDue: 0, holdExpiresAt: null };

function apiError(code: string, fields?: Record<string, string>) {
  return Object.assign(new Error(code), { code, message: `message of ${code}`, ...(fields ? { fields } : {}) });
}

interface Fakes {
  book?: () => Promise<BookedReservation>;
  payment?: PaymentFakes;
  loadReservation?: () => Promise<BookedReservation>;
}

function start(saved: Partial<SavedBooking> | null, step: BookingStep, fakes: Fakes = {}) {
  const calls = { book: [] as unknown[] };
  const payment = fakePayment(held, paid, fakes.payment);
  const machine = bookingMachine.provide({
    actors: {
      book: fromPromise(({ input }) => {
        calls.book.push(input);
        return (fakes.book ?? (() => Promise.resolve(held)))();
      }),
      payment: payment.machine,
      loadReservation: fromPromise(() => (fakes.loadReservation ?? (() => Promise.resolve(held)))()),
    },
  });
  const actor = createActor(machine, { input: { saved: saved ? { ...emptyBooking, ...saved } : null, step } });
  actor.start();
  return { actor, calls: { ...calls, ...payment.calls }, step: () => stepOf(actor.getSnapshot()) };
}

describe('routing: which step a page may show', () => {
  it('keeps the visitor on the vehicles step with nothing chosen', () => {
    expect(start(null, 'vehicles').step()).toBe('vehicles');
  });

  it.each<[BookingStep, Partial<SavedBooking>, BookingStep]>([
    ['options', {}, 'vehicles'],
    ['options', { search }, 'vehicles'],
    ['options', { search: { ...search, returnDate: null }, vehicle }, 'vehicles'],
    ['details', { search, vehicle }, 'options'],
    ['contract', { search, vehicle, options }, 'details'],
    ['contract', { search, vehicle, options, details }, 'details'],
    ['confirmation', { search, vehicle, options, details, reservation: held }, 'contract'],
    ['error', { search, vehicle }, 'options'],
  ])('sends a visitor who opens %s with too little chosen to the furthest step allowed', (step, saved, expected) => {
    expect(start(saved, step).step()).toBe(expected);
  });

  it.each<[BookingStep, Partial<SavedBooking>]>([
    ['options', { search, vehicle }],
    ['details', { search, vehicle, options }],
    ['vehicles', { search, vehicle, options, details }],
    ['options', { search, vehicle, options, details, reservation: held }],
    ['error', { error: { code: 'card_declined', message: 'Declined' } }],
  ])('lets a reload of %s stay where it was', (step, saved) => {
    expect(start(saved, step).step()).toBe(step);
  });

  it('checks a held reservation again when the contract step is opened, and stays for the payment', async () => {
    const { actor, step } = start({ search, vehicle, options, details, reservation: held }, 'contract');
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(step()).toBe('contract');
  });

  it('goes to the confirmation when the check finds the reservation paid (a reload during a payment)', async () => {
    const { actor } = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      loadReservation: () => Promise.resolve(paid),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    expect(actor.getSnapshot().context.reservation).toEqual(paid);
  });

  it('goes to the error page when the check finds the hold expired', async () => {
    const { actor } = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      loadReservation: () => Promise.resolve({ ...held, status: 'expired' }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error?.code).toBe('reservation_expired');
  });

  it('keeps the payment form when the check cannot reach the server', async () => {
    const { actor } = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      loadReservation: () => Promise.reject(apiError('network_error')),
    });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
  });

  it('shows the confirmation of a paid booking, and opening the vehicles step starts a new one', () => {
    const saved = { search, vehicle, options, details, reservation: paid };
    expect(start(saved, 'confirmation').step()).toBe('confirmation');
    expect(start(saved, 'details').step()).toBe('confirmation');
    const fresh = start(saved, 'vehicles');
    expect(fresh.step()).toBe('vehicles');
    expect(fresh.actor.getSnapshot().context).toMatchObject({ search, vehicle: null, reservation: null });
  });

  it('keeps a refusal that came before its page said its step (a restored payment step)', async () => {
    const started = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      payment: { confirmPayment: () => Promise.reject(refusal('card_declined', held)) },
    });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    await payOnProcessorPage(started.actor);
    await waitFor(started.actor, (snapshot) => snapshot.matches('error'));
    started.actor.send({ type: 'step.enter', step: 'contract' });
    expect(started.step()).toBe('error');
    expect(started.actor.getSnapshot().context.error?.code).toBe('card_declined');
  });

  it('follows step.enter from page to page', () => {
    const { actor, step } = start({ search, vehicle, options }, 'details');
    actor.send({ type: 'step.enter', step: 'vehicles' });
    expect(step()).toBe('vehicles');
    actor.send({ type: 'step.enter', step: 'contract' });
    expect(step()).toBe('details');
  });
});

describe('moving through the steps', () => {
  it('books and pays: vehicles, options, details, contract, confirmation', async () => {
    const { actor, calls, step } = start({ search }, 'vehicles');
    actor.send({ type: 'vehicle.select', vehicle });
    expect(step()).toBe('options');
    actor.send({ type: 'options.submit', options });
    expect(step()).toBe('details');
    actor.send({ type: 'details.submit', details, idempotencyKey: 'key-1' });
    expect(actor.getSnapshot().matches({ details: 'booking' })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(calls.book).toEqual([expect.objectContaining({ idempotencyKey: 'key-1' })]);
    await payOnProcessorPage(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    expect(calls.startCheckout).toEqual([{ reference: 'CJY9NMP', idempotencyKey: 'pay-1' }]);
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: 'res_1' }]);
    expect(actor.getSnapshot().context).toMatchObject({ reservation: { status: 'confirmed' }, paymentKey: null });
  });

  it('charges once when the pay button is pressed twice: one attempt, one key', async () => {
    const started = start({ search, vehicle, options, details, reservation: held }, 'contract');
    const { actor, calls } = started;
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-1' });
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-2' });
    (await processorPage(actor)).send({ type: 'checkout.returned', sessionResult: 'res_1' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    expect(calls.startCheckout).toEqual([{ reference: 'CJY9NMP', idempotencyKey: 'pay-1' }]);
  });

  it('shows the processor page for the attempt again after a reload, with the same key', async () => {
    const { actor, calls } = start(
      { search, vehicle, options, details, reservation: held, paymentKey: 'pay-1' },
      'contract',
    );
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'paying' }));
    await processorPage(actor);
    expect(calls.startCheckout).toEqual([{ reference: 'CJY9NMP', idempotencyKey: 'pay-1' }]);
  });

  it('comes back to the step when the customer cancels on the processor page, and a new press is a new attempt', async () => {
    const { actor, calls } = start({ search, vehicle, options, details, reservation: held }, 'contract');
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-1' });
    (await processorPage(actor)).send({ type: 'checkout.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({ paymentKey: null, error: null });
    actor.send({ type: 'payment.start', idempotencyKey: 'pay-2' });
    await processorPage(actor);
    expect(calls.startCheckout[1]?.idempotencyKey).toBe('pay-2');
  });

  it('keeps the attempt when the processor has not decided, and says an e-mail will follow', async () => {
    const started = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      payment: { confirmPayment: () => Promise.resolve({ payment: attempt(), reservation: held }) },
    });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    await payOnProcessorPage(started.actor);
    const back = await waitFor(started.actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    expect(back.context).toMatchObject({ paymentKey: 'pay-1', error: { code: 'payment_pending' } });
  });

  it('goes back one step at a time', () => {
    const { actor, step } = start({ search, vehicle, options, details, reservation: held }, 'details');
    actor.send({ type: 'back' });
    expect(step()).toBe('options');
    actor.send({ type: 'back' });
    expect(step()).toBe('vehicles');
  });

  it('keeps the options when the same vehicle is chosen again and drops them for another', () => {
    const same = start({ search, vehicle, options }, 'vehicles');
    same.actor.send({ type: 'vehicle.select', vehicle });
    expect(same.actor.getSnapshot().context.options).toEqual(options);
    const other = start({ search, vehicle, options }, 'vehicles');
    other.actor.send({ type: 'vehicle.select', vehicle: { ...vehicle, classId: 'car-other' } });
    expect(other.actor.getSnapshot().context.options).toBeNull();
  });

  it('forgets the chosen vehicle on a new search, from any step', () => {
    const { actor, step } = start({ search, vehicle, options, details }, 'details');
    const later = { ...search, returnDate: '2027-03-06' };
    actor.send({ type: 'search.change', search: later });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context).toMatchObject({ search: later, vehicle: null, options: null });
    // The visitor's details are kept: they did not change.
    expect(actor.getSnapshot().context.details).toEqual(details);
  });

  it('sends a sold-out class back to the vehicles step with the reason', async () => {
    const { actor } = start({ search, vehicle, options }, 'details', {
      book: () => Promise.reject(apiError('sold_out')),
    });
    actor.send({ type: 'details.submit', details, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('vehicles'));
    expect(actor.getSnapshot().context).toMatchObject({ vehicle: null, error: { code: 'sold_out' } });
  });

  it('keeps the details form with the server field messages', async () => {
    const { actor } = start({ search, vehicle, options }, 'details', {
      book: () => Promise.reject(apiError('invalid_request', { 'customer.email': 'Email is invalid' })),
    });
    actor.send({ type: 'details.submit', details, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => snapshot.matches({ details: 'editing' }));
    expect(actor.getSnapshot().context.error?.fields).toEqual({ 'customer.email': 'Email is invalid' });
  });

  it('shows the error page when booking fails otherwise', async () => {
    const { actor } = start({ search, vehicle, options }, 'details', {
      book: () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'details.submit', details, idempotencyKey: 'key-1' });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual({ code: 'unexpected', message: 'offline' });
  });

  it.each(['card_declined', 'authentication_failed'])(
    'takes a refused payment (%s) to the error page, and lets the visitor try another card while the hold lasts',
    async (code) => {
      const started = start({ search, vehicle, options, details, reservation: held }, 'contract', {
        payment: { confirmPayment: () => Promise.reject(refusal(code, held)) },
      });
      const { actor, step } = started;
      await waitFor(actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
      await payOnProcessorPage(started.actor);
      await waitFor(actor, (snapshot) => snapshot.matches('error'));
      expect(actor.getSnapshot().context).toMatchObject({ error: { code }, paymentKey: null });
      actor.send({ type: 'payment.retry' });
      expect(step()).toBe('contract');
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it('keeps a payment cancelled on the processor page on the step, with its message', async () => {
    const started = start({ search, vehicle, options, details, reservation: held }, 'contract', {
      payment: { confirmPayment: () => Promise.reject(refusal('cancelled', held)) },
    });
    await waitFor(started.actor, (snapshot) => snapshot.matches({ contract: 'ready' }));
    await payOnProcessorPage(started.actor);
    const back = await waitFor(
      started.actor,
      (snapshot) => snapshot.matches({ contract: 'ready' }) && snapshot.context.error !== null,
    );
    expect(back.context.error?.code).toBe('cancelled');
  });

  it('starts over from the error page when the reservation is no longer held', () => {
    const { actor, step } = start(
      { search, vehicle, options, details, reservation: { ...held, status: 'expired' }, error: apiError('x') },
      'error',
    );
    actor.send({ type: 'payment.retry' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context.reservation).toBeNull();
  });

  it('starts a new booking from the confirmation', () => {
    const { actor, step } = start({ search, vehicle, options, details, reservation: paid }, 'confirmation');
    actor.send({ type: 'restart' });
    expect(step()).toBe('vehicles');
    expect(actor.getSnapshot().context).toMatchObject({ search, reservation: null, vehicle: null });
  });
});

describe('helpers', () => {
  it('names the furthest step and which steps may be entered', () => {
    expect(furthestStep(emptyBooking)).toBe('vehicles');
    expect(furthestStep({ ...emptyBooking, search, vehicle, options, details, reservation: held })).toBe('contract');
    expect(canEnter('confirmation', { ...emptyBooking, search, vehicle, options, details, reservation: held })).toBe(
      false,
    );
    expect(canEnter('error', emptyBooking)).toBe(false);
  });

  it('keeps everything but the requested step in session storage', () => {
    const { actor } = start({ search, vehicle }, 'options');
    expect(savedBookingOf(actor.getSnapshot())).toEqual({ ...emptyBooking, search, vehicle });
  });

  it('maps each step to its route and back', () => {
    for (const [step, path] of Object.entries(bookingStepPaths)) expect(stepOfPath(path)).toBe(step);
    expect(bookingStepPaths.contract).toBe('/book/payment/');
    expect(stepOfPath('/book/unknown/')).toBeNull();
  });
});
