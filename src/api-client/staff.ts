import type { DeskDay, FoundReservation, StaffActionAnswer, StaffMe, StaffReservationAnswer } from './staff-types';

/** The staff desk's calls to /api/staff/… (docs/api.md "Staff desk"), with the staff cookie. */

export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  const body = (await response.json().catch(() => null)) as
    (T & { error?: { code: string; message: string; fields?: Record<string, string> } }) | null;
  if (!response.ok || !body) {
    const error = body?.error;
    throw new StaffApiError(
      response.status,
      error?.code ?? 'network',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return body;
}

const reservationPath = (reference: string) => `/api/staff/reservations/${encodeURIComponent(reference)}`;

export const staffApi = {
  me: () => call<StaffMe>('/api/staff/me'),
  signInUrl: (returnTo: string) => `/api/staff/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
  signOut: () =>
    call<{ signedOut: true; providerSignOutUrl: string | null }>('/api/staff/sign-out', { method: 'POST', body: '{}' }),
  today: (office: string | null, day: 'today' | 'tomorrow') =>
    call<DeskDay>(`/api/staff/today?${new URLSearchParams({ ...(office ? { office } : {}), day }).toString()}`),
  find: (q: string) =>
    call<{ reservations: FoundReservation[] }>(`/api/staff/reservations?${new URLSearchParams({ q }).toString()}`),
  reservation: (reference: string) => call<StaffReservationAnswer>(reservationPath(reference)),
  /** An action on a reservation (`picked-up`, `deposit/capture`, `refund-requests/{id}/approve`…). */
  act: (reference: string, action: string, body: Record<string, unknown> = {}, idempotencyKey?: string) =>
    call<StaffActionAnswer>(`${reservationPath(reference)}/${action}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
    }),
};
