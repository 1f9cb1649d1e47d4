import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, normalizeCardNumber, validateCard } from './card';
import { renderChallengePage, renderMessagePage, renderPaymentPage, hostedPageSecurityPolicy } from './hosted-page';
import { testCardOutcome, type TestCardOutcome } from './test-cards';
import { textsFor, type TestProcessorTexts } from './texts';

/**
 * The local test processor: a stand-in for Adyen that speaks the subset of its Checkout API the site
 * uses (`POST /v71|v72/sessions` in hosted mode, `GET /sessions/{id}`, stored-card `POST /payments`,
 * `captures`, `cancels`, `refunds`, `amountUpdates`), serves its own card form on its own origin
 * (`/checkout/{sessionId}`, with a 3-D Secure challenge for card 4000 0000 0000 3220), and sends
 * Adyen's standard webhooks signed with Adyen's HMAC scheme. Everything is kept in memory: it plays an
 * outside system, and a restart forgets it as a new test account would.
 */
export interface TestProcessorOptions {
  /** 0 picks a free port. */
  port: number;
  host: '127.0.0.1' | 'localhost' | string;
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key that signs the webhooks. */
  hmacKey: string;
  /** Where the webhooks go; none are sent when absent. */
  webhookUrl?: string | null;
  /** The Basic authentication of the webhook's settings, sent with every delivery as Adyen does. */
  webhookBasicAuth?: { username: string; password: string } | null;
  /** The merchant's name on the hosted page. */
  merchantName?: string;
  /** Pauses before each webhook delivery attempt; the first is usually 0. */
  webhookRetryDelaysMs?: readonly number[];
  /** The clock, for session expiry and card expiry. */
  now?: () => Date;
}

export interface ReceivedRequest {
  /** `api` for the Checkout API (what the site sends), `page` for the shopper's browser. */
  kind: 'api' | 'page';
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body of an API request; page bodies (card details) are never kept. */
  body: string | null;
}

export interface WebhookDelivery {
  body: string;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

/** `error`: answer 500 without doing anything; `error_after_processing`: do it, then answer 500; `hang`: never answer. */
export type InjectedFault = 'error' | 'error_after_processing' | 'hang';

export interface TestProcessor {
  /** The processor's origin, such as `http://127.0.0.1:8898`. */
  url: string;
  close(): Promise<void>;
  /** Every request received so far, oldest first. */
  receivedRequests(): ReceivedRequest[];
  /** Makes the next `count` API requests fail as `fault` says (for retry tests). */
  failNextRequests(count: number, fault: InjectedFault): void;
  /** Every webhook sent so far, with its delivery state. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves when no webhook delivery is under way. */
  webhooksSettled(): Promise<void>;
}

interface Amount {
  currency: string;
  value: number;
}

interface CardOnFile {
  /** Adyen's payment method variant: `visa`, `mc`, `amex`… */
  variant: string;
  last4: string;
  /** `MM/YYYY`. */
  expiryDate: string;
  outcome: TestCardOutcome;
}

type SessionStatus = 'active' | 'completed' | 'refused' | 'canceled' | 'expired';

interface Session {
  id: string;
  reference: string;
  amount: Amount;
  returnUrl: string;
  shopperLocale: string | undefined;
  shopperReference: string | undefined;
  description: string;
  storeCard: boolean;
  manualCapture: boolean;
  expiresAt: Date;
  status: Exclude<SessionStatus, 'expired'>;
  paymentPspReference: string | null;
  pendingChallenge: CardOnFile | null;
}

interface Payment {
  pspReference: string;
  merchantReference: string;
  currency: string;
  resultCode: 'Authorised' | 'Refused';
  authorised: number;
  captured: number;
  refunded: number;
  cancelled: boolean;
  manualCapture: boolean;
  card: CardOnFile;
}

interface StoredCard {
  shopperReference: string;
  card: CardOnFile;
}

interface ApiAnswer {
  status: number;
  body: unknown;
}

type NotificationItem = {
  additionalData: Record<string, string>;
  amount: Amount;
  eventCode: string;
  eventDate: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  paymentMethod?: string;
  pspReference: string;
  reason: string;
  success: 'true' | 'false';
  operations?: string[];
};

/** Adyen's decimals for the currencies the site charges in (ISK with 2, unlike ISO 4217). */
const adyenDecimals: Record<string, number> = { JPY: 0, KRW: 0, CVE: 0, DJF: 0 };

const defaultWebhookRetryDelaysMs = [0, 250, 1_000, 4_000, 15_000];

function apiError(status: number, errorCode: string, message: string, errorType = 'validation'): ApiAnswer {
  return { status, body: { status, errorCode, message, errorType } };
}

/** Adyen-like references: 16 characters of digits and capitals. */
function newReference(prefix = ''): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(16);
  return (
    prefix +
    Array.from(bytes, (byte) => alphabet[byte % alphabet.length])
      .join('')
      .slice(0, 16 - prefix.length)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function amountError(amount: unknown): ApiAnswer | null {
  if (!isRecord(amount)) return apiError(422, '100', 'Required field amount is missing');
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency)) {
    return apiError(422, '102', 'Invalid amount currency');
  }
  if (typeof amount.value !== 'number' || !Number.isSafeInteger(amount.value) || amount.value < 0) {
    return apiError(422, '137', 'Invalid amount specified');
  }
  return null;
}

