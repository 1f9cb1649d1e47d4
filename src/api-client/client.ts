import { searchOptionsPath } from './paths';
import { send as sendRequest, type RequestOptions } from './send';
import type {
  AvailabilityAnswer,
  BookingRequest,
  CancelRequest,
  CheckInDetailsRequest,
  CheckInOptionsRequest,
  ChangeReservationRequest,
  ContractAnswer,
  LeaseQuoteAnswer,
  LeaseRequest,
  LeaseSearchRequest,
  LicencePhotoAnswer,
  LicencePhotoDriver,
  LicencePhotoSide,
  SignatureAnswer,
  SignatureRequest,
  SigningLinkAnswer,
  SigningLinkIssued,
  SigningLinkSignatureAnswer,
  FindReservationRequest,
  CheckInPaymentAnswer,
  PaymentResultAnswer,
  StartPaymentAnswer,
  QuoteAnswer,
  QuoteRequest,
  RefundRequestAnswer,
  RefundRequestBody,
  ReservationAnswer,
  SearchOptions,
  Session,
  Trip,
  TripConditions,
} from './types';

type Fetch = typeof globalThis.fetch;

/**
 * The browser's typed client of our functions (docs/api.md), each call through `send` (./send.ts): JSON
 * in and out with the session cookie, a non-2xx answer thrown as an ApiError, a GET tried once more when
 * the network failed (spec §7), a POST or PATCH never.
 */
