import { createActor, fromPromise } from 'xstate';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api } from '../../api-client/client';
import type { Reservation } from '../../api-client/types';
import { leaseMachine, type CreateLeaseInput, type PayLeaseInput } from '../../machines/lease.machine';

/** The lease machine with its side effects: the lease and payment calls of the site's functions. */
export function leaseActor(classId: string | null) {
  const machine = leaseMachine.provide({
    actors: {
      createLease: fromPromise<Reservation, CreateLeaseInput>(
        async ({ input, signal }) => (await api.createLease(input.request, input.idempotencyKey, signal)).reservation,
      ),
      payLease: fromPromise<Reservation, PayLeaseInput>(async ({ input, signal }) => {
        const { reservation } = await api.payReservation(input.reference, input.card, input.idempotencyKey, signal);
        // spec §7: the affiliate conversion of the paid lease, when a click id is kept (not shown).
        reportConversion(reservation);
        return reservation;
      }),
    },
  });
  return createActor(machine, { input: { classId } }).start();
}

export type LeaseActor = ReturnType<typeof leaseActor>;
