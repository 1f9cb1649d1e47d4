import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LeaseRequest, LeaseSearchRequest, Lessee, Reservation } from '../api-client/types';
import { busyTag } from './persist';
import { paymentChildId, paymentKeyToStart, paymentMachine, paymentOutputOf, settledPayment } from './payment.machine';

/**
 * The lease flow of the long-term brand (issue 15) on its page `/lease/`: the lease search with its
 * price, the lessee's details, the licence photos (given once the lease is held, before payment), the
 * payment of what is due now on the processor's page, and the confirmation. Side effects are the
 * actor `createLease` and the `payment` machine's actors, supplied by the page; the definition stays pure.
 */

export type LeaseStep = 'search' | 'details' | 'photos' | 'payment' | 'confirmation';

/** A failure the flow shows: the API's `{ code, message, fields? }` (docs/api.md Errors). */
export interface LeaseError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export interface LeaseContext {
  /** The vehicle class being leased (from the vehicle page's link). */
  classId: string | null;
  search: LeaseSearchRequest | null;
  lessee: Lessee | null;
  /** The Idempotency-Key of the lease request: a repeated submit never books twice. */
  leaseKey: string | null;
  reservation: Reservation | null;
  /** The Idempotency-Key of the payment attempt under way: a second press answers the same attempt. */
  paymentKey: string | null;
  error: LeaseError | null;
}

export type LeaseEvent =
  | { type: 'search.submit'; search: LeaseSearchRequest }
  | { type: 'details.submit'; lessee: Lessee; idempotencyKey: string }
  /** Both licence photos were given (uploaded by the photo fields). */
  | { type: 'photos.done' }
  /** Pay what is due now on the processor's page; the key is used when no attempt is under way. */
  | { type: 'payment.start'; idempotencyKey: string }
  | { type: 'back' }
  | { type: 'restart' };

export interface LeaseInput {
  classId: string | null;
}

export interface CreateLeaseInput {
  request: LeaseRequest;
  idempotencyKey: string;
}

/** Anything thrown by an actor as the flow shows it. */
export function leaseErrorOf(error: unknown): LeaseError {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const { code, message, fields } = error as { code: unknown; message: unknown; fields?: unknown };
    return {
      code: String(code),
      message: String(message),
      ...(fields && typeof fields === 'object' ? { fields: fields as Record<string, string> } : {}),
    };
  }
  return { code: 'unexpected', message: error instanceof Error ? error.message : 'Something went wrong.' };
}

export const leaseMachine = setup({
  types: {
    context: {} as LeaseContext,
    events: {} as LeaseEvent,
    input: {} as LeaseInput,
  },
  actors: {
    // Placeholders: the page provides the real ones (src/components/lease/lease-actor.ts).
    createLease: fromPromise<Reservation, CreateLeaseInput>(async () => {
      throw new Error('createLease is not provided');
    }),
    /** The payment machine with its actors (POST …/payments, …/result). */
    payment: paymentMachine,
  },
  guards: {
    // The search's own car: chosen in the form, or given by the vehicle page's link (`?vehicle=`).
    'hasVehicle?': ({ event }) => event.type === 'search.submit' && event.search.classId.trim() !== '',
    'isPaid?': ({ event }) => {
      const output = paymentOutputOf(event);
      return output.status === 'succeeded' && output.reservation.status === 'confirmed';
    },
  },
}).createMachine({
  id: 'lease',
  context: ({ input }) => ({
    classId: input.classId,
    search: null,
    lessee: null,
    leaseKey: null,
    reservation: null,
    paymentKey: null,
    error: null,
  }),
  initial: 'search',
  states: {
    search: {
      on: {
        'search.submit': {
          guard: 'hasVehicle?',
          target: 'details',
          // A changed search is a new lease: what was booked for the old one no longer applies.
          actions: assign(({ event }) => ({
            classId: event.search.classId,
            search: event.search,
            error: null,
            leaseKey: null,
            reservation: null,
          })),
        },
      },
    },
    details: {
      initial: 'editing',
      on: { back: { target: 'search', actions: assign({ error: null }) } },
      states: {
        editing: {
          on: {
            'details.submit': {
              target: 'booking',
              actions: assign(({ context, event }) => ({
                lessee: event.lessee,
                // The same key while nothing changed: a second submit answers the same lease.
                leaseKey:
                  context.leaseKey && JSON.stringify(context.lessee) === JSON.stringify(event.lessee)
                    ? context.leaseKey
                    : event.idempotencyKey,
                error: null,
              })),
            },
          },
        },
        booking: {
          tags: [busyTag],
          invoke: {
            src: 'createLease',
            input: ({ context }) => ({
              request: { ...(context.search as LeaseSearchRequest), lessee: context.lessee as Lessee },
              idempotencyKey: context.leaseKey ?? '',
            }),
            onDone: { target: '#lease.photos', actions: assign({ reservation: ({ event }) => event.output }) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => leaseErrorOf(event.error) }) },
          },
        },
      },
    },
    photos: {
      on: {
        'photos.done': { target: 'payment', actions: assign({ error: null }) },
        // Changed details make a new lease request (a new key); the held one then expires unpaid.
        back: { target: 'details', actions: assign({ error: null }) },
      },
    },
    payment: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'payment.start': {
              target: 'paying',
              actions: assign(({ context, event }) => ({
                paymentKey: paymentKeyToStart(context.paymentKey, event),
                error: null,
              })),
            },
          },
        },
        // A second press while paying finds no `payment.start` here: a double click charges once.
        paying: {
          invoke: {
            id: paymentChildId,
            src: 'payment',
            input: ({ context }) => ({
              reference: context.reservation?.reference ?? '',
              idempotencyKey: context.paymentKey ?? '',
            }),
            onDone: [
              {
                guard: 'isPaid?',
                target: '#lease.confirmation',
                actions: assign(({ context, event }) => settledPayment<Reservation | null>(event, context)),
              },
              {
                target: 'idle',
                actions: assign(({ context, event }) => settledPayment<Reservation | null>(event, context)),
              },
            ],
            onError: { target: 'idle', actions: assign({ error: ({ event }) => leaseErrorOf(event.error) }) },
          },
        },
      },
      on: { back: { target: 'photos', actions: assign({ error: null }) } },
    },
    confirmation: {
      on: {
        restart: {
          target: 'search',
          actions: assign({
            search: null,
            lessee: null,
            leaseKey: null,
            reservation: null,
            paymentKey: null,
            error: null,
          }),
        },
      },
    },
  },
});

export type LeaseSnapshot = SnapshotFrom<typeof leaseMachine>;

/** The step a snapshot shows. */
export function leaseStepOf(snapshot: LeaseSnapshot): LeaseStep {
  if (snapshot.matches('details')) return 'details';
  if (snapshot.matches('photos')) return 'photos';
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('confirmation')) return 'confirmation';
  return 'search';
}
