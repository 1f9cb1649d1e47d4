import { ApiError, notFound } from '../http/api-error.server';
import { pathParameter } from '../http/request.server';
import { json, type RequestContext, type ServedMethod } from '../http/responses.server';
import type { EngineContext } from '../rental/context.server';
import { engineEndpoint, type EngineCall, type EngineHandler } from '../rental/http/endpoint.server';
import type { ActionResult } from './actions.server';
import { staffReservationDetail } from './desk.server';
import { requireStaff, type StaffSession } from './sessions.server';

/**
 * The shape of the staff desk's endpoints (docs/api.md "Staff desk", docs/decisions/037): every one but
 * the sign-in's own answers 401 without a staff session and 403 for a customer's, before it reads
 * anything; its handlers are given the staff member. Every answer is `no-store` (json() sets it).
 */

export interface StaffCall extends EngineCall {
  staff: StaffSession;
}

/** An endpoint for signed-in staff (desk or manager): the staff session is required once, here. */
export function staffEndpoint(handlers: Partial<Record<ServedMethod, (call: StaffCall) => Promise<Response>>>) {
  const methods = Object.entries(handlers).map(([method, handle]): [string, EngineHandler] => [
    method,
    async (call) => handle({ ...call, staff: await requireStaff(call.context, call.request) }),
  ]);
  return engineEndpoint(Object.fromEntries(methods));
}

/** 400 `unexpected_query` for a query parameter other than `allowed`. */
export function onlyQueryParams(url: URL, allowed: string[]): void {
  for (const name of url.searchParams.keys()) {
    if (!allowed.includes(name)) throw new ApiError(400, 'unexpected_query', `Unknown query parameter: ${name}`);
  }
}

/** The `{reference}` of a staff path. */
export function staffReferenceParam(context: RequestContext, request: Request): string {
  const reference = pathParameter(context, request, 'reference', /\/api\/staff\/reservations\/([^/]+)/);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw notFound('No reservation was found.');
  return reference;
}

/** An action's answer: what it did, and the reservation as staff now see it. */
export async function actionAnswer(context: EngineContext, result: ActionResult): Promise<Response> {
  const { reservation, staff } = await staffReservationDetail(context, result.reference);
  return json({ changed: result.changed, reservation, staff });
}

/** The headers of a file only staff may see (a licence photo, a contract). */
export const privateFileHeaders = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};