function variantOf(number: string): string {
  const brand = cardBrand(number);
  return brand === 'mastercard' ? 'mc' : brand === 'unionpay' ? 'cup' : brand;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 1_000_000) request.destroy(new Error('Request body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Starts the test processor; resolves once it listens. */
export async function startTestProcessor(options: TestProcessorOptions): Promise<TestProcessor> {
  const now = options.now ?? (() => new Date());
  const merchantName = options.merchantName ?? options.merchantAccount;
  const webhookRetryDelaysMs = options.webhookRetryDelaysMs ?? defaultWebhookRetryDelaysMs;
  const sessionResultSecret = randomBytes(32);

  const sessions = new Map<string, Session>();
  const payments = new Map<string, Payment>();
  const storedCards = new Map<string, StoredCard>();
  const idempotent = new Map<string, { bodyHash: string; answer: ApiAnswer }>();
  const received: ReceivedRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const pendingDeliveries = new Set<Promise<void>>();
  const hangingResponses = new Set<ServerResponse>();
  const faults: InjectedFault[] = [];
  const pendingPauses = new Map<NodeJS.Timeout, () => void>();
  let isClosed = false;

  /** A pause between webhook attempts that `close()` cuts short. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pendingPauses.delete(timer);
        resolve();
      }, ms);
      pendingPauses.set(timer, resolve);
    });
  }

  // ---- Webhooks -------------------------------------------------------------------------------

  /** Adyen's HMAC over `pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success`. */
  function sign(item: NotificationItem): string {
    const signed = [
      item.pspReference,
      item.originalReference ?? '',
      item.merchantAccountCode,
      item.merchantReference,
      item.amount.value,
      item.amount.currency,
      item.eventCode,
      item.success,
    ].join(':');
    return createHmac('sha256', Buffer.from(options.hmacKey, 'hex')).update(signed, 'utf8').digest('base64');
  }

  function sendWebhook(item: Omit<NotificationItem, 'merchantAccountCode' | 'eventDate'>): void {
    if (!options.webhookUrl) return;
    const full: NotificationItem = {
      ...item,
      merchantAccountCode: options.merchantAccount,
      eventDate: now().toISOString(),
    };
    full.additionalData = { ...full.additionalData, hmacSignature: sign(full) };
    const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: full }] });
    const delivery: WebhookDelivery = { body, attempts: 0, delivered: false, lastStatus: null };
    deliveries.push(delivery);
    const webhookUrl = options.webhookUrl;
    const deliver = async () => {
      for (const delayMs of webhookRetryDelaysMs) {
        if (delayMs > 0) await pause(delayMs);
        if (isClosed) return;
        delivery.attempts += 1;
        try {
          const response = await fetch(webhookUrl, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(options.webhookBasicAuth
                ? {
                    authorization: `Basic ${Buffer.from(`${options.webhookBasicAuth.username}:${options.webhookBasicAuth.password}`).toString('base64')}`,
                  }
                : {}),
            },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          delivery.lastStatus = response.status;
          await response.text();
          if (response.ok) {
            delivery.delivered = true;
            return;
          }
        } catch {
          // The site is down or slow: the next attempt tries again, as Adyen retries.
          delivery.lastStatus = null;
        }
      }
    };
    const pending = deliver().finally(() => pendingDeliveries.delete(pending));
    pendingDeliveries.add(pending);
  }

  function authorisationWebhook(
    payment: Payment,
    success: boolean,
    reason: string,
    extra: Record<string, string> = {},
  ) {
    sendWebhook({
      pspReference: payment.pspReference,
      merchantReference: payment.merchantReference,
      amount: { currency: payment.currency, value: payment.authorised },
      eventCode: 'AUTHORISATION',
      paymentMethod: payment.card.variant,
      success: success ? 'true' : 'false',
      reason,
      ...(success && payment.manualCapture ? { operations: ['CANCEL', 'CAPTURE', 'REFUND'] } : {}),
      additionalData: {
        cardSummary: payment.card.last4,
        expiryDate: payment.card.expiryDate,
        ...(success ? { authCode: '123456' } : {}),
        ...extra,
      },
    });
  }

  // ---- Sessions and payments --------------------------------------------------------------------

  function statusOf(session: Session): SessionStatus {
    return session.status === 'active' && now() >= session.expiresAt ? 'expired' : session.status;
  }

  /** The opaque `sessionResult` of the return URL: the session's id, signed by the processor. */
  function sessionResultOf(session: Session): string {
    const payload = Buffer.from(`${session.id}.${statusOf(session)}`).toString('base64url');
    return `${payload}.${createHmac('sha256', sessionResultSecret).update(payload).digest('base64url')}`;
  }

  function isValidSessionResult(session: Session, sessionResult: string): boolean {
    const [payload = '', signature = ''] = sessionResult.split('.');
    const expected = createHmac('sha256', sessionResultSecret).update(payload).digest();
    const given = Buffer.from(signature, 'base64url');
    const isSigned = given.length === expected.length && timingSafeEqual(given, expected);
    return isSigned && Buffer.from(payload, 'base64url').toString().startsWith(`${session.id}.`);
  }

  function returnUrlOf(session: Session): string {
    const url = new URL(session.returnUrl);
    url.searchParams.set('sessionId', session.id);
    url.searchParams.set('sessionResult', sessionResultOf(session));
    return url.toString();
  }

  function createSession(request: Record<string, unknown>): ApiAnswer {
    const invalidAmount = amountError(request.amount);
    if (invalidAmount) return invalidAmount;
    if (typeof request.reference !== 'string' || request.reference === '') {
      return apiError(422, '130', 'Required field reference is missing');
    }
    let returnUrl: URL;
    try {
      returnUrl = new URL(String(request.returnUrl));
      if (!/^https?:$/.test(returnUrl.protocol)) throw new Error('not http');
    } catch {
      return apiError(422, '14_051', 'Required field returnUrl is missing or invalid');
    }
    if (request.mode !== 'hosted') return apiError(422, '702', 'The test processor serves hosted mode sessions only');
    const expiresAt = request.expiresAt ? new Date(String(request.expiresAt)) : new Date(now().getTime() + 3_600_000);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now()) return apiError(422, '702', 'Invalid expiresAt');
    const additionalData = isRecord(request.additionalData) ? request.additionalData : {};
    const lineItems = Array.isArray(request.lineItems) ? request.lineItems : [];
    const firstItem: unknown = lineItems[0];
    const storeCard = request.storePaymentMethodMode === 'enabled';
    if (storeCard && typeof request.shopperReference !== 'string') {
      return apiError(422, '14_012', 'shopperReference is required to store a payment method');
    }
    const session: Session = {
      id: `CS${randomBytes(8).toString('hex').toUpperCase()}`,
      reference: request.reference,
      amount: request.amount as Amount,
      returnUrl: returnUrl.toString(),
      shopperLocale: typeof request.shopperLocale === 'string' ? request.shopperLocale : undefined,
      shopperReference: typeof request.shopperReference === 'string' ? request.shopperReference : undefined,
      description:
        isRecord(firstItem) && typeof firstItem.description === 'string' ? firstItem.description : request.reference,
      storeCard,
      manualCapture: additionalData.manualCapture === 'true',
      expiresAt,
      status: 'active',
      paymentPspReference: null,
      pendingChallenge: null,
    };
    sessions.set(session.id, session);
    return {
      status: 201,
      body: {
        ...request,
        id: session.id,
        expiresAt: session.expiresAt.toISOString(),
        url: `${server.url}/checkout/${session.id}`,
      },
    };
  }

  function sessionResult(id: string, sessionResultParameter: string | null): ApiAnswer {
    const session = sessions.get(id);
    if (!session) return apiError(422, '14_030', 'Session not found');
    if (sessionResultParameter !== null && !isValidSessionResult(session, sessionResultParameter)) {
      return apiError(422, '14_031', 'Invalid sessionResult');
    }
    const payment = session.paymentPspReference ? payments.get(session.paymentPspReference) : undefined;
    return {
      status: 200,
      body: {
        id: session.id,
        reference: session.reference,
        status: statusOf(session),
        payments: payment
          ? [
              {
                pspReference: payment.pspReference,
                resultCode: payment.resultCode,
                amount: { currency: payment.currency, value: session.amount.value },
                paymentMethod: { brand: payment.card.variant, type: 'scheme' },
              },
            ]
          : [],
      },
    };
  }

  /** The shopper's card has its outcome: record it, send the webhook, and say where the browser goes. */
  function finishSession(session: Session, card: CardOnFile, refusalReason: string | null): string {
    const isAuthorised = refusalReason === null;
    const payment: Payment = {
      pspReference: newReference(),
      merchantReference: session.reference,
      currency: session.amount.currency,
      resultCode: isAuthorised ? 'Authorised' : 'Refused',
      authorised: isAuthorised ? session.amount.value : 0,
      captured: isAuthorised && !session.manualCapture ? session.amount.value : 0,
      refunded: 0,
      cancelled: false,
      manualCapture: session.manualCapture,
      card,
    };
    payments.set(payment.pspReference, payment);
    session.paymentPspReference = payment.pspReference;
    session.pendingChallenge = null;
    session.status = isAuthorised ? 'completed' : 'refused';
    const tokenisation: Record<string, string> = {};
    if (isAuthorised && session.storeCard && session.shopperReference) {
      const storedPaymentMethodId = newReference('M');
      storedCards.set(storedPaymentMethodId, { shopperReference: session.shopperReference, card });
      Object.assign(tokenisation, {
        'tokenization.storedPaymentMethodId': storedPaymentMethodId,
        'tokenization.shopperReference': session.shopperReference,
        'tokenization.store.operationType': 'created',
        'recurring.recurringDetailReference': storedPaymentMethodId,
        'recurring.shopperReference': session.shopperReference,
      });
    }
    // Adyen's AUTHORISATION reason: `authCode:last4:expiry` when authorised, the refusal reason otherwise.
    const reason = isAuthorised ? `123456:${card.last4}:${card.expiryDate}` : refusalReason;
    authorisationWebhook({ ...payment, authorised: session.amount.value }, isAuthorised, reason, tokenisation);
    return returnUrlOf(session);
  }

  function storedCardPayment(request: Record<string, unknown>): ApiAnswer {
    const invalidAmount = amountError(request.amount);
    if (invalidAmount) return invalidAmount;
    const amount = request.amount as Amount;
    if (typeof request.reference !== 'string' || request.reference === '') {
      return apiError(422, '130', 'Required field reference is missing');
    }
    const paymentMethod = isRecord(request.paymentMethod) ? request.paymentMethod : {};
    const storedPaymentMethodId = paymentMethod.storedPaymentMethodId;
    if (typeof storedPaymentMethodId !== 'string') {
      // The site never sends card details: it is in PCI DSS SAQ A scope.
      return apiError(422, '702', 'The test processor takes stored payment methods only; card details are refused');
    }
    if (request.shopperInteraction !== 'ContAuth') return apiError(422, '702', 'shopperInteraction must be ContAuth');
    const stored = storedCards.get(storedPaymentMethodId);
    if (!stored || stored.shopperReference !== request.shopperReference) {
      return apiError(422, '800', 'Contract not found');
    }
    const additionalData = isRecord(request.additionalData) ? request.additionalData : {};
    const refusalReason = stored.card.outcome.kind === 'authorise_then_refuse_stored' ? 'Not enough balance' : null;
    const payment: Payment = {
      pspReference: newReference(),
      merchantReference: request.reference,
      currency: amount.currency,
      resultCode: refusalReason ? 'Refused' : 'Authorised',
      authorised: refusalReason ? 0 : amount.value,
      captured: refusalReason || additionalData.manualCapture === 'true' ? 0 : amount.value,
      refunded: 0,
      cancelled: false,
      manualCapture: additionalData.manualCapture === 'true',
      card: stored.card,
    };
    payments.set(payment.pspReference, payment);
    authorisationWebhook(
      { ...payment, authorised: amount.value },
      !refusalReason,
      refusalReason ?? `123456:${stored.card.last4}:${stored.card.expiryDate}`,
    );
    return {
      status: 200,
      body: {
        pspReference: payment.pspReference,
        resultCode: payment.resultCode,
        merchantReference: payment.merchantReference,
        amount,
        paymentMethod: { brand: stored.card.variant, type: 'scheme' },
        additionalData: { cardSummary: stored.card.last4, expiryDate: stored.card.expiryDate },
        ...(refusalReason ? { refusalReason, refusalReasonCode: '5' } : {}),
      },
    };
  }

  const modificationEvents = {
    captures: 'CAPTURE',
    cancels: 'CANCELLATION',
    refunds: 'REFUND',
    amountUpdates: 'AUTHORISATION_ADJUSTMENT',
  } as const;

  type Modification = keyof typeof modificationEvents;

  /** Applies a modification to the payment; the reason it fails, or null. */
  function applyModification(payment: Payment, modification: Modification, value: number): string | null {
    switch (modification) {
      case 'captures':
        if (payment.cancelled) return 'Payment cancelled';
        if (!payment.manualCapture) return 'Payment already captured';
        if (value <= 0 || payment.captured + value > payment.authorised) return 'Insufficient balance on payment';
        payment.captured += value;
        return null;
      case 'cancels':
        if (payment.cancelled) return 'Payment already cancelled';
        if (payment.captured >= payment.authorised) return 'Payment already captured';
        payment.cancelled = true;
        return null;
      case 'refunds':
        if (value <= 0 || payment.refunded + value > payment.captured) return 'Insufficient balance on payment';
        payment.refunded += value;
        return null;
      case 'amountUpdates':
        if (payment.cancelled) return 'Payment cancelled';
        if (!payment.manualCapture) return 'Payment already captured';
        if (value <= 0 || value < payment.captured) return 'Amount below what is captured';
        payment.authorised = value;
        return null;
    }
  }

  function modify(
    paymentPspReference: string,
    modification: Modification,
    request: Record<string, unknown>,
  ): ApiAnswer {
    const payment = payments.get(paymentPspReference);
    if (!payment || payment.resultCode !== 'Authorised') {
      return apiError(422, '167', 'Original pspReference required for this operation');
    }
    let value = 0;
    if (modification !== 'cancels') {
      const invalidAmount = amountError(request.amount);
      if (invalidAmount) return invalidAmount;
      const amount = request.amount as Amount;
      if (amount.currency !== payment.currency) return apiError(422, '102', 'Currency of the modification differs');
      value = amount.value;
    }
    const pspReference = newReference();
    const failure = applyModification(payment, modification, value);
    const reference = typeof request.reference === 'string' ? request.reference : payment.merchantReference;
    const webhookValue = modification === 'cancels' ? payment.authorised - payment.captured : value;
    sendWebhook({
      pspReference,
      originalReference: payment.pspReference,
      merchantReference: reference,
      amount: { currency: payment.currency, value: webhookValue },
      eventCode: modificationEvents[modification],
      paymentMethod: payment.card.variant,
      success: failure ? 'false' : 'true',
      reason: failure ?? '',
      additionalData: {},
    });
    return {
      status: 201,
      body: {
        merchantAccount: options.merchantAccount,
        paymentPspReference: payment.pspReference,
        pspReference,
        reference,
        status: 'received',
        ...(modification === 'cancels' ? {} : { amount: request.amount }),
      },
    };
  }

  function routeApi(method: string, path: string, query: URLSearchParams, body: string): ApiAnswer {
    let request: Record<string, unknown> = {};
    if (method === 'POST') {
      try {
        const parsed: unknown = JSON.parse(body);
        if (!isRecord(parsed)) throw new Error('not an object');
        request = parsed;
      } catch {
        return apiError(400, '702', 'Unparsable JSON body');
      }
      if (request.merchantAccount !== options.merchantAccount) {
        return apiError(403, '901', 'Invalid Merchant Account', 'security');
      }
    }
    const sessionMatch = /^sessions\/([A-Z0-9]+)$/.exec(path);
    const modificationMatch = /^payments\/([A-Z0-9]+)\/(captures|cancels|refunds|amountUpdates)$/.exec(path);
    if (method === 'POST' && path === 'sessions') return createSession(request);
    if (method === 'GET' && sessionMatch?.[1]) return sessionResult(sessionMatch[1], query.get('sessionResult'));
    if (method === 'POST' && path === 'payments') return storedCardPayment(request);
    if (method === 'POST' && modificationMatch?.[1] && modificationMatch[2]) {
      return modify(modificationMatch[1], modificationMatch[2] as Modification, request);
    }
    return apiError(404, '000', `No such endpoint: ${method} ${path}`);
  }

  function handleApi(
    method: string,
    path: string,
    query: URLSearchParams,
    headers: IncomingMessage['headers'],
    body: string,
  ) {
    if (headers['x-api-key'] !== options.apiKey) {
      return { answer: apiError(401, '000', 'HTTP Status Response - Unauthorized', 'security'), remember: () => {} };
    }
    const idempotencyKey = typeof headers['idempotency-key'] === 'string' ? headers['idempotency-key'] : null;
    const bodyHash = createHash('sha256').update(`${method} ${path} ${body}`).digest('hex');
    if (idempotencyKey) {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.bodyHash !== bodyHash) {
        return {
          answer: apiError(422, '704', 'Idempotency key reused with a different request', 'validation'),
          remember: () => {},
        };
      }
      if (earlier) return { answer: earlier.answer, remember: () => {} };
    }
    const answer = routeApi(method, path, query, body);
    // Like Adyen, an answer is kept under its key unless it was a server error (the retry is then fresh).
    const remember = () => {
      if (idempotencyKey && answer.status < 500) idempotent.set(idempotencyKey, { bodyHash, answer });
    };
    return { answer, remember };
  }

  // ---- Hosted pages -------------------------------------------------------------------------------

  function formatAmount(texts: TestProcessorTexts, amount: Amount): string {
    const decimals = adyenDecimals[amount.currency] ?? 2;
    return new Intl.NumberFormat(texts.lang, { style: 'currency', currency: amount.currency }).format(
      amount.value / 10 ** decimals,
    );
  }

  function sendHtml(response: ServerResponse, status: number, html: string, returnOrigin: string | null) {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // Framed by the merchant's site only: `frame-ancestors` says which (X-Frame-Options cannot name it).
      'content-security-policy': hostedPageSecurityPolicy(returnOrigin),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
    });
    response.end(html);
  }

  function redirect(response: ServerResponse, location: string) {
    response.writeHead(303, { location, 'cache-control': 'no-store' });
    response.end();
  }

  /** Parses `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY`; anything else is left for `validateCard` to refuse. */
  function parseExpiry(expiry: string): { expMonth: string; expYear: string } {
    const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
    if (match) return { expMonth: match[1] ?? '', expYear: match[2] ?? '' };
    return expiry.trim() === '' ? { expMonth: '', expYear: '' } : { expMonth: 'invalid', expYear: 'invalid' };
  }

  async function handlePage(
    request: IncomingMessage,
    response: ServerResponse,
    sessionId: string,
    isChallenge: boolean,
  ) {
    const session = sessions.get(sessionId);
    if (!session) {
      const texts = textsFor(undefined);
      sendHtml(response, 404, renderMessagePage({ texts, title: texts.notFoundTitle, text: texts.notFoundText }), null);
      return;
    }
    const texts = textsFor(session.shopperLocale);
    const returnOrigin = new URL(session.returnUrl).origin;
    const amount = formatAmount(texts, session.amount);
    const method = request.method ?? 'GET';
    // The body first, the session's state after: of two Pay presses, the second finds the session paid.
    const form = method === 'POST' ? new URLSearchParams(await readBody(request)) : null;
    const status = statusOf(session);
    if (status !== 'active') {
      const [title, text] =
        status === 'expired' ? [texts.expiredTitle, texts.expiredText] : [texts.finishedTitle, texts.finishedText];
      const page = renderMessagePage({ texts, title, text, merchant: merchantName, backUrl: returnUrlOf(session) });
      sendHtml(response, method === 'GET' ? 200 : 409, page, returnOrigin);
      return;
    }
    const pageUrl = `/checkout/${session.id}`;
    const challengeUrl = `${pageUrl}/challenge`;

    if (isChallenge) {
      const card = session.pendingChallenge;
      if (!card) return redirect(response, pageUrl);
      if (form?.get('action') === 'approve') return redirect(response, finishSession(session, card, null));
      if (form?.get('action') === 'deny')
        return redirect(response, finishSession(session, card, '3D Not Authenticated'));
      const page = renderChallengePage({ texts, action: challengeUrl, merchant: merchantName, amount });
      return sendHtml(response, 200, page, returnOrigin);
    }

    const paymentPage = (statusCode: number, extra: Partial<Parameters<typeof renderPaymentPage>[0]> = {}) =>
      sendHtml(
        response,
        statusCode,
        renderPaymentPage({
          texts,
          action: pageUrl,
          merchant: merchantName,
          description: session.description,
          amount,
          ...extra,
        }),
        returnOrigin,
      );
    if (!form) return session.pendingChallenge ? redirect(response, challengeUrl) : paymentPage(200);
    if (form.get('action') === 'cancel') {
      session.status = 'canceled';
      session.pendingChallenge = null;
      return redirect(response, returnUrlOf(session));
    }
    const holderName = form.get('holderName') ?? '';
    const number = form.get('number') ?? '';
    const expiry = form.get('expiry') ?? '';
    const cvc = form.get('cvc') ?? '';
    const { expMonth, expYear } = parseExpiry(expiry);
    const errors = validateCard({ number, expMonth, expYear, cvc, holderName }, now());
    if (Object.keys(errors).length > 0) return paymentPage(422, { errors, holderName, expiry });
    const digits = normalizeCardNumber(number);
    const fullYear = expYear.length === 2 ? `20${expYear}` : expYear;
    const card: CardOnFile = {
      variant: variantOf(digits),
      last4: digits.slice(-4),
      expiryDate: `${expMonth.padStart(2, '0')}/${fullYear}`,
      outcome: testCardOutcome(digits),
    };
    switch (card.outcome.kind) {
      case 'challenge':
        session.pendingChallenge = card;
        return redirect(response, challengeUrl);
      case 'refuse':
        return redirect(response, finishSession(session, card, card.outcome.refusalReason));
      default:
        return redirect(response, finishSession(session, card, null));
    }
  }

  // ---- The HTTP server ----------------------------------------------------------------------------

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://test-processor');
    const method = request.method ?? 'GET';
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : (value ?? ''),
      ]),
    );
    const apiMatch = /^\/v7[12]\/(.+)$/.exec(url.pathname);
    if (apiMatch?.[1]) {
      const body = method === 'GET' ? '' : await readBody(request);
      received.push({ kind: 'api', method, path: url.pathname + url.search, headers, body });
      const fault = faults.shift();
      if (fault === 'hang') {
        hangingResponses.add(response);
        return;
      }
      if (fault === 'error') return sendJson(response, apiError(500, '905', 'Internal error (injected)', 'internal'));
      const { answer, remember } = handleApi(method, apiMatch[1], url.searchParams, request.headers, body);
      remember();
      if (fault === 'error_after_processing') {
        return sendJson(response, apiError(500, '905', 'Internal error (injected)', 'internal'));
      }
      return sendJson(response, answer);
    }
    received.push({ kind: 'page', method, path: url.pathname, headers, body: null });
    const pageMatch = /^\/checkout\/([A-Z0-9]+)(\/challenge)?$/.exec(url.pathname);
    if (pageMatch?.[1] && (method === 'GET' || method === 'POST')) {
      return handlePage(request, response, pageMatch[1], Boolean(pageMatch[2]));
    }
    if (url.pathname === '/' && method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      return response.end('Test processor (TEST MODE, no real money): Adyen Checkout API v71/v72 subset.\n');
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found\n');
  }

  function sendJson(response: ServerResponse, answer: ApiAnswer) {
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(answer.body));
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('test processor: request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal error\n');
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => resolve());
  });
  const { port } = httpServer.address() as AddressInfo;

  const server: TestProcessor = {
    url: `http://${options.host}:${port}`,
    async close() {
      isClosed = true;
      for (const [timer, resolve] of pendingPauses) {
        clearTimeout(timer);
        resolve();
      }
      for (const response of hangingResponses) response.destroy();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await Promise.allSettled([...pendingDeliveries]);
    },
    receivedRequests: () => received.map((entry) => ({ ...entry })),
    failNextRequests(count, fault) {
      for (let index = 0; index < count; index += 1) faults.push(fault);
    },
    webhookDeliveries: () => deliveries.map((delivery) => ({ ...delivery })),
    async webhooksSettled() {
      while (pendingDeliveries.size > 0) await Promise.allSettled([...pendingDeliveries]);
    },
  };
  return server;
}
