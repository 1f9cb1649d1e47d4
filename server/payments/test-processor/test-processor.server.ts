import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand, normalizeCardNumber, validateCard } from './card';
import { hostedPageHeaders, renderChallengePage, renderMessagePage, renderPaymentPage } from './hosted-page';
import { testCardOutcome, type TestCardOutcome } from './test-cards';
import { outcomeText, textsFor, type TestProcessorTexts } from './texts';

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

/**
 * When the processor's webhooks reach the site, for tests of every order Adyen allows:
 * - `immediate` (the default): sent when the event happens, racing the customer's return;
 * - `before_return`: the hosted page sends the customer back (or shows the refusal) only once the site
 *   answered that step's webhook: the webhook arrives before the return;
 * - `held`: kept until `releaseWebhooks`: the webhook arrives after the return, or in another order.
 */
export type WebhookTiming = 'immediate' | 'before_return' | 'held';

export interface WebhookControls {
  timing: WebhookTiming;
  /** How many times each webhook is delivered (2: a duplicate, as Adyen may send). */
  copies: number;
}

/**
 * The number of refused payments after which a session is refused and ends, as Adyen ends a session
 * "because of too many refused payment attempts" (Checkout API `GET /sessions/{id}`, status `refused`;
 * SDK 32.1.0 `SessionResultResponse.status`). Adyen's API reference does not print the number; its
 * maintainers give it as about five refusals (github.com/Adyen/adyen-web/issues/2373). Before it, the
 * session stays active and the shopper may try another card on the same page.
 */
export const sessionRefusalLimit = 5;

/** The modifications of Adyen's Checkout API, by the last part of their path. */
export type ModificationKind = 'captures' | 'cancels' | 'refunds' | 'amountUpdates';

/**
 * How the next modification of a kind ends (for tests). The API answers `received` either way, as Adyen
 * does; the outcome comes by webhook only.
 */
