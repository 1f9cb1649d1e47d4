import { createActor, initialTransition, transition, waitFor } from 'xstate';
import { attempt, checkout, fakePayment, refusal } from './payment-fakes';
import {
  confirmAttempts,
  paymentMachine,
  paymentViewOf,
  type PaymentInput,
  type PaymentOutput,
  type PaymentReservation,
} from './payment.machine';

const held: PaymentReservation = { reference: 'CJY9NMP', status: 'pending_payment' };
const paid: PaymentReservation = { reference: 'CJY9NMP', status: 'confirmed' };
const input: PaymentInput = { reference: 'CJY9NMP', idempotencyKey: 'pay-1' };

/** The snapshot after the machine's start answered `output` (a pure step: no actor runs). */
function afterStart(output: unknown) {
  const [start] = initialTransition(paymentMachine, input);
  const [next] = transition(paymentMachine, start, { type: 'xstate.done.actor.0.payment.starting', output } as never);
  return next;
}

describe('payment machine: single steps', () => {
  it('starts by asking for the checkout with the attempt key', () => {
    const [snapshot, actions] = initialTransition(paymentMachine, input);
    expect(snapshot.value).toBe('starting');
    expect(snapshot.context).toMatchObject({ reference: 'CJY9NMP', idempotencyKey: 'pay-1', confirmTries: 0 });
    expect(actions).toContainEqual(
      expect.objectContaining({ type: 'xstate.spawnChild', params: expect.objectContaining({ src: 'startCheckout' }) }),
    );
  });

  it('shows the processor page when the start answers a checkout', () => {
    const snapshot = afterStart({ payment: attempt(), checkout, reservation: held });
    expect(snapshot.value).toBe('awaitingCustomer');
    expect(snapshot.context.checkout?.url).toBe(checkout.url);
    expect(paymentViewOf(snapshot)).toBe('awaitingCustomer');
  });

  it.each<[string, unknown, string]>([
    ['nothing is to pay', { payment: null, checkout: null, reservation: paid }, 'succeeded'],
    [
      'the same key answers a paid attempt',
      { payment: attempt({ status: 'succeeded' }), checkout: null, reservation: paid },
      'succeeded',
    ],
    [
      'the same key answers a refused attempt',
      { payment: attempt({ status: 'failed', failureCode: 'card_declined' }), checkout: null, reservation: held },
      'failed',
    ],
    ['the attempt waits on the processor', { payment: attempt(), checkout: null, reservation: held }, 'confirming'],
  ])('goes on without the page when %s', (_, output, expected) => {
    expect(afterStart(output).value).toBe(expected);
  });

  it('asks for the outcome with the session result the frame came back with', () => {
    const awaiting = afterStart({ payment: attempt(), checkout, reservation: held });
    const [next, actions] = transition(paymentMachine, awaiting, {
      type: 'checkout.returned',
      sessionResult: 'res_1',
    });
    expect(next.value).toBe('confirming');
    expect(next.context.sessionResult).toBe('res_1');
    expect(actions).toContainEqual(
      expect.objectContaining({
        type: 'xstate.spawnChild',
        params: expect.objectContaining({
          src: 'confirmPayment',
          input: { reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: 'res_1' },
        }),
      }),
    );
  });

  it('ends as cancelled when the customer leaves the processor page', () => {
    const awaiting = afterStart({ payment: attempt(), checkout, reservation: held });
    const [next] = transition(paymentMachine, awaiting, { type: 'checkout.cancel' });
    expect(next.status).toBe('done');
    expect(next.output).toEqual({ status: 'cancelled' });
  });

  it('ignores a return message before the page is shown', () => {
    const [start] = initialTransition(paymentMachine, input);
    const [next] = transition(paymentMachine, start, { type: 'checkout.returned', sessionResult: 'res_1' });
    expect(next.value).toBe('starting');
  });
});

