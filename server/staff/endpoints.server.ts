import { and, desc, eq, lt } from 'drizzle-orm';
import { defaultLocale, isLocaleCode, type LocaleCode } from '../../src/config/locales';
import { businessToday } from '../../src/domain/dates';
import { localePrefix } from '../../src/domain/paths';
import { contracts, licencePhotos, signatures, staffSignIns } from '../db/schema';
import { ApiError, notFound } from '../http/api-error.server';
import { idempotencyKey, pathParameter, readJsonObject, validate } from '../http/request.server';
import { endpoint, json, type RequestContext } from '../http/responses.server';
import { paymentProcessorFromEnv } from '../payments/index.server';
import { cancelRequest, editRequest } from '../rental/changes.server';
import { engineContext, type EngineContext } from '../rental/context.server';
import { fileStorageFromEnv } from '../storage/index.server';
import {
  approveRefundRequest,
  cancelOnBehalf,
  captureDepositPart,
  captureRequest,
  changeOnBehalf,
  handoverRequest,
  markPickedUp,
  markReturned,
  rejectRefundBody,
  rejectRefundRequest,
  releaseDepositNow,
  type ActionResult,
} from './actions.server';
import { recordStaffAction } from './audit.server';
import { deskDay, findReservations, staffReservation, staffReservationDetail } from './desk.server';
import {
  authorisationRequest,
  claimsFromCallback,
  endSessionUrl,
  requireIdentityConfig,
  staffIdentityFromEnv,
} from './identity.server';
import { staffRoleOf } from './roles';
import {
  clearedCookie,
  createStaffSession,
  endStaffSession,
  readSignedCookie,
  requireStaff,
  signCookie,
  staffCookieName,
  type StaffSession,
} from './sessions.server';

/**
 * The staff desk's HTTP side (docs/api.md "Staff desk"). Every answer is `no-store` (json() sets it);
 * every route but the sign-in's own answers 401 without a staff session and 403 for a customer's.
 */

const signInCookieName = 'nl_staff_signin';
const signInMinutes = 10;

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

/** The language of a staff page's path (`/de/staff/…` is German), or null when it is no staff page. */
function staffPageLanguage(path: string): LocaleCode | null {
  const match = /^\/(?:([a-z]{2})\/)?staff\//.exec(path);
  if (!match) return null;
  const language = match[1] ?? defaultLocale;
  return isLocaleCode(language) ? language : null;
}

/** Only the staff pages may be returned to: never an open redirect. */
export function safeReturnTo(value: string | null): string {
  return value && staffPageLanguage(value) && /^[^\s\\]*$/.test(value) && !value.includes('//') ? value : '/staff/';
}

/** The desk's page in the language the sign-in started from. */
const staffHome = (returnTo: string) => `${localePrefix(staffPageLanguage(returnTo) ?? defaultLocale)}/staff/`;

function callbackUri(request: Request, configured: string | null): string {
  return configured ?? new URL('/api/staff/callback', new URL(request.url).origin).href;
}

/** GET /api/staff/sign-in?returnTo=/staff/…: to the company's identity provider. */
export const staffSignInEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    const config = requireIdentityConfig();
    const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'));
    const redirectUri = callbackUri(request, config.redirectUri);
    const started = await authorisationRequest(config, redirectUri);
    const expiresAt = new Date(context.now.getTime() + signInMinutes * 60_000);
    await context.db.delete(staffSignIns).where(lt(staffSignIns.expiresAt, context.now));
    await context.db.insert(staffSignIns).values({
      state: started.state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
      returnTo,
      createdAt: context.now,
      expiresAt,
    });
    return redirect(started.url, [await signCookie(context.db, signInCookieName, started.state, expiresAt)]);
  },
});

/** GET /api/staff/callback: the provider sends the browser back here with a code. */
export const staffCallbackEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    const config = requireIdentityConfig();
    const url = new URL(request.url);
    const state = await readSignedCookie(context.db, request, signInCookieName);
    const clearSignIn = clearedCookie(signInCookieName);
    // The sign-in is used once, whatever happens next.
    const [signIn] = state
      ? await context.db.delete(staffSignIns).where(eq(staffSignIns.state, state)).returning()
      : [];
    if (!signIn || signIn.expiresAt <= context.now) return redirect('/staff/?signIn=expired', [clearSignIn]);
    if (url.searchParams.has('error')) return redirect(`${staffHome(signIn.returnTo)}?signIn=refused`, [clearSignIn]);
    let claims;
    try {
      claims = await claimsFromCallback(config, url, {
        state: signIn.state,
        nonce: signIn.nonce,
        codeVerifier: signIn.codeVerifier,
        redirectUri: callbackUri(request, config.redirectUri),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        return redirect(`${staffHome(signIn.returnTo)}?signIn=failed`, [clearSignIn]);
      }
      throw error;
    }
    const role = staffRoleOf(claims, config.roles);
    if (!role) return redirect(`${staffHome(signIn.returnTo)}?signIn=not_staff`, [clearSignIn]);
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : claims.sub;
    const { setCookie } = await createStaffSession(
      context,
      {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        name: typeof claims.name === 'string' ? claims.name : email,
        role,
      },
      config.sessionHours,
    );
    return redirect(signIn.returnTo, [setCookie, clearSignIn]);
  },
});

