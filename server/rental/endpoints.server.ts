import { eq } from 'drizzle-orm';
import * as yup from 'yup';
import type {
  PaymentAttempt,
  PaymentResultAnswer,
  Reservation,
  StartPaymentAnswer,
  LicencePhotoAnswer,
  LicencePhotoSide,
  SigningLinkAnswer,
  SigningLinkSignatureAnswer,
} from '../../src/api-client/types';
import type { TenantId } from '../../src/config/tenants';
import { maxLicencePhotoBytes } from '../../src/config/constants';
import { isLocaleCode, localeCodes, type LocaleCode } from '../../src/config/locales';
import { businessToday } from '../../src/domain/dates';
import { getDatabase } from '../db/client.server';
import { paymentAttempts } from '../db/schema';
import { ApiError } from '../http/api-error.server';
import {
  idempotencyKey,
  pathParameter,
  readBodyBytes,
  readBodyText,
  readJsonObject,
  strictObject,
  validate,
} from '../http/request.server';
import { clientAddress, endpoint, json, type RequestContext } from '../http/responses.server';
import { paymentProcessorFromEnv } from '../payments/index.server';
import { WebhookSignatureError } from '../payments/processor.server';
import { ensureSession, findSession } from '../session.server';
import { fileStorageFromEnv } from '../storage/index.server';
import type { StoredFile } from '../storage/port.server';
import { allExchangeRates } from './catalog.server';
import {
  cancelReservation,
  cancelRequest,
  editRequest,
  editReservation,
  refundRequestBody,
  requestRefund,
} from './changes.server';
import {
  checkInDetailsRequest,
  checkInOptionsRequest,
  contractPdf,
  createContract,
  issueSigningLink,
  payCheckIn,
  saveCheckInDetails,
  saveCheckInOptions,
  signByLink,
  signContract,
  signatureRequest,
  signingLinkContractPdf,
  signingLinkView,
  startCheckIn,
} from './checkin.server';
import { engineContext, type EngineContext } from './context.server';
import {
  checkInPhotoGate,
  deleteLicencePhoto,
  driverIndex,
  putLicencePhoto,
  readLicencePhoto,
  sideParam,
  type PhotoGate,
} from './licence-photos.server';
import {
  applyProcessorEvent,
  refusalMessages,
  settlePayment,
  startPayment,
  type PaymentAttemptRow,
} from './payment.server';
import { checkInPaymentSettled } from './checkin.server';
import { availabilityRequest, quoteRequest, reservationRequest } from './requests';
import {
  createReservation,
  findReservation,
  provenReservation,
  reservationView,
  type ReservationRow,
} from './reservations.server';
import { availability, listLocations, quote, searchOptions } from './search.server';

/**
 * The HTTP side of the rental engine: each endpoint reads and checks its input, calls the engine
 * and answers JSON. `netlify/functions/*.mts` export these, one per file, with their paths.
 */

/** The locale of `?locale=`; 400 for an unknown one or any other query parameter. */
function localeQuery(request: Request): LocaleCode {
  const params = new URL(request.url).searchParams;
  for (const name of params.keys()) {
    if (name !== 'locale') throw new ApiError(400, 'unexpected_query', `Unknown query parameter: ${name}`);
  }
  const locale = params.get('locale') ?? 'en';
  if (!isLocaleCode(locale)) {
    throw new ApiError(400, 'invalid_request', `Locale must be one of ${localeCodes.join(', ')}`, {
      locale: 'Unknown locale',
    });
  }
  return locale;
}

function referenceParam(context: RequestContext, request: Request): string {
  const reference = pathParameter(context, request, 'reference', /\/api\/reservations\/([^/]+)/);
  if (!/^[A-Za-z0-9-]{4,20}$/.test(reference)) throw new ApiError(404, 'not_found', 'No reservation was found.');
  return reference;
}

function withCookie(response: Response, setCookie: string | undefined): Response {
  if (setCookie) response.headers.append('set-cookie', setCookie);
  return response;
}

