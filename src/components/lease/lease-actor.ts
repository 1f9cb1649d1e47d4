import { fromPromise } from 'xstate';
import { reportConversion } from '../../affiliate/affiliate-trigger';
import { api } from '../../api-client/client';
import type { Reservation } from '../../api-client/types';
import { leaseMachine, type CreateLeaseInput } from '../../machines/lease.machine';
import { createPersistedActor, dropSnapshot, type PersistOptions } from '../../machines/persist';
import { providePayment } from '../payment/payment-actors';

/**
 * Where the lease flow is kept in the tab (issue 37): the payment sends the whole window to the
 * processor's page, and the flow is restored from here when it comes back (or after Back).
 */
export const leaseSnapshotOptions = (storage: Storage): PersistOptions => ({ storage, key: 'lease', version: 1 });

/**
 * The lease machine with its side effects (the lease and payment calls of the site's functions),
 * restored from session storage. A vehicle page's link (`classId`) starts a new lease.
 */
export function leaseActor(classId: string | null, storage: Storage = window.sessionStorage) {
  if (classId !== null) dropSnapshot(leaseSnapshotOptions(storage));
  const machine = leaseMachine.provide({
    actors: {
      createLease: fromPromise<Reservation, CreateLeaseInput>(
        async ({ input, signal }) => (await api.createLease(input.request, input.idempotencyKey, signal)).reservation,
      ),
      payment: providePayment(api, {
        flow: 'lease',
        reservationOf: (reservation) => reservation,
        // spec §7: the affiliate conversion of the paid lease, when a click id is kept (not shown).
        onPaid: reportConversion,
      }),
    },
  });
  return createPersistedActor(machine, leaseSnapshotOptions(storage), { input: { classId } }).start();
}

export type LeaseActor = ReturnType<typeof leaseActor>;