export interface ModificationScript {
  /** Refuse it at the processor (the payment is left as it was): the webhook says `success: false` with this reason. */
  fail?: string;
  /** Hold its webhook this long before the first delivery attempt. */
  delayMs?: number;
  /** Deliver its webhook this many times (2: a duplicate, as Adyen may send). */
  deliveries?: number;
}

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
  /**
   * Scripts the next modification of `kind` (the next one not yet scripted): fail it, delay its webhook,
   * or deliver its webhook twice. Also `POST {url}/__test/modifications` with `{ kind, ...script }`.
   */
  scriptNextModification(kind: ModificationKind, script: ModificationScript): void;
  /**
   * Sets when webhooks are sent and how many times (`WebhookTiming`); answers the controls in force.
   * Also `POST {url}/__test/webhooks` with `{ timing?, copies? }`.
   */
  controlWebhooks(controls: Partial<WebhookControls>): WebhookControls;
  /** The bodies of the webhooks held (timing `held`), oldest first. Also `GET {url}/__test/webhooks`. */
  heldWebhooks(): string[];
  /**
   * Sends the held webhooks one after another, each once the site answered the one before, oldest or
   * newest first (the success of a checkout before the refusal of its earlier attempt); `only` picks
   * some by their index in `heldWebhooks()`. Resolves when the site answered them all. Also
   * `POST {url}/__test/webhooks/release` with `{ order?, only? }`.
   */
  releaseWebhooks(options?: { order?: 'oldest_first' | 'newest_first'; only?: readonly number[] }): Promise<void>;
  /**
   * The next card authorised on a hosted page authorises this value (Adyen's minor units) or currency
   * instead of the session's, as a partial authorisation or a currency conversion does; its session
   * result, webhook and modifications then carry it. For the site's amount and currency checks.
   */
  authoriseNextPaymentAs(authorised: { value?: number; currency?: string }): void;
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
  /** The authorised payment; refused ones are not a session's payments (Adyen lists authorised ones). */
  paymentPspReference: string | null;
  /** Refused payments so far; at `sessionRefusalLimit` the session is refused. */
  refusals: number;
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
  /** Scripts for the next modifications of each kind, oldest first (`scriptNextModification`). */
  const modificationScripts = new Map<ModificationKind, ModificationScript[]>();
  const webhookControls: WebhookControls = { timing: 'immediate', copies: 1 };
  /** Webhooks kept by the timing `held`, with how many times each is to be delivered. */
  const held: { body: string; copies: number }[] = [];
  let nextAuthorisation: { value?: number; currency?: string } | null = null;
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

  /**
   * Signs and POSTs one notification to `webhookUrl`, retrying as Adyen does. `delayMs` holds it before
   * its first attempt; `deliveries: 2` sends the same body again once the first delivery ended.
   */
  function sendWebhook(
    item: Omit<NotificationItem, 'merchantAccountCode' | 'eventDate'>,
    timing: { delayMs?: number; deliveries?: number } = {},
  ): Promise<void> {
    if (!options.webhookUrl) return Promise.resolve();
    const full: NotificationItem = {
      ...item,
      merchantAccountCode: options.merchantAccount,
      eventDate: now().toISOString(),
    };
    full.additionalData = { ...full.additionalData, hmacSignature: sign(full) };
    const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: full }] });
    const copies = timing.deliveries ?? webhookControls.copies;
    if (webhookControls.timing === 'held') {
      held.push({ body, copies });
      return Promise.resolve();
    }
    return deliverBody(body, { delayMs: timing.delayMs, deliveries: copies });
  }

  /** Delivers a signed body (`deliveries` times, one after the other); resolves when the site answered. */
  function deliverBody(body: string, timing: { delayMs?: number; deliveries?: number }): Promise<void> {
    const webhookUrl = options.webhookUrl;
    if (!webhookUrl) return Promise.resolve();
    const deliverOnce = async () => {
      const delivery: WebhookDelivery = { body, attempts: 0, delivered: false, lastStatus: null };
      deliveries.push(delivery);
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
    // Without a delay the first delivery is recorded before this returns (nothing is awaited before it).
    const deliver = async () => {
      if ((timing.delayMs ?? 0) > 0) await pause(timing.delayMs ?? 0);
      for (let copy = 0; copy < Math.max(1, timing.deliveries ?? 1); copy += 1) {
        if (isClosed) return;
        await deliverOnce();
      }
    };
    const pending = deliver().finally(() => pendingDeliveries.delete(pending));
    pendingDeliveries.add(pending);
    return pending;
  }

  async function releaseWebhooks(
    release: { order?: 'oldest_first' | 'newest_first'; only?: readonly number[] } = {},
  ): Promise<void> {
    const indexes = release.only ?? held.map((_, index) => index);
    const picked = held.filter((_, index) => indexes.includes(index));
    const kept = held.filter((_, index) => !indexes.includes(index));
    held.splice(0, held.length, ...kept);
    if (release.order === 'newest_first') picked.reverse();
    for (const { body, copies } of picked) await deliverBody(body, { deliveries: copies });
  }

  function authorisationWebhook(
    payment: Payment,
    success: boolean,
    reason: string,
    extra: Record<string, string> = {},
  ): Promise<void> {
    return sendWebhook({
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
      refusals: 0,
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
    // Only authorised payments are a session's payments (SDK 32.1.0 `SessionResultResponse.payments`);
    // a refused attempt shows in its own AUTHORISATION webhook only.
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
                amount: { currency: payment.currency, value: payment.authorised },
                paymentMethod: { brand: payment.card.variant, type: 'scheme' },
              },
            ]
          : [],
      },
    };
  }

  /**
   * The shopper's card has its outcome: record it as a payment of its own (its own pspReference) and
   * send its AUTHORISATION webhook. An authorised card completes the session; a refused one leaves it
   * active for another card, until `sessionRefusalLimit` refusals refuse the session. Answers the
   * webhook's delivery (awaited by the timing `before_return`).
   */
  function finishAttempt(session: Session, card: CardOnFile, refusalReason: string | null): Promise<void> {
    const isAuthorised = refusalReason === null;
    const asked = (isAuthorised ? nextAuthorisation : null) ?? {};
    if (isAuthorised) nextAuthorisation = null;
    const value = asked.value ?? session.amount.value;
    const payment: Payment = {
      pspReference: newReference(),
      merchantReference: session.reference,
      currency: asked.currency ?? session.amount.currency,
      resultCode: isAuthorised ? 'Authorised' : 'Refused',
      authorised: isAuthorised ? value : 0,
      captured: isAuthorised && !session.manualCapture ? value : 0,
      refunded: 0,
      cancelled: false,
      manualCapture: session.manualCapture,
      card,
    };
    payments.set(payment.pspReference, payment);
    session.pendingChallenge = null;
    if (isAuthorised) {
      session.paymentPspReference = payment.pspReference;
      session.status = 'completed';
    } else {
      session.refusals += 1;
      if (session.refusals >= sessionRefusalLimit) session.status = 'refused';
    }
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
    return authorisationWebhook({ ...payment, authorised: value }, isAuthorised, reason, tokenisation);
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
    void authorisationWebhook(
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

  type Modification = ModificationKind;

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
    const script = modificationScripts.get(modification)?.shift() ?? {};
    // A scripted failure leaves the payment as it was, as a refusal by the acquirer or the scheme does.
    const failure = script.fail ?? applyModification(payment, modification, value);
    const reference = typeof request.reference === 'string' ? request.reference : payment.merchantReference;
    const webhookValue = modification === 'cancels' ? payment.authorised - payment.captured : value;
    void sendWebhook(
      {
        pspReference,
        originalReference: payment.pspReference,
        merchantReference: reference,
        amount: { currency: payment.currency, value: webhookValue },
        eventCode: modificationEvents[modification],
        paymentMethod: payment.card.variant,
        success: failure ? 'false' : 'true',
        reason: failure ?? '',
        additionalData: {},
      },
      { delayMs: script.delayMs, deliveries: script.deliveries },
    );
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
    // Never framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`), as Adyen's Hosted Checkout.
    response.writeHead(status, hostedPageHeaders(returnOrigin));
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
    /** The card's outcome: back to the merchant when the session ended, else the form again with the refusal. */
    const finish = async (card: CardOnFile, refusalReason: string | null) => {
      const sent = finishAttempt(session, card, refusalReason);
      if (webhookControls.timing === 'before_return') await sent;
      if (refusalReason === null || session.status !== 'active') return redirect(response, returnUrlOf(session));
      const refusal = outcomeText(texts, { kind: 'refuse', refusalReason });
      return paymentPage(200, { refusal, holderName: form?.get('holderName') ?? '' });
    };

    if (isChallenge) {
      const card = session.pendingChallenge;
      if (!card) return redirect(response, pageUrl);
      if (form?.get('action') === 'approve') return finish(card, null);
      if (form?.get('action') === 'deny') return finish(card, '3D Not Authenticated');
      const page = renderChallengePage({ texts, action: challengeUrl, merchant: merchantName, amount });
      return sendHtml(response, 200, page, returnOrigin);
    }

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
        return finish(card, card.outcome.refusalReason);
      default:
        return finish(card, null);
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
    if (url.pathname === '/__test/webhooks' || url.pathname === '/__test/webhooks/release') {
      return sendJson(response, await webhookControlFromRequest(method, url.pathname, headers, request));
    }
    if (url.pathname === '/__test/modifications' && method === 'POST') {
      return sendJson(response, scriptFromRequest(headers, await readBody(request)));
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

  function scriptModification(kind: ModificationKind, script: ModificationScript): void {
    const queue = modificationScripts.get(kind) ?? [];
    queue.push({ ...script });
    modificationScripts.set(kind, queue);
  }

  /** `POST /__test/modifications` `{ kind, fail?, delayMs?, deliveries? }` with the API key: a test's script. */
  function scriptFromRequest(headers: Record<string, string>, body: string): ApiAnswer {
    if (headers['x-api-key'] !== options.apiKey) return apiError(401, '000', 'Unauthorized', 'security');
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return apiError(400, '702', 'Unparsable JSON body');
    }
    if (!isRecord(parsed) || !(typeof parsed.kind === 'string' && parsed.kind in modificationEvents)) {
      return apiError(422, '702', 'kind must be captures, cancels, refunds or amountUpdates');
    }
    const { fail, delayMs, deliveries } = parsed;
    if (fail !== undefined && (typeof fail !== 'string' || fail === '')) return apiError(422, '702', 'fail: a reason');
    if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isSafeInteger(delayMs) && delayMs >= 0)) {
      return apiError(422, '702', 'delayMs: whole milliseconds');
    }
    if (deliveries !== undefined && !(deliveries === 1 || deliveries === 2)) {
      return apiError(422, '702', 'deliveries: 1 or 2');
    }
    scriptModification(parsed.kind as ModificationKind, {
      ...(fail === undefined ? {} : { fail }),
      ...(delayMs === undefined ? {} : { delayMs }),
      ...(deliveries === undefined ? {} : { deliveries }),
    });
    return { status: 201, body: { scripted: parsed.kind } };
  }

  /**
   * The webhook controls over HTTP, for the e2e (this stand-in only; Adyen has none), with the API key:
   * `POST /__test/webhooks` `{ timing?, copies? }` sets them, `GET /__test/webhooks` answers them with
   * the held bodies, `POST /__test/webhooks/release` `{ order?, only? }` sends the held ones and answers
   * once the site answered them.
   */
  async function webhookControlFromRequest(
    method: string,
    path: string,
    headers: Record<string, string>,
    request: IncomingMessage,
  ): Promise<ApiAnswer> {
    if (headers['x-api-key'] !== options.apiKey) return apiError(401, '000', 'Unauthorized', 'security');
    const state = () => ({ status: 200, body: { ...webhookControls, held: held.map((entry) => entry.body) } });
    if (method === 'GET' && path === '/__test/webhooks') return state();
    if (method !== 'POST') return apiError(405, '000', `${method} is not allowed here`);
    let parsed: unknown;
    try {
      const text = await readBody(request);
      parsed = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return apiError(400, '702', 'Unparsable JSON body');
    }
    if (!isRecord(parsed)) return apiError(400, '702', 'The body must be a JSON object');
    if (path === '/__test/webhooks/release') {
      const { order, only } = parsed;
      if (order !== undefined && order !== 'oldest_first' && order !== 'newest_first') {
        return apiError(422, '702', 'order: oldest_first or newest_first');
      }
      if (only !== undefined && !(Array.isArray(only) && only.every((index) => Number.isSafeInteger(index)))) {
        return apiError(422, '702', 'only: indexes of held webhooks');
      }
      await releaseWebhooks({ ...(order ? { order } : {}), ...(only ? { only: only as number[] } : {}) });
      return state();
    }
    const { timing, copies } = parsed;
    if (timing !== undefined && timing !== 'immediate' && timing !== 'before_return' && timing !== 'held') {
      return apiError(422, '702', 'timing: immediate, before_return or held');
    }
    if (copies !== undefined && !(typeof copies === 'number' && Number.isSafeInteger(copies) && copies >= 1)) {
      return apiError(422, '702', 'copies: a whole number from 1');
    }
    controlWebhooks({ ...(timing ? { timing } : {}), ...(copies !== undefined ? { copies } : {}) });
    return state();
  }

  function controlWebhooks(controls: Partial<WebhookControls>): WebhookControls {
    if (controls.copies !== undefined && !(Number.isSafeInteger(controls.copies) && controls.copies >= 1)) {
      throw new Error('copies must be a whole number from 1');
    }
    if (controls.timing) webhookControls.timing = controls.timing;
    if (controls.copies !== undefined) webhookControls.copies = controls.copies;
    return { ...webhookControls };
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
    scriptNextModification: scriptModification,
    controlWebhooks,
    heldWebhooks: () => held.map((entry) => entry.body),
    authoriseNextPaymentAs(authorised) {
      nextAuthorisation = { ...authorised };
    },
    releaseWebhooks,
  };
  return server;
}