/** POST /api/staff/sign-out: ends the staff session; answers where to end the provider's session too. */
export const staffSignOutEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    await endStaffSession(context, request);
    const config = staffIdentityFromEnv();
    const origin = new URL(request.url).origin;
    let providerSignOutUrl: string | null = null;
    if (config) {
      try {
        providerSignOutUrl = await endSessionUrl(config, `${origin}/staff/`);
      } catch {
        // The provider is not answering: this site's session is ended all the same.
        providerSignOutUrl = null;
      }
    }
    return json({ signedOut: true, providerSignOutUrl }, 200, { 'set-cookie': clearedCookie(staffCookieName) });
  },
});

function staffView(staff: StaffSession) {
  return { email: staff.email, name: staff.name, role: staff.role, expiresAt: staff.expiresAt.toISOString() };
}

/** GET /api/staff/me: who is signed in. */
export const staffMeEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    return json({ staff: staffView(staff) });
  },
});

function onlyParams(url: URL, allowed: string[]): void {
  for (const name of url.searchParams.keys()) {
    if (!allowed.includes(name)) throw new ApiError(400, 'unexpected_query', `Unknown query parameter: ${name}`);
  }
}

/** GET /api/staff/today?office=kef&day=today|tomorrow. */
export const staffTodayEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    await requireStaff(context, request);
    const url = new URL(request.url);
    onlyParams(url, ['office', 'day']);
    const day = url.searchParams.get('day') ?? 'today';
    if (day !== 'today' && day !== 'tomorrow') {
      throw new ApiError(400, 'invalid_request', 'Day must be today or tomorrow.', { day: 'today or tomorrow' });
    }
    return json(await deskDay(context, url.searchParams.get('office'), day));
  },
});

/** GET /api/staff/reservations?q=…: find by reference, name, e-mail or date. */
export const staffFindEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    await requireStaff(context, request);
    const url = new URL(request.url);
    onlyParams(url, ['q']);
    return json({ reservations: await findReservations(context, url.searchParams.get('q') ?? '') });
  },
});

/** The `{reference}` of a staff path. */
function referenceParam(context: RequestContext, request: Request): string {
  const reference = pathParameter(context, request, 'reference', /\/api\/staff\/reservations\/([^/]+)/);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw notFound('No reservation was found.');
  return reference;
}

/** An action's answer: what it did, and the reservation as staff now see it. */
async function actionAnswer(context: EngineContext, result: ActionResult): Promise<Response> {
  const { reservation, staff } = await staffReservationDetail(context, result.reference);
  return json({ changed: result.changed, reservation, staff });
}

/** GET /api/staff/reservations/{reference}: everything; PATCH: a change on the customer's behalf. */
export const staffReservationEndpoint = endpoint({
  GET: async (request, requestContext) => {
    const context = engineContext();
    await requireStaff(context, request);
    return json(await staffReservationDetail(context, referenceParam(requestContext, request)));
  },
  PATCH: async (request, requestContext) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    const edit = await validate(editRequest(businessToday(context.now)), await readJsonObject(request));
    const reference = referenceParam(requestContext, request);
    return actionAnswer(context, await changeOnBehalf(context, paymentProcessorFromEnv(), staff, reference, edit));
  },
});

/** POST …/picked-up and …/returned: `{ odometer?, fuel? }`. */
export function handoverEndpointOf(which: 'picked-up' | 'returned') {
  return endpoint({
    POST: async (request, requestContext) => {
      const context = engineContext();
      const staff = await requireStaff(context, request);
      const input = await validate(handoverRequest, await readJsonObject(request));
      const reference = referenceParam(requestContext, request);
      const mark = which === 'picked-up' ? markPickedUp : markReturned;
      return actionAnswer(context, await mark(context, staff, reference, input));
    },
  });
}

export const staffPickedUpEndpoint = handoverEndpointOf('picked-up');
export const staffReturnedEndpoint = handoverEndpointOf('returned');