/** A payment attempt as the customer's client sees it (docs/api.md Payment). No card data: none is known. */
function paymentView(attempt: PaymentAttemptRow): PaymentAttempt {
  return {
    id: attempt.id,
    status: attempt.status,
    purpose: attempt.purpose,
    amount: attempt.amount,
    currency: attempt.currency as PaymentAttempt['currency'],
    capture: attempt.capture,
    testMode: paymentProcessorFromEnv().testMode,
    cardBrand: attempt.cardBrand,
    cardLast4: attempt.cardLast4,
    failureCode: attempt.failureCode,
  };
}

/** A started payment: the attempt and where the customer types the card (the processor's page). */
function startedAnswer(attempt: PaymentAttemptRow, view: Reservation, replayed: boolean): Response {
  const checkout =
    attempt.status === 'pending' && attempt.checkoutUrl
      ? { url: attempt.checkoutUrl, expiresAt: attempt.expiresAt.toISOString() }
      : null;
  return json(
    { payment: paymentView(attempt), checkout, reservation: view } satisfies StartPaymentAnswer,
    replayed ? 200 : 201,
    replayed ? { 'idempotent-replayed': 'true' } : {},
  );
}

/** A settled (or still pending) payment: 402 with the refusal when it failed. */
function settledAnswer(attempt: PaymentAttemptRow, view: Reservation): Response {
  const payment = paymentView(attempt);
  if (attempt.status === 'failed') {
    const code = (attempt.failureCode ?? 'card_declined') as keyof typeof refusalMessages;
    const message = refusalMessages[code] ?? refusalMessages.card_declined;
    return json({ error: { code, message }, payment, reservation: view }, 402);
  }
  return json({ payment, reservation: view } satisfies PaymentResultAnswer);
}

/**
 * The body of a payment request: where the processor sends the customer back. Card details are never
 * accepted (PCI DSS SAQ A: they are typed into the processor's page), with a message that says so.
 */
async function paymentStartRequest(request: Request): Promise<{ returnUrl: string }> {
  const body = await readJsonObject(request);
  if ('card' in body) {
    throw new ApiError(
      400,
      'card_data_refused',
      "Card details are never sent to this site: they are typed into the payment provider's secure page.",
      { card: 'Not accepted here.' },
    );
  }
  const { returnUrl } = await validate(
    strictObject({
      returnUrl: yup.string().typeError('returnUrl must be a string').trim().required('returnUrl is required').max(500),
    }),
    body,
  );
  return { returnUrl: checkedReturnUrl(request, returnUrl) };
}

/** The return address must be on this site (the request's own origin): never an open redirect. */
function checkedReturnUrl(request: Request, returnUrl: string): string {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw new ApiError(400, 'invalid_request', 'returnUrl must be an absolute address.', {
      returnUrl: 'Must be an absolute address on this site.',
    });
  }
  const allowed = new Set([new URL(request.url).origin]);
  const origin = request.headers.get('origin');
  if (origin) allowed.add(origin);
  if (process.env.SITE_URL) allowed.add(new URL(process.env.SITE_URL).origin);
  if (!allowed.has(url.origin) || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ApiError(400, 'invalid_request', 'returnUrl must be an address on this site.', {
      returnUrl: 'Must be an address on this site.',
    });
  }
  return url.toString();
}

const paymentResultRequest = strictObject({
  sessionResult: yup.string().typeError('sessionResult must be a string').trim().max(4000).optional(),
});

function paymentIdParam(context: RequestContext, request: Request): string {
  const id = pathParameter(context, request, 'payment', /\/payments\/([^/]+)\/result\/?$/);
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new ApiError(404, 'not_found', 'No such payment.');
  return id;
}

export const locationsEndpoint = endpoint({
  GET: async (request) =>
    json(await listLocations(engineContext(), localeQuery(request)), 200, { 'cache-control': 'public, max-age=60' }),
});

export const searchOptionsEndpoint = endpoint({
  GET: async (request) =>
    json(await searchOptions(engineContext(), localeQuery(request)), 200, { 'cache-control': 'public, max-age=60' }),
});

export const exchangeRatesEndpoint = endpoint({
  GET: async (request) => {
    localeQuery(request);
    return json(await allExchangeRates(getDatabase()), 200, { 'cache-control': 'public, max-age=300' });
  },
});

export const availabilityEndpoint = endpoint({
  POST: async (request) =>
    json(await availability(engineContext(), await validate(availabilityRequest, await readJsonObject(request)))),
});

