/**
 * The test processor's public face (README): its options, what it records, and the controls a test has
 * over it, as `startTestProcessor` (test-processor.server.ts) answers them.
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
