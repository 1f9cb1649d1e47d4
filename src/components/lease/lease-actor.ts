import { createActor, fromPromise } from 'xstate';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api } from '../../api-client/client';
import type { Reservation } from '../../api-client/types';
import { leaseMachine, type CreateLeaseInput } from '../../machines/lease.machine';
import { providePayment } from '../payment/payment-actors';

/** The lease machine with its side effects: the lease and payment calls of the site's functions. */
export function leaseActor(classId: string | null) {
  const machine = leaseMachine.provide({
    actors: {
      createLease: fromPromise<Reservation, CreateLeaseInput>(
        async ({ input, signal }) => (await api.createLease(input.request, input.idempotencyKey, signal)).reservation,
      ),
      payment: providePayment(api, {
        reservationOf: (reservation) => reservation,
        // spec §7: the affiliate conversion of the paid lease, when a click id is kept (not shown).
        onPaid: reportConversion,
      }),
    },
  });
  return createActor(machine, { input: { classId } }).start();
}

export type LeaseActor = ReturnType<typeof leaseActor>;