export const quoteEndpoint = endpoint({
  POST: async (request) =>
    json(await quote(engineContext(), await validate(quoteRequest, await readJsonObject(request)))),
});

/** GET /api/session: the session check of routes marked "(session)"; creates the session on first need. */
export const sessionEndpoint = endpoint({
  GET: async (request) => {
    const context = engineContext();
    const { session, setCookie } = await ensureSession(context.db, request, context.tenant, context.now);
    return withCookie(
      json({
        session: { active: true, expiresAt: session.expiresAt.toISOString(), reservations: session.provenReservations },
      }),
      setCookie,
    );
  },
});

export const reservationsEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    const key = idempotencyKey(request);
    const body = await validate(reservationRequest(businessToday(context.now)), await readJsonObject(request));
    const { session, setCookie } = await ensureSession(context.db, request, context.tenant, context.now);
    const { reservation, replayed } = await createReservation(context, body, key, session);
    const view = await reservationView(context.db, reservation, context.now);
    return withCookie(json({ reservation: view }, 201, replayed ? { 'idempotent-replayed': 'true' } : {}), setCookie);
  },
});

const findRequest = strictObject({
  reference: yup
    .string()
    .typeError('Reference must be a string')
    .trim()
    .required('Reference is required')
    .max(20, 'Reference is too long'),
  email: yup.string().typeError('Email must be a string').trim().email('Email is invalid').max(200).optional(),
  lastName: yup.string().typeError('Last name must be a string').trim().max(100).optional(),
}).test('emailOrLastName', 'Email or last name is required', (value) => Boolean(value.email || value.lastName));

export const findReservationEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const body = await validate(findRequest, await readJsonObject(request));
    const { session, setCookie } = await ensureSession(context.db, request, context.tenant, context.now);
    const row = await findReservation(context, body, clientAddress(request, requestContext), session);
    return withCookie(json({ reservation: await reservationView(context.db, row, context.now) }), setCookie);
  },
});

export const reservationEndpoint = endpoint({
  GET: async (request, requestContext) => {
    const context = engineContext();
    const locale = localeQuery(request);
    const session = await findSession(context.db, request, context.tenant, context.now);
    const row = await provenReservation(context.db, context.tenant, referenceParam(requestContext, request), session);
    return json({ reservation: await reservationView(context.db, row, context.now, locale) });
  },
  PATCH: async (request, requestContext) => {
    const context = engineContext();
    const body = await validate(editRequest(businessToday(context.now)), await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const row = await editReservation(
      context,
      paymentProcessorFromEnv(),
      referenceParam(requestContext, request),
      body,
      session,
    );
    return json({ reservation: await reservationView(context.db, row, context.now) });
  },
});

export const reservationPaymentsEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const key = idempotencyKey(request);
    const { returnUrl } = await paymentStartRequest(request);
    const session = await findSession(context.db, request, context.tenant, context.now);
    const reference = referenceParam(requestContext, request);
    const { attempt, reservation, replayed } = await startPayment(
      context,
      paymentProcessorFromEnv(),
      {
        reference,
        key,
        returnUrl,
        purpose: 'booking',
      },
      session,
    );
    return startedAnswer(attempt, await reservationView(context.db, reservation, context.now), replayed);
  },
});

/** POST /api/reservations/{reference}/payments/{id}/result: how the checkout ended, applied once. */
export const paymentResultEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const { sessionResult } = await validate(paymentResultRequest, await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const processor = paymentProcessorFromEnv();
    const { attempt, reservation } = await settlePayment(
      context,
      processor,
      {
        reference: referenceParam(requestContext, request),
        attemptId: paymentIdParam(requestContext, request),
        ...(sessionResult ? { sessionResult } : {}),
      },
      session,
    );
    let row = reservation;
    if (attempt.status === 'succeeded' && (attempt.purpose === 'check-in' || attempt.purpose === 'deposit')) {
      await checkInPaymentSettled(context, processor, row.id);
      row = await provenReservation(context.db, context.tenant, row.reference, session);
    }
    return settledAnswer(attempt, await reservationView(context.db, row, context.now));
  },
});

