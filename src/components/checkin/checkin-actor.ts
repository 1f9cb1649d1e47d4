import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-client/client';
import type { ContractAnswer, Reservation, SignatureRequest } from '../../api-client/types';
import { providePayment } from '../payment/payment-actors';
import {
  checkInMachine,
  type CheckInReservation,
  type DetailsInput,
  type OptionsInput,
  type SignInput,
  type StepInput,
} from '../../machines/checkin.machine';

/** What the machine keeps of the engine's reservation. */
export function checkInReservationOf(reservation: Reservation): CheckInReservation {
  const step = reservation.checkIn?.step;
  return {
    reference: reservation.reference,
    status: reservation.status,
    total: reservation.total,
    paid: reservation.paid,
    refunded: reservation.refunded,
    checkInWindow: reservation.checkInWindow,
    checkIn:
      reservation.checkIn && step && step !== 'start' ? { step, completedAt: reservation.checkIn.completedAt } : null,
  };
}

/** The signature request of the machine's input: an empty image is a typed signature (the name alone). */
export function signatureRequestOf(input: SignInput): SignatureRequest {
  const contractSha256 = input.contractSha256 ?? '';
  return input.image
    ? { contractSha256, signerName: input.signerName, method: 'drawn', image: input.image }
    : { contractSha256, signerName: input.signerName, method: 'typed' };
}

export interface CheckInListeners {
  /** Every full reservation the engine answers (the pages show more than the machine keeps). */
  onReservation: (reservation: Reservation) => void;
  /** The contract drawn up, with its signing link (shown once). */
  onContract: (answer: ContractAnswer) => void;
}

/** The check-in machine with its requests (calls of `src/api-client`), as booking-actor.ts does for booking. */
export function provideCheckIn(api: ApiClient, listeners: CheckInListeners) {
  const seen = (reservation: Reservation) => {
    listeners.onReservation(reservation);
    return checkInReservationOf(reservation);
  };
  return checkInMachine.provide({
    actors: {
      startCheckIn: fromPromise<CheckInReservation, StepInput>(async ({ input, signal }) =>
        seen((await api.startCheckIn(input.reference, signal)).reservation),
      ),
      submitDetails: fromPromise<CheckInReservation, DetailsInput>(async ({ input, signal }) =>
        seen((await api.submitCheckInDetails(input.reference, input.details, signal)).reservation),
      ),
      submitOptions: fromPromise<CheckInReservation, OptionsInput>(async ({ input, signal }) => {
        const { extras, insuranceId, extraDrivers } = input.options;
        const answer = await api.submitCheckInOptions(
          input.reference,
          { extras, extraDrivers, ...(insuranceId ? { insuranceId } : {}) },
          signal,
        );
        return seen(answer.reservation);
      }),
      // POST …/check-in/payment: what is outstanding and the deposit hold, on the processor's page.
      payment: providePayment(api, {
        flow: 'checkin',
        reservationOf: checkInReservationOf,
        onReservation: listeners.onReservation,
        checkIn: true,
      }),
      drawContract: fromPromise<{ contractSha256: string }, StepInput>(async ({ input, signal }) => {
        const answer = await api.drawContract(input.reference, signal);
        listeners.onContract(answer);
        return { contractSha256: answer.contract.sha256 };
      }),
      sign: fromPromise<CheckInReservation | null, SignInput>(async ({ input, signal }) => {
        const request = signatureRequestOf(input);
        if (input.signingToken) {
          await api.signWithLink(input.signingToken, request, signal);
          return null;
        }
        return seen((await api.signCheckIn(input.reference, request, signal)).reservation);
      }),
    },
  });
}
