import { createHash, timingSafeEqual } from 'node:crypto';
// The SDK's public entry only (its package.json `main`): the paths under lib/src are its internals and
// change without notice between releases (issue 41). Its types here; its code is loaded on first use.
import type * as AdyenLibrary from '@adyen/api-library';
import type { Client, Types } from '@adyen/api-library';
import { currencyMinorUnits, isCurrency, type Currency } from '../../src/config/currencies';
import {
  ProcessorError,
  WebhookSignatureError,
  type Authorisation,
  type Checkout,
  type CheckoutPayment,
  type CheckoutRequest,
  type CheckoutResult,
  type ModificationReceived,
  type ModificationRequest,
  type PaidCard,
  type PaymentProcessor,
  type ProcessorEvent,
  type ProcessorEventKind,
  type RefusalCode,
  type StoredCardRequest,
  WebhookAuthenticationError,
} from './processor.server';

type AdyenSdk = typeof AdyenLibrary;
let sdkLoading: Promise<AdyenSdk> | undefined;

/**
 * The SDK, imported the first time a call needs it. Its public entry loads every Adyen API's services
 * and models (about 120 ms in a fresh process here), which the functions that carry the adapter but
 * never call Adyen in a request (a reservation's look-up, say) then skip (decision 050).
 */
function adyenSdk(): Promise<AdyenSdk> {
  sdkLoading ??= import('@adyen/api-library');
  return sdkLoading;
}

/** The HTTP client the SDK's `Client` takes (its `ClientInterface`, not exported by name). */
type ClientInterface = Client['httpClient'];
type RequestOptions = Types.requestOptions.IRequest.Options;
type NotificationRequestItem = Types.notification.NotificationRequestItem;

/**
 * The Adyen adapter of the payment processor port, on Adyen's server SDK (`@adyen/api-library`) and
 * its Checkout API: Hosted Checkout sessions for customer-present payments (3-D Secure on Adyen's
 * page), stored-card payments for deposit holds, modifications by pspReference, and standard webhooks
 * verified with Adyen's HMAC. The same adapter runs against the local test processor
 * (`checkoutBaseUrl`), which speaks the same subset of the Checkout API.
 */
export interface AdyenProcessorOptions {
  apiKey: string;
  merchantAccount: string;
  /** The webhook's HMAC key, hex, as the Customer Area shows it. */
  hmacKey: string;
  /**
   * The user and password of the webhook's Basic authentication (Customer Area › Webhooks), when the
   * company set them: a delivery without them is refused before its signatures are read.
   */
  webhookBasicAuth?: { username: string; password: string };
  environment: 'test' | 'live';
  /** The live endpoint prefix of the company's account (`{prefix}-checkout-live.adyenpayments.com`). */
  liveUrlPrefix?: string;
  /** The local test processor's origin: requests for Adyen's test endpoint go there instead. */
  checkoutBaseUrl?: string;
  testMode: boolean;
  /**
   * The site's address: the Checkout API requires a `returnUrl` even on a merchant-initiated payment,
   * where no shopper is redirected. Netlify sets `URL`.
   */
  siteUrl?: string;
  /**
   * How long one try may take before it counts as a timeout (default 4 s: two tries and the pause
   * between them fit in a Netlify function's 10 s).
   */
  timeoutMs?: number;
  /** The base of the pause before the retry; the pause is between one and two times it (jitter). */
  retryDelayMs?: number;
}

/** Adyen's test Checkout endpoint, the base the SDK builds in its test environment. */
export const adyenTestCheckoutOrigin = 'https://checkout-test.adyen.com';

/** Tries of a call that times out or gets a 5xx, all with the same idempotency key. */
const triesPerCall = 2;

/**
 * Decimals Adyen uses per currency (docs.adyen.com/development-resources/currency-codes). ISK differs
 * from ISO 4217: Adyen takes it with 2 decimals, so 1 000 kr. is `100000`.
 */
const adyenDecimals: Record<Currency, number> = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  CAD: 2,
  CHF: 2,
  DKK: 2,
  SEK: 2,
  NOK: 2,
  ISK: 2,
};