/**
 * POST /api/payments/webhook: the processor's signed notifications, the source of truth for how a
 * payment ended (a customer who closed the tab after paying is still confirmed). A missing or wrong
 * signature gets 401; a repeated event changes nothing.
 */
export const paymentWebhookEndpoint = endpoint({
  POST: async (request) => {
    const context = engineContext();
    const processor = paymentProcessorFromEnv();
    const body = await readBodyText(request, 256 * 1024);
    let events;
    try {
      events = processor.readWebhook(body, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        throw new ApiError(401, 'invalid_signature', 'The webhook signature is missing or wrong.');
      }
      throw new ApiError(400, 'invalid_request', 'The webhook body is not a notification.');
    }
    for (const event of events) {
      await applyProcessorEvent(context, processor, event);
      if (event.kind === 'authorisation' && event.success) {
        const [attempt] = await context.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.pspReference, event.pspReference));
        if (attempt && (attempt.purpose === 'check-in' || attempt.purpose === 'deposit')) {
          await checkInPaymentSettled(context, processor, attempt.reservationId);
        }
      }
    }
    return new Response(processor.webhookAcceptedBody, {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  },
});

export const cancelEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const body = await validate(cancelRequest, await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const row = await cancelReservation(
      context,
      paymentProcessorFromEnv(),
      referenceParam(requestContext, request),
      body,
      session,
    );
    return json({ reservation: await reservationView(context.db, row, context.now) });
  },
});

export const refundRequestsEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const body = await validate(refundRequestBody, await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const refundRequest = await requestRefund(context, referenceParam(requestContext, request), body, session);
    return json({ refundRequest }, 201);
  },
});

/** A check-in step's answer: the reservation as the step left it. */
async function checkInAnswer(context: EngineContext, row: ReservationRow) {
  return json({ reservation: await reservationView(context.db, row, context.now) });
}

export const checkInEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const reference = referenceParam(requestContext, request);
    const session = await findSession(context.db, request, context.tenant, context.now);
    const { reservation } = await startCheckIn(context, reference, session);
    return checkInAnswer(context, reservation);
  },
});

export const checkInDetailsEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const reference = referenceParam(requestContext, request);
    const body = await validate(checkInDetailsRequest(businessToday(context.now)), await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const { reservation } = await saveCheckInDetails(context, reference, body, session);
    return checkInAnswer(context, reservation);
  },
});

export const checkInOptionsEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const reference = referenceParam(requestContext, request);
    const body = await validate(checkInOptionsRequest, await readJsonObject(request));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const { reservation } = await saveCheckInOptions(context, paymentProcessorFromEnv(), reference, body, session);
    return checkInAnswer(context, reservation);
  },
});

export const checkInPaymentEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const reference = referenceParam(requestContext, request);
    const key = idempotencyKey(request);
    const { returnUrl } = await paymentStartRequest(request);
    const session = await findSession(context.db, request, context.tenant, context.now);
    const outcome = await payCheckIn(context, paymentProcessorFromEnv(), reference, { key, returnUrl }, session);
    if (outcome.status === 'done') return checkInAnswer(context, outcome.reservation);
    const { attempt, reservation, replayed } = outcome.started;
    return startedAnswer(attempt, await reservationView(context.db, reservation, context.now), replayed);
  },
});

export const checkInContractEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const session = await findSession(context.db, request, context.tenant, context.now);
    const result = await createContract(context, referenceParam(requestContext, request), session);
    return json(result, 201);
  },
  GET: async (request, requestContext) => {
    const context = engineContext();
    const session = await findSession(context.db, request, context.tenant, context.now);
    const { reference, pdf, signed } = await contractPdf(context, referenceParam(requestContext, request), session);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="rental-agreement-${reference}${signed ? '-signed' : ''}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});

export const checkInSigningLinkEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const session = await findSession(context.db, request, context.tenant, context.now);
    return json(await issueSigningLink(context, referenceParam(requestContext, request), session), 201);
  },
});

export const checkInSignatureEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const reference = referenceParam(requestContext, request);
    // A drawn signature as a PNG data URL: allow more than the default body size.
    const body = await validate(signatureRequest, await readJsonObject(request, 768 * 1024));
    const session = await findSession(context.db, request, context.tenant, context.now);
    const result = await signContract(context, reference, body, clientAddress(request, requestContext), session);
    return json(
      { reservation: await reservationView(context.db, result.reservation, context.now), signature: result.signature },
      201,
    );
  },
});

