import type { DeskDay, FoundReservation, StaffActionAnswer, StaffMe, StaffReservationAnswer } from './staff-types';
import type { ConditionClaim, ConditionNote, ConditionPhotoAnswer, StaffConditionAnswer } from './types';

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

/** A call's answer with its status (201: made now; 200: it was there already). */
async function callWithStatus<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      // A form (a photo) sets its own multipart type with the boundary.
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
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
  return { status: response.status, body };
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await callWithStatus<T>(path, init)).body;
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
  /** The vehicle's condition records (issue 39): photos per stage, the desk's notes, the claim, the purge date. */
  condition: (reference: string) => call<StaffConditionAnswer>(`${reservationPath(reference)}/condition`),
  /** A desk photo of a stage (and its report copy), under the id the desk gave it (the same id again stores it once). */
  addConditionPhoto: (
    reference: string,
    stage: string,
    clientId: string,
    meta: { angle: string; sequence: number; takenAt: string; note?: string },
    photo: Blob,
    reportCopy?: Blob,
  ) => {
    const form = new FormData();
    form.append('meta', JSON.stringify(meta));
    form.append('photo', photo);
    // The small JPEG the condition report embeds instead of the photo (optional).
    if (reportCopy) form.append('reportCopy', reportCopy);
    return call<ConditionPhotoAnswer>(
      `${reservationPath(reference)}/condition/${encodeURIComponent(stage)}/photos/${encodeURIComponent(clientId)}`,
      { method: 'PUT', body: form },
    );
  },
  addConditionNote: (reference: string, stage: string, text: string) =>
    call<{ note: ConditionNote }>(`${reservationPath(reference)}/condition/${encodeURIComponent(stage)}/notes`, {
      method: 'POST',
      body: JSON.stringify({ text }),
    }),
  /** Opens a damage claim: `changed` is false when one was open already (200). */
  openClaim: async (reference: string, note: string) => {
    const answer = await callWithStatus<{ claim: ConditionClaim }>(`${reservationPath(reference)}/condition/claim`, {
      method: 'POST',
      body: JSON.stringify({ note }),
    });
    return { claim: answer.body.claim, changed: answer.status === 201 };
  },
  closeClaim: (reference: string) =>
    call<{ claim: ConditionClaim }>(`${reservationPath(reference)}/condition/claim/close`, {
      method: 'POST',
      body: '{}',
    }),
};