describe('payment machine: flows', () => {
  async function run(fakes: Parameters<typeof fakePayment>[2] = {}, returned = true) {
    const { machine, calls } = fakePayment(held, paid, fakes);
    const actor = createActor(machine, { input }).start();
    if (returned) {
      await waitFor(actor, (snapshot) => snapshot.matches('awaitingCustomer') || snapshot.status === 'done');
      if (actor.getSnapshot().status !== 'done') actor.send({ type: 'checkout.returned', sessionResult: 'res_1' });
    }
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    return { output: done.output as PaymentOutput, calls };
  }

  it('pays: the page, the return, the confirmed outcome', async () => {
    const { output, calls } = await run();
    expect(output).toEqual({ status: 'succeeded', reservation: paid, payment: attempt({ status: 'succeeded' }) });
    expect(calls.startCheckout).toEqual([input]);
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: 'res_1' }]);
  });

  it('ends failed with the refusal code (a 3-D Secure challenge denied)', async () => {
    const { output } = await run({ confirmPayment: () => Promise.reject(refusal('authentication_failed', held)) });
    expect(output).toEqual({
      status: 'failed',
      error: { code: 'authentication_failed', message: 'message of authentication_failed' },
      reservation: held,
    });
  });

  it('asks again while the processor has not decided, with the status only', async () => {
    let answers = 0;
    const { output, calls } = await run({
      confirmPayment: () =>
        Promise.resolve(
          ++answers < 3
            ? { payment: attempt(), reservation: held }
            : { payment: attempt({ status: 'succeeded' }), reservation: paid },
        ),
    });
    expect(output.status).toBe('succeeded');
    expect(calls.confirmPayment.map((call) => call.sessionResult)).toEqual(['res_1', null, null]);
  });

  it('stops asking after about 20 s and says the payment is being confirmed', async () => {
    const { output, calls } = await run({
      confirmPayment: () => Promise.resolve({ payment: attempt(), reservation: held }),
    });
    expect(output).toEqual({ status: 'pending', reservation: held, payment: attempt() });
    expect(calls.confirmPayment).toHaveLength(confirmAttempts);
  });

  it.each(['network_error', 'processor_unavailable'])(
    'asks again with the same session result after a question with no answer (%s)',
    async (code) => {
      let answers = 0;
      const unanswered = Object.assign(new Error('no answer'), { code, message: 'no answer' });
      const { output, calls } = await run({
        confirmPayment: () =>
          ++answers === 1
            ? Promise.reject(unanswered)
            : Promise.resolve({ payment: attempt({ status: 'succeeded' }), reservation: paid }),
      });
      expect(output.status).toBe('succeeded');
      expect(calls.confirmPayment.map((call) => call.sessionResult)).toEqual(['res_1', 'res_1']);
    },
  );

  it('fails at once on an error that asking again would not change', async () => {
    const broken = Object.assign(new Error('broken'), { code: 'processor_error', message: 'broken' });
    const { output, calls } = await run({ confirmPayment: () => Promise.reject(broken) });
    expect(output).toMatchObject({ status: 'failed', error: { code: 'processor_error' } });
    expect(calls.confirmPayment).toHaveLength(1);
  });

  it('fails when the start is refused (the hold expired)', async () => {
    const expired = Object.assign(new Error('expired'), { code: 'reservation_expired', message: 'Expired' });
    const { output } = await run({ startCheckout: () => Promise.reject(expired) }, false);
    expect(output).toEqual({
      status: 'failed',
      error: { code: 'reservation_expired', message: 'Expired' },
      reservation: null,
    });
  });

  it('restores at the processor page with the same checkout, and restarts a request with the same key', async () => {
    const { machine, calls } = fakePayment(held, paid);
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCustomer'));
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(machine, { snapshot: persisted, input }).start();
    expect(restored.getSnapshot().context.checkout).toEqual(checkout);

    // A reload while the start was under way asks again with the same key.
    const starting = JSON.parse(JSON.stringify(createActor(machine, { input }).getPersistedSnapshot()));
    createActor(machine, { snapshot: starting, input }).start();
    await waitFor(restored, (snapshot) => snapshot.matches('awaitingCustomer'));
    expect(calls.startCheckout.every((call) => call.idempotencyKey === 'pay-1')).toBe(true);
  });

  it('opens the processor page in the window once, and asks the outcome when the page shows again after the return', async () => {
    const { machine, calls } = fakePayment(held, paid, { openProcessorPage: () => Promise.resolve('returned') });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.openProcessorPage).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', url: checkout.url }]);
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_1', sessionResult: null }]);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'succeeded' });
  });

  it('ends as cancelled, asking nothing, when the customer came back without paying (Back)', async () => {
    const { machine, calls } = fakePayment(held, paid, { openProcessorPage: () => Promise.resolve('left') });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    expect(calls.confirmPayment).toEqual([]);
  });

  it("on the return page, asks the attempt's outcome with the session result and starts nothing", async () => {
    const { machine, calls } = fakePayment(held, paid);
    const returned = { ...input, idempotencyKey: '', returned: { paymentId: 'pay_9', sessionResult: 'res_9' } };
    const actor = createActor(machine, { input: returned }).start();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.startCheckout).toEqual([]);
    expect(calls.openProcessorPage).toEqual([]);
    expect(calls.confirmPayment).toEqual([{ reference: 'CJY9NMP', paymentId: 'pay_9', sessionResult: 'res_9' }]);
    expect(actor.getSnapshot().output).toMatchObject({ status: 'succeeded', reservation: paid });
  });
});