/** The `{driver}` and `{side}` of a licence photo path (404 for anything else, like an unknown reservation). */
function licencePhotoParams(context: RequestContext, request: Request) {
  const match = /\/check-in\/licence-photos\/([^/]+)\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
  return {
    reference: referenceParam(context, request),
    driver: driverIndex(context.params?.driver ?? match?.[1]),
    side: sideParam(context.params?.side ?? match?.[2]),
  };
}

const photoTooLarge = () =>
  new ApiError(413, 'photo_too_large', `A licence photo may be at most ${maxLicencePhotoBytes} bytes.`, {
    photo: `At most ${maxLicencePhotoBytes} bytes.`,
  });

/** A licence photo's bytes as answered: never cached, never sniffed, shown inline. */
function licencePhotoResponse(file: StoredFile): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
    },
  });
}

interface LicencePhotoParams {
  reference: string;
  driver: number;
  side: LicencePhotoSide;
}

/**
 * PUT, GET and DELETE of one licence photo: `params` reads the path, `gate` says when the photo may
 * change, `check` refuses a brand first (the lease's photos exist only where leases are offered).
 */
export function licencePhotoEndpointOf(
  params: (context: RequestContext, request: Request) => LicencePhotoParams,
  gate: PhotoGate = checkInPhotoGate,
  check: (tenant: TenantId) => unknown = () => undefined,
) {
  const begin = async (request: Request, requestContext: RequestContext) => {
    const context = engineContext();
    check(context.tenant);
    return { context, params: params(requestContext, request) };
  };
  return endpoint({
    PUT: async (request, requestContext) => {
      const { context, params: photo } = await begin(request, requestContext);
      // The body is the image itself; its type is found from its bytes, whatever Content-Type says.
      const bytes = await readBodyBytes(request, maxLicencePhotoBytes, photoTooLarge);
      const session = await findSession(context.db, request, context.tenant, context.now);
      const { licencePhoto, replaced } = await putLicencePhoto(
        context,
        fileStorageFromEnv(),
        { ...photo, bytes },
        session,
        gate,
      );
      return json({ licencePhoto } satisfies LicencePhotoAnswer, replaced ? 200 : 201);
    },
    GET: async (request, requestContext) => {
      const { context, params: photo } = await begin(request, requestContext);
      const session = await findSession(context.db, request, context.tenant, context.now);
      return licencePhotoResponse(await readLicencePhoto(context, fileStorageFromEnv(), photo, session));
    },
    DELETE: async (request, requestContext) => {
      const { context, params: photo } = await begin(request, requestContext);
      const session = await findSession(context.db, request, context.tenant, context.now);
      await deleteLicencePhoto(context, fileStorageFromEnv(), photo, session, gate);
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    },
  });
}

/** PUT, GET, DELETE /api/reservations/{reference}/check-in/licence-photos/{driver}/{side}. */
export const licencePhotoEndpoint = licencePhotoEndpointOf(licencePhotoParams);

/** The `{token}` of a signing link path. */
function tokenParam(context: RequestContext, request: Request): string {
  return pathParameter(context, request, 'token', /\/api\/signing-links\/([^/]+)/);
}

export const signingLinkEndpoint = endpoint({
  GET: async (request, requestContext) =>
    json((await signingLinkView(engineContext(), tokenParam(requestContext, request))) satisfies SigningLinkAnswer),
});

export const signingLinkContractEndpoint = endpoint({
  GET: async (request, requestContext) => {
    const { reference, pdf } = await signingLinkContractPdf(engineContext(), tokenParam(requestContext, request));
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="rental-agreement-${reference}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      },
    });
  },
});

export const signingLinkSignatureEndpoint = endpoint({
  POST: async (request, requestContext) => {
    const context = engineContext();
    const token = tokenParam(requestContext, request);
    const body = await validate(signatureRequest, await readJsonObject(request, 768 * 1024));
    const answer = await signByLink(context, token, body, clientAddress(request, requestContext));
    return json(answer satisfies SigningLinkSignatureAnswer, 201);
  },
});