export function createApiClient({
  baseUrl = '',
  fetch = (...args: Parameters<Fetch>) => globalThis.fetch(...args),
} = {}) {
  const transport = { baseUrl, fetch };
  const send = <T>(path: string, options?: RequestOptions) => sendRequest<T>(path, options, transport);

  const reservationPath = (reference: string) => `/api/reservations/${encodeURIComponent(reference)}`;

  return {
    getSession: (signal?: AbortSignal) => send<Session>('/api/session', { signal }),
    getSearchOptions: (locale: string, signal?: AbortSignal) =>
      send<SearchOptions>(searchOptionsPath(locale), { signal }),
    searchAvailability: (trip: Trip, signal?: AbortSignal) =>
      send<AvailabilityAnswer>('/api/availability', { method: 'POST', body: trip, signal }),
    quote: (request: QuoteRequest, signal?: AbortSignal) =>
      send<QuoteAnswer>('/api/quote', { method: 'POST', body: request, signal }),
    createReservation: (request: BookingRequest, idempotencyKey: string, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/reservations', { method: 'POST', body: request, idempotencyKey, signal }),
    findReservation: (request: FindReservationRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/reservations/find', { method: 'POST', body: request, signal }),
    /** An e-mail link's token proves its reservation to the session (POST /api/reservations/open). */
    openReservation: (token: string, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/reservations/open', { method: 'POST', body: { token }, signal }),
    getReservation: (reference: string, locale?: string, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`, {
        signal,
      }),
    /**
     * Starts a payment of what is due (issue 26): the answer's `checkout` is the processor's page where the
     * customer types the card, and which sends the frame back to `returnUrl`. No card is ever sent.
     * The same `idempotencyKey` answers the same attempt and checkout.
     */
    startPayment: (reference: string, returnUrl: string, idempotencyKey: string, signal?: AbortSignal) =>
      send<StartPaymentAnswer>(`${reservationPath(reference)}/payments`, {
        method: 'POST',
        body: { returnUrl },
        idempotencyKey,
        signal,
      }),
    /**
     * A checkout that authorises the deposit hold (manual capture) on the processor's page, when the card
     * kept at booking refused it (the e-mail's link). The same `idempotencyKey` answers the same checkout.
     */
    startDepositHold: (reference: string, returnUrl: string, idempotencyKey: string, signal?: AbortSignal) =>
      send<StartPaymentAnswer>(`${reservationPath(reference)}/deposit`, {
        method: 'POST',
        body: { returnUrl },
        idempotencyKey,
        signal,
      }),
    /**
     * The outcome of a payment attempt, with the processor's `sessionResult` from the return page (or
     * none: a status check). Resolves when succeeded or pending; a failed attempt throws an ApiError of
     * status 402 whose code is the failure's and whose `body` carries the payment and the reservation.
     */
    paymentResult: (reference: string, paymentId: string, sessionResult: string | null, signal?: AbortSignal) =>
      send<PaymentResultAnswer>(`${reservationPath(reference)}/payments/${encodeURIComponent(paymentId)}/result`, {
        method: 'POST',
        body: sessionResult ? { sessionResult } : {},
        signal,
      }),
    changeReservation: (reference: string, request: ChangeReservationRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>(reservationPath(reference), { method: 'PATCH', body: request, signal }),
    cancelReservation: (reference: string, request: CancelRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}/cancel`, { method: 'POST', body: request, signal }),
    requestRefund: (reference: string, request: RefundRequestBody, signal?: AbortSignal) =>
      send<RefundRequestAnswer>(`${reservationPath(reference)}/refund-requests`, {
        method: 'POST',
        body: request,
        signal,
      }),
    startCheckIn: (reference: string, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}/check-in`, { method: 'POST', signal }),
    submitCheckInDetails: (reference: string, details: CheckInDetailsRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}/check-in/details`, {
        method: 'POST',
        body: details,
        signal,
      }),
    submitCheckInOptions: (reference: string, options: CheckInOptionsRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}/check-in/options`, {
        method: 'POST',
        body: options,
        signal,
      }),
    /**
     * The check-in payment: everything outstanding and the deposit hold. `{ reservation }` alone when
     * nothing is to pay now (the hold went on the stored card or is not needed); otherwise a payment
     * start as `startPayment` answers it.
     */
    startCheckInPayment: (reference: string, returnUrl: string, idempotencyKey: string, signal?: AbortSignal) =>
      send<CheckInPaymentAnswer>(`${reservationPath(reference)}/check-in/payment`, {
        method: 'POST',
        body: { returnUrl },
        idempotencyKey,
        signal,
      }),
    drawContract: (reference: string, signal?: AbortSignal) =>
      send<ContractAnswer>(`${reservationPath(reference)}/check-in/contract`, { method: 'POST', signal }),
    newSigningLink: (reference: string, signal?: AbortSignal) =>
      send<SigningLinkIssued>(`${reservationPath(reference)}/check-in/signing-link`, { method: 'POST', signal }),
    signCheckIn: (reference: string, request: SignatureRequest, signal?: AbortSignal) =>
      send<SignatureAnswer>(`${reservationPath(reference)}/check-in/signature`, {
        method: 'POST',
        body: request,
        signal,
      }),
    putLicencePhoto: (
      reference: string,
      driver: LicencePhotoDriver,
      side: LicencePhotoSide,
      photo: Blob,
      signal?: AbortSignal,
    ) =>
      send<LicencePhotoAnswer>(
        `${reservationPath(reference)}/check-in/licence-photos/${encodeURIComponent(driver)}/${side}`,
        { method: 'PUT', bytes: photo, signal },
      ),
    // Leases (long-term brand, issue 15).
    quoteLease: (request: LeaseSearchRequest, signal?: AbortSignal) =>
      send<LeaseQuoteAnswer>('/api/leases/quote', { method: 'POST', body: request, signal }),
    createLease: (request: LeaseRequest, idempotencyKey: string, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/leases', { method: 'POST', body: request, idempotencyKey, signal }),
    putLeaseLicencePhoto: (reference: string, side: LicencePhotoSide, photo: Blob, signal?: AbortSignal) =>
      send<LicencePhotoAnswer>(`${reservationPath(reference)}/lease/licence-photos/${side}`, {
        method: 'PUT',
        bytes: photo,
        signal,
      }),
    getSigningLink: (token: string, signal?: AbortSignal) =>
      send<SigningLinkAnswer>(`/api/signing-links/${encodeURIComponent(token)}`, { signal }),
    signWithLink: (token: string, request: SignatureRequest, signal?: AbortSignal) =>
      send<SigningLinkSignatureAnswer>(`/api/signing-links/${encodeURIComponent(token)}/signature`, {
        method: 'POST',
        body: request,
        signal,
      }),
    /** The signing link's unsigned contract PDF (a link). */
    signingLinkContractUrl: (token: string) => `${baseUrl}/api/signing-links/${encodeURIComponent(token)}/contract`,
    /** A held lease's stored licence photo (an image source, as licencePhotoUrl). */
    leaseLicencePhotoUrl: (reference: string, side: LicencePhotoSide) =>
      `${baseUrl}${reservationPath(reference)}/lease/licence-photos/${side}`,
    /** A stored licence photo's address (an image source: the browser sends the session cookie). */
    licencePhotoUrl: (reference: string, driver: LicencePhotoDriver, side: LicencePhotoSide) =>
      `${baseUrl}${reservationPath(reference)}/check-in/licence-photos/${encodeURIComponent(driver)}/${side}`,
    /** The trip's roads and weather as kept (issue 40). */
    tripConditions: (reference: string, signal?: AbortSignal) =>
      send<TripConditions>(`${reservationPath(reference)}/trip-conditions`, { signal }),
    /** The contract PDF's address (a link, not a fetch: the browser opens the PDF). */
    contractUrl: (reference: string) => `${baseUrl}${reservationPath(reference)}/check-in/contract`,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client of the site's own functions. */
export const api: ApiClient = createApiClient();

/** A new Idempotency-Key (docs/api.md Idempotency): one per booking or payment attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