/** POST …/cancel on the customer's behalf: `{ expectedRefund? }` as the site's own cancel. */
export const staffCancelEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    const body = await validate(cancelRequest, await readJsonObject(request));
    const reference = referenceParam(requestContext, request);
    return actionAnswer(
      context,
      await cancelOnBehalf(context, paymentProcessorFromEnv(), staff, reference, body.expectedRefund),
    );
  },
});

/** POST …/refund-requests/{id}/approve | reject. */
export const staffRefundDecisionEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    const reference = referenceParam(requestContext, request);
    const id = pathParameter(requestContext, request, 'id', /\/refund-requests\/([^/]+)\//);
    const decision = pathParameter(requestContext, request, 'decision', /\/refund-requests\/[^/]+\/([^/]+)\/?$/);
    if (decision === 'approve') {
      return actionAnswer(
        context,
        await approveRefundRequest(context, paymentProcessorFromEnv(), staff, reference, id),
      );
    }
    if (decision === 'reject') {
      await validate(rejectRefundBody, await readJsonObject(request));
      return actionAnswer(context, await rejectRefundRequest(context, staff, reference, id));
    }
    throw notFound('No such action.');
  },
});

/** POST …/deposit/release (desk) and …/deposit/capture (manager: `{ amount, reason }`, Idempotency-Key). */
export const staffDepositEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const action = pathParameter(requestContext, request, 'action', /\/deposit\/([^/]+)\/?$/);
    if (action === 'release') {
      const staff = await requireStaff(context, request);
      const reference = referenceParam(requestContext, request);
      return actionAnswer(context, await releaseDepositNow(context, paymentProcessorFromEnv(), staff, reference));
    }
    if (action === 'capture') {
      const staff = await requireStaff(context, request, 'manager');
      const key = idempotencyKey(request);
      const input = await validate(captureRequest, await readJsonObject(request));
      const reference = referenceParam(requestContext, request);
      return actionAnswer(
        context,
        await captureDepositPart(context, paymentProcessorFromEnv(), staff, reference, input, key),
      );
    }
    await requireStaff(context, request);
    throw notFound('No such action.');
  },
});

const privateFileHeaders = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** GET …/licence-photos/{driver}/{side}: the photo's bytes, to staff only; each view is recorded. */
export const staffLicencePhotoEndpoint = endpoint({
  GET: async (request, requestContext) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    const row = await staffReservation(context.db, context.tenant, referenceParam(requestContext, request));
    const driver = Number(pathParameter(requestContext, request, 'driver', /\/licence-photos\/([^/]+)\//));
    const side = pathParameter(requestContext, request, 'side', /\/licence-photos\/[^/]+\/([^/]+)\/?$/);
    if (!Number.isInteger(driver) || driver < 0 || driver > 20 || (side !== 'front' && side !== 'back')) {
      throw notFound('No such licence photo.');
    }
    const [photo] = await context.db
      .select()
      .from(licencePhotos)
      .where(
        and(eq(licencePhotos.reservationId, row.id), eq(licencePhotos.driver, driver), eq(licencePhotos.side, side)),
      );
    const file = photo ? await fileStorageFromEnv().get(photo.storageKey) : null;
    if (!file) throw notFound('No licence photo has been given for this driver and side (or it has been purged).');
    await recordStaffAction(context.db, staff, {
      reservationId: row.id,
      action: 'licence-photo.viewed',
      details: { driver, side },
      at: context.now,
    });
    return new Response(new Uint8Array(file.bytes), {
      status: 200,
      headers: { ...privateFileHeaders, 'content-type': file.contentType, 'content-disposition': 'inline' },
    });
  },
});

/** GET …/contract: the newest contract, signed when it was. */
export const staffContractEndpoint = endpoint({
  GET: async (request, requestContext) => {
    const context = engineContext();
    const staff = await requireStaff(context, request);
    const row = await staffReservation(context.db, context.tenant, referenceParam(requestContext, request));
    const [contract] = await context.db
      .select()
      .from(contracts)
      .where(eq(contracts.reservationId, row.id))
      .orderBy(desc(contracts.createdAt))
      .limit(1);
    if (!contract) throw notFound('No contract has been drawn up for this reservation yet.');
    const [signature] = await context.db.select().from(signatures).where(eq(signatures.contractId, contract.id));
    await recordStaffAction(context.db, staff, {
      reservationId: row.id,
      action: 'contract.viewed',
      details: { signed: Boolean(signature) },
      at: context.now,
    });
    return new Response(new Uint8Array(signature ? signature.signedPdf : contract.pdf), {
      status: 200,
      headers: {
        ...privateFileHeaders,
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="rental-agreement-${row.reference}.pdf"`,
      },
    });
  },
});
