import { ApiError } from './errors';
import type {
  AvailabilityAnswer,
  BookingRequest,
  CancelRequest,
  CheckInDetailsRequest,
  CheckInOptionsRequest,
  ChangeReservationRequest,
  Card,
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
  PaymentAnswer,
  QuoteAnswer,
  QuoteRequest,
  RefundRequestAnswer,
  RefundRequestBody,
  ReservationAnswer,
  SearchOptions,
  Session,
  Trip,
} from './types';

type Fetch = typeof globalThis.fetch;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  body?: unknown;
  /** Raw bytes sent as they are (a licence photo), instead of a JSON `body`. */
  bytes?: Blob;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** `Retry-After` in seconds (docs/api.md: 429 and 503 send it as a number of seconds). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The browser's typed client of our functions (docs/api.md). JSON in and out with the session cookie;
 * a non-2xx answer throws an ApiError with the answer's code, message and field messages. A GET is
 * tried once more when the network failed (spec §7); a POST or PATCH never is: the caller sends it
 * again with the same Idempotency-Key.
 */
export function createApiClient({
  baseUrl = '',
  fetch = (...args: Parameters<Fetch>) => globalThis.fetch(...args),
} = {}) {
  async function send<T>(
    path: string,
    { method = 'GET', body, bytes, idempotencyKey, signal }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (bytes) headers['Content-Type'] = bytes.type || 'application/octet-stream';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(bytes ? { body: bytes } : {}),
      ...(signal ? { signal } : {}),
    };
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (method !== 'GET') throw new ApiError(0, 'network_error', 'The server could not be reached.');
      try {
        response = await fetch(`${baseUrl}${path}`, init);
      } catch (retryError) {
        if (isAbort(retryError)) throw retryError;
        throw new ApiError(0, 'network_error', 'The server could not be reached.');
      }
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new ApiError(response.status, 'bad_response', `The server answered ${response.status} without JSON.`);
    }
    if (!response.ok) {
      const error = (answer as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
      throw new ApiError(
        response.status,
        typeof error?.code === 'string' ? error.code : 'bad_response',
        typeof error?.message === 'string' ? error.message : `The server answered ${response.status}.`,
        error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined,
        answer,
        retryAfterOf(response),
      );
    }
    return answer as T;
  }

  const reservationPath = (reference: string) => `/api/reservations/${encodeURIComponent(reference)}`;

  return {
    getSession: (signal?: AbortSignal) => send<Session>('/api/session', { signal }),
    getSearchOptions: (locale: string, signal?: AbortSignal) =>
      send<SearchOptions>(`/api/search-options?locale=${encodeURIComponent(locale)}`, { signal }),
    searchAvailability: (trip: Trip, signal?: AbortSignal) =>
      send<AvailabilityAnswer>('/api/availability', { method: 'POST', body: trip, signal }),
    quote: (request: QuoteRequest, signal?: AbortSignal) =>
      send<QuoteAnswer>('/api/quote', { method: 'POST', body: request, signal }),
    createReservation: (request: BookingRequest, idempotencyKey: string, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/reservations', { method: 'POST', body: request, idempotencyKey, signal }),
    findReservation: (request: FindReservationRequest, signal?: AbortSignal) =>
      send<ReservationAnswer>('/api/reservations/find', { method: 'POST', body: request, signal }),
    getReservation: (reference: string, locale?: string, signal?: AbortSignal) =>
      send<ReservationAnswer>(`${reservationPath(reference)}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`, {
        signal,
      }),
    payReservation: (reference: string, card: Card, idempotencyKey: string, signal?: AbortSignal) =>
      send<PaymentAnswer>(`${reservationPath(reference)}/payments`, {
        method: 'POST',
        body: { card },
        idempotencyKey,
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
    /** Pays everything outstanding; `card` null when nothing is (the body is then `{}`). */
    payCheckIn: (reference: string, card: Card | null, idempotencyKey: string, signal?: AbortSignal) =>
      send<ReservationAnswer & { payment?: PaymentAnswer['payment'] }>(
        `${reservationPath(reference)}/check-in/payment`,
        {
          method: 'POST',
          body: card ? { card } : {},
          idempotencyKey,
          signal,
        },
      ),
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