/** Our minor units (`currencyMinorUnits`) as Adyen's `amount.value`. */
export function toAdyenValue(amount: number, currency: Currency): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Amount must be whole minor units, got ${amount}`);
  return (amount * 10 ** adyenDecimals[currency]) / currencyMinorUnits[currency];
}

/** Adyen's `amount.value` as our minor units. */
export function fromAdyenValue(value: number, currency: Currency): number {
  return Math.round((value * currencyMinorUnits[currency]) / 10 ** adyenDecimals[currency]);
}

function amountOf(value: number | undefined, currency: string | undefined): number {
  return currency && isCurrency(currency) ? fromAdyenValue(value ?? 0, currency) : (value ?? 0);
}

/** Adyen's refusal reasons (docs.adyen.com/development-resources/refusal-reasons) in the port's codes. */
const refusalCodes: Record<string, RefusalCode> = {
  Refused: 'card_declined',
  'Not enough balance': 'insufficient_funds',
  'Expired Card': 'expired_card',
  'CVC Declined': 'incorrect_cvc',
  '3D Not Authenticated': 'authentication_failed',
};

export function refusalCodeOf(refusalReason: string | undefined | null): RefusalCode {
  return (refusalReason && refusalCodes[refusalReason]) || 'processing_error';
}

/** Adyen's payment method variants (`visa`, `visadebit`, `mc`, `mccredit`, `amex`…) as card brands. */
export function cardBrandOf(paymentMethod: string | undefined | null): PaidCard['brand'] {
  const variant = (paymentMethod ?? '').toLowerCase();
  const brands: Array<[string, PaidCard['brand']]> = [
    ['visa', 'visa'],
    ['mc', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'discover'],
    ['jcb', 'jcb'],
    ['cup', 'unionpay'],
    ['diners', 'diners'],
  ];
  return brands.find(([prefix]) => variant.startsWith(prefix))?.[1] ?? 'unknown';
}

function paidCardOf(paymentMethod: string | undefined, cardSummary: string | undefined): PaidCard | null {
  if (!cardSummary || !/^\d{4}$/.test(cardSummary)) return null;
  return { brand: cardBrandOf(paymentMethod), last4: cardSummary };
}

/** Adyen's shopper locales for the booking's languages; Adyen falls back to `en-US` for others. */
const shopperLocales: Record<string, string> = {
  en: 'en-GB',
  is: 'is-IS',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-PT',
  zh: 'zh-CN',
};

export function shopperLocaleOf(locale: string): string {
  return shopperLocales[locale.slice(0, 2).toLowerCase()] ?? 'en-US';
}

/** A request the local client sent that got no answer: a refused connection, a timeout, a cut body. */
class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/**
 * The SDK's own HTTP client speaks only HTTPS to Adyen's hosts. This one sends the same request (the
 * SDK's headers, the API key, the idempotency key) with `fetch` to the local test processor, and fails
 * the way the SDK's client does: `HttpClientException` with the status for an error answer, and an
 * error without a status for a timeout or a refused connection (the SDK's client throws its
 * `ApiException` there, which the package does not export).
 */
export function localCheckoutClient(checkoutBaseUrl: string): ClientInterface {
  const base = checkoutBaseUrl.replace(/\/+$/, '');
  return {
    async request(endpoint, json, config, isApiKeyRequired, requestOptions: RequestOptions = {}) {
      const { HttpClientException } = await adyenSdk();
      if (!endpoint.startsWith(adyenTestCheckoutOrigin))
        throw new NoAnswerError(`Not a Checkout endpoint: ${endpoint}`);
      if (isApiKeyRequired && !config.apiKey)
        throw new HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 });
      const url = new URL(base + endpoint.slice(adyenTestCheckoutOrigin.length));
      if (requestOptions.params) {
        url.search = new URLSearchParams(requestOptions.params as Record<string, string>).toString();
      }
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Accept-Charset': 'utf-8',
        'Cache-Control': 'no-cache',
        'User-Agent': config.applicationName
          ? `${config.applicationName} adyen-node-api-library`
          : 'adyen-node-api-library',
        'adyen-library-name': 'adyen-node-api-library',
      };
      if (config.apiKey) headers['X-API-Key'] = config.apiKey;
      if (requestOptions.idempotencyKey) headers['Idempotency-Key'] = requestOptions.idempotencyKey;
      const method = requestOptions.method ?? 'POST';
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: method === 'GET' ? undefined : json.toString(),
          signal: AbortSignal.timeout(config.connectionTimeoutMillis ?? 30_000),
        });
      } catch (error) {
        throw new NoAnswerError(messageOf(error));
      }
      const body = await response.text().catch((error: unknown) => {
        throw new NoAnswerError(messageOf(error));
      });
      if (response.ok) return body;
      let apiError: { status?: number; errorCode?: string; message?: string } | undefined;
      try {
        apiError = JSON.parse(body) as typeof apiError;
      } catch {
        // Not JSON (a proxy's error page): the status alone says what happened.
        apiError = undefined;
      }
      throw new HttpClientException({
        message: `HTTP Exception: ${apiError?.status ?? response.status}. ${response.statusText}: ${apiError?.message ?? body}`,
        statusCode: apiError?.status ?? response.status,
        errorCode: apiError?.errorCode,
        responseBody: body,
      });
    },
  };
}

/**
 * The HTTP status of an SDK error; null when no answer came. The SDK reports a timeout or a refused
 * connection as an `ApiException` with its default status 500, though no server answered.
 */
function statusOfError(error: unknown): number | null {
  const { name, statusCode } = error as { name?: unknown; statusCode?: unknown };
  if (name === 'ApiException' && statusCode === 500) return null;
  return typeof statusCode === 'number' && statusCode > 0 ? statusCode : null;
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** A 5xx, a 429 or no answer at all may succeed on a retry; any other 4xx never will. */
function isRetryable(status: number | null): boolean {
  return status === null || status === 429 || status >= 500;
}

/**
 * Whether `authorization` is HTTP Basic authentication with exactly this user and password, compared
 * in constant time (a digest of each side, so that their lengths do not show either).
 */
export function hasBasicAuth(authorization: string | null, expected: { username: string; password: string }): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  const given = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  const same = timingSafeEqual(digest(given), digest(`${expected.username}:${expected.password}`));
  return match !== null && same;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const sessionStatuses: Record<string, CheckoutResult['status']> = {
  active: 'active',
  completed: 'completed',
  paymentPending: 'payment_pending',
  refused: 'refused',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  expired: 'expired',
};

const paymentStatuses: Record<string, CheckoutPayment['status']> = {
  Authorised: 'authorised',
  Refused: 'refused',
  Cancelled: 'cancelled',
  Error: 'refused',
  Pending: 'pending',
  Received: 'pending',
};

const eventKinds: Record<string, ProcessorEventKind> = {
  AUTHORISATION: 'authorisation',
  CAPTURE: 'capture',
  CANCELLATION: 'cancellation',
  REFUND: 'refund',
  AUTHORISATION_ADJUSTMENT: 'authorisation_adjustment',
  // A capture or refund the card scheme rejected after Adyen reported it done: the same modification, failed.
  CAPTURE_FAILED: 'capture',
  REFUND_FAILED: 'refund',
};

/** Event codes that report a modification failing later: their `success` is about the report, not the money. */
const failedLaterCodes = new Set(['CAPTURE_FAILED', 'REFUND_FAILED']);

/** Creates the Adyen adapter; `checkoutBaseUrl` points it at the local test processor. */
export function createAdyenProcessor(options: AdyenProcessorOptions): PaymentProcessor {
  if (options.environment === 'live' && !options.liveUrlPrefix) {
    throw new Error('The live Adyen environment needs its live URL prefix (ADYEN_LIVE_URL_PREFIX).');
  }
  const { merchantAccount } = options;
  const retryDelayMs = options.retryDelayMs ?? 300;
  let ready: ReturnType<typeof connect> | undefined;

  /** The SDK's Checkout API, webhook validator and Checkout models, made on the first call that needs them. */
  async function connect() {
    const sdk = await adyenSdk();
    const config = new sdk.Config({
      apiKey: options.apiKey,
      environment: options.environment === 'live' ? sdk.EnvironmentEnum.LIVE : sdk.EnvironmentEnum.TEST,
      liveEndpointUrlPrefix: options.liveUrlPrefix,
      connectionTimeoutMillis: options.timeoutMs ?? 4_000,
      applicationName: 'rental-booking',
    });
    const client = options.checkoutBaseUrl
      ? new sdk.Client(config, localCheckoutClient(options.checkoutBaseUrl))
      : new sdk.Client(config);
    return { checkout: new sdk.CheckoutAPI(client), validator: new sdk.hmacValidator(), models: sdk.Types.checkout };
  }
  const adyen = () => (ready ??= connect());

  /** Calls Adyen, retrying once what may succeed on a retry; the idempotency key makes that safe. */
  async function call<Result>(what: string, send: () => Promise<Result>): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await send();
      } catch (error) {
        const status = statusOfError(error);
        const retryable = isRetryable(status);
        if (!retryable || attempt >= triesPerCall) {
          throw new ProcessorError(`Adyen ${what} failed: ${messageOf(error)}`, status, retryable);
        }
        await sleep(retryDelayMs * (1 + Math.random()));
      }
    }
  }

  function adyenAmount(amount: number, currency: Currency): Types.checkout.Amount {
    return { currency, value: toAdyenValue(amount, currency) };
  }

  return {
    name: 'adyen',
    testMode: options.testMode,
    webhookAcceptedBody: '[accepted]',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const { checkout, models } = await adyen();
      const additionalData: Record<string, string> = {};
      // Per-payment manual capture; `PreAuth` flags a pre-authorisation that may be adjusted (car rental).
      if (request.capture === 'manual')
        Object.assign(additionalData, { manualCapture: 'true', authorisationType: 'PreAuth' });
      const session: Types.checkout.CreateCheckoutSessionRequest = {
        merchantAccount,
        amount: adyenAmount(request.amount, request.currency),
        reference: request.reference,
        returnUrl: request.returnUrl,
        mode: models.CreateCheckoutSessionRequest.ModeEnum.Hosted,
        channel: models.CreateCheckoutSessionRequest.ChannelEnum.Web,
        shopperLocale: shopperLocaleOf(request.locale),
        shopperReference: request.shopperReference,
        shopperEmail: request.shopperEmail,
        ...(request.expiresAt ? { expiresAt: request.expiresAt } : {}),
        lineItems: [
          {
            description: request.description,
            quantity: 1,
            amountIncludingTax: toAdyenValue(request.amount, request.currency),
          },
        ],
        additionalData: Object.keys(additionalData).length > 0 ? additionalData : undefined,
      };
      if (request.storeCard) {
        session.storePaymentMethodMode = models.CreateCheckoutSessionRequest.StorePaymentMethodModeEnum.Enabled;
        session.recurringProcessingModel =
          models.CreateCheckoutSessionRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile;
        session.shopperInteraction = models.CreateCheckoutSessionRequest.ShopperInteractionEnum.Ecommerce;
      }
      const created = await call('create checkout session', () =>
        checkout.PaymentsApi.sessions(session, { idempotencyKey: request.idempotencyKey }),
      );
      if (!created.url) throw new ProcessorError('Adyen created a session without a hosted page URL', null, false);
      return { checkoutId: created.id, url: created.url, expiresAt: new Date(created.expiresAt) };
    },

    async checkoutResult({ checkoutId, sessionResult }): Promise<CheckoutResult> {
      const { checkout } = await adyen();
      const result = await call('session result', () =>
        checkout.PaymentsApi.getResultOfPaymentSession(checkoutId, sessionResult),
      );
      return {
        status: sessionStatuses[result.status ?? ''] ?? 'payment_pending',
        payments: (result.payments ?? []).map((payment) => {
          // Adyen's session result names no refusal reason: the AUTHORISATION webhook carries it.
          return {
            pspReference: payment.pspReference ?? '',
            amount: amountOf(payment.amount?.value, payment.amount?.currency),
            currency: payment.amount?.currency ?? '',
            status: paymentStatuses[payment.resultCode ?? ''] ?? 'pending',
          };
        }),
      };
    },

    async authoriseStoredCard(request: StoredCardRequest): Promise<Authorisation> {
      const { checkout, models } = await adyen();
      const payment: Types.checkout.PaymentRequest = {
        merchantAccount,
        amount: adyenAmount(request.amount, request.currency),
        reference: request.reference,
        returnUrl: options.siteUrl ?? 'http://localhost/',
        paymentMethod: {
          type: models.CardDetails.TypeEnum.Scheme,
          storedPaymentMethodId: request.storedCardId,
        },
        shopperReference: request.shopperReference,
        shopperInteraction: models.PaymentRequest.ShopperInteractionEnum.ContAuth,
        recurringProcessingModel: models.PaymentRequest.RecurringProcessingModelEnum.UnscheduledCardOnFile,
        additionalData: { manualCapture: 'true', authorisationType: 'PreAuth' },
      };
      const response = await call('stored card payment', () =>
        checkout.PaymentsApi.payments(payment, { idempotencyKey: request.idempotencyKey }),
      );
      const pspReference = response.pspReference ?? null;
      if (response.resultCode === models.PaymentResponse.ResultCodeEnum.Authorised && pspReference) {
        const card = paidCardOf(response.paymentMethod?.brand, response.additionalData?.cardSummary);
        return { status: 'authorised', pspReference, ...(card ? { card } : {}) };
      }
      const refusalReason = response.refusalReason ?? response.resultCode ?? 'Refused';
      return { status: 'refused', pspReference, refusalCode: refusalCodeOf(response.refusalReason), refusalReason };
    },

    async capture(request: ModificationRequest): Promise<ModificationReceived> {
      const { checkout } = await adyen();
      const response = await call('capture', () =>
        checkout.ModificationsApi.captureAuthorisedPayment(
          request.pspReference,
          { merchantAccount, amount: adyenAmount(request.amount, request.currency), reference: request.reference },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { pspReference: response.pspReference };
    },

    async cancel(request): Promise<ModificationReceived> {
      const { checkout } = await adyen();
      const response = await call('cancel', () =>
        checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
          request.pspReference,
          { merchantAccount, reference: request.reference },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { pspReference: response.pspReference };
    },

    async refund(request: ModificationRequest): Promise<ModificationReceived> {
      const { checkout } = await adyen();
      const response = await call('refund', () =>
        checkout.ModificationsApi.refundCapturedPayment(
          request.pspReference,
          { merchantAccount, amount: adyenAmount(request.amount, request.currency), reference: request.reference },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { pspReference: response.pspReference };
    },

    async adjustAuthorisation(request: ModificationRequest): Promise<ModificationReceived> {
      const { checkout, models } = await adyen();
      const response = await call('authorisation adjustment', () =>
        checkout.ModificationsApi.updateAuthorisedAmount(
          request.pspReference,
          {
            merchantAccount,
            amount: adyenAmount(request.amount, request.currency),
            reference: request.reference,
            industryUsage: models.PaymentAmountUpdateRequest.IndustryUsageEnum.DelayedCharge,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { pspReference: response.pspReference };
    },

    async readWebhook(body: string, headers: Headers): Promise<ProcessorEvent[]> {
      if (options.webhookBasicAuth && !hasBasicAuth(headers.get('authorization'), options.webhookBasicAuth)) {
        throw new WebhookAuthenticationError("The webhook's Basic authentication is missing or wrong");
      }
      let notification: {
        live?: string;
        notificationItems?: Array<{ NotificationRequestItem?: NotificationRequestItem }>;
      } | null;
      try {
        notification = JSON.parse(body) as typeof notification;
      } catch {
        // Nothing that is not JSON can carry a valid signature.
        throw new WebhookSignatureError('The webhook body is not JSON');
      }
      const items = (notification?.notificationItems ?? []).map((wrapper) => wrapper?.NotificationRequestItem);
      if (items.length === 0) throw new WebhookSignatureError('The webhook has no notification items');
      const { validator } = await adyen();
      const signedItems = items.map((item) => {
        if (!item?.additionalData?.hmacSignature) {
          throw new WebhookSignatureError('A notification item has no HMAC signature');
        }
        if (!validator.validateHMAC(item, options.hmacKey)) {
          throw new WebhookSignatureError('A notification item has a wrong HMAC signature');
        }
        return item as NotificationRequestItem & { additionalData: Record<string, string | undefined> };
      });
      // A test platform's event never moves a live ledger, nor a live one a test ledger.
      if ((notification?.live === 'true') !== (options.environment === 'live')) return [];
      return signedItems.flatMap((item): ProcessorEvent[] => {
        if (item.merchantAccountCode !== merchantAccount) return [];
        const kind = eventKinds[item.eventCode];
        // Other event codes (reports, chargebacks…) are signed and valid, but not the ledger's business yet.
        if (!kind) return [];
        const success = String(item.success) === 'true' && !failedLaterCodes.has(item.eventCode);
        const data = item.additionalData;
        return [
          {
            kind,
            success,
            pspReference: item.pspReference,
            originalReference: item.originalReference || null,
            merchantReference: item.merchantReference,
            amount: amountOf(item.amount.value, item.amount.currency),
            currency: item.amount.currency ?? '',
            reason: item.reason || null,
            refusalCode: kind === 'authorisation' && !success ? refusalCodeOf(item.reason) : null,
            card: paidCardOf(item.paymentMethod ?? data.paymentMethod, data.cardSummary),
            storedCardId:
              data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'] ?? null,
            occurredAt: new Date(item.eventDate),
          },
        ];
      });
    },
  };
}
