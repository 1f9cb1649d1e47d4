import { useEffect, useRef, useState } from 'react';
import { createActor } from 'xstate';
import { newIdempotencyKey } from '../../api-client/client';
import type { PaymentActorRef, PaymentOutput, paymentMachine } from '../../machines/payment.machine';

/**
 * A payment of a page that has no flow machine of its own (the reservation overview): one payment
 * actor per attempt, its key kept while the attempt is pending so pressing Pay again asks the same
 * attempt, and `onOutcome` with the machine's output when it ends.
 */
export function usePayment(
  machine: typeof paymentMachine,
  reference: string,
  onOutcome: (output: PaymentOutput) => void,
): { payment: PaymentActorRef | null; start: () => void } {
  const [payment, setPayment] = useState<PaymentActorRef | null>(null);
  const pendingKey = useRef<string | null>(null);
  const outcome = useRef(onOutcome);
  outcome.current = onOutcome;

  useEffect(() => () => payment?.stop(), [payment]);

  const start = () => {
    if (payment) return;
    const idempotencyKey = pendingKey.current ?? newIdempotencyKey();
    pendingKey.current = idempotencyKey;
    const actor = createActor(machine, { input: { reference, idempotencyKey } });
    actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return;
      const output = snapshot.output as PaymentOutput;
      // A pending attempt keeps its key: the next press answers the same attempt.
      if (output.status !== 'pending') pendingKey.current = null;
      setPayment(null);
      outcome.current(output);
    });
    actor.start();
    if (actor.getSnapshot().status === 'active') setPayment(actor);
  };
  return { payment, start };
}
