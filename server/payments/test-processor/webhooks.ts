import { createHmac } from 'node:crypto';
import type { Amount, Payment, ProcessorState } from './state';
import type { WebhookControls, WebhookDelivery } from './types';

/**
 * Webhooks delivery (README): Adyen's standard notifications, signed with its HMAC scheme, POSTed to the
 * site and retried as Adyen retries; held, duplicated or released in another order when a test asks
 * (`WebhookControls`).
 */

export type NotificationItem = {
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

const defaultWebhookRetryDelaysMs = [0, 250, 1_000, 4_000, 15_000];

export type Webhooks = ReturnType<typeof createWebhooks>;

/** The processor's webhooks, over its state. */
export function createWebhooks(state: ProcessorState) {
  const { options } = state;
  const webhookRetryDelaysMs = options.webhookRetryDelaysMs ?? defaultWebhookRetryDelaysMs;
  const deliveries: WebhookDelivery[] = [];
  const pendingDeliveries = new Set<Promise<void>>();
  const pendingPauses = new Map<NodeJS.Timeout, () => void>();
  const webhookControls: WebhookControls = { timing: 'immediate', copies: 1 };
  /** Webhooks kept by the timing `held`, with how many times each is to be delivered. */
  const held: { body: string; copies: number }[] = [];

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
      eventDate: state.now().toISOString(),
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
        if (state.isClosed) return;
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
        if (state.isClosed) return;
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

  function controlWebhooks(controls: Partial<WebhookControls>): WebhookControls {
    if (controls.copies !== undefined && !(Number.isSafeInteger(controls.copies) && controls.copies >= 1)) {
      throw new Error('copies must be a whole number from 1');
    }
    if (controls.timing) webhookControls.timing = controls.timing;
    if (controls.copies !== undefined) webhookControls.copies = controls.copies;
    return { ...webhookControls };
  }

  /** On close: every pause ends now (a delivery then stops, the state being closed). */
  function cutPauses(): void {
    for (const [timer, resolve] of pendingPauses) {
      clearTimeout(timer);
      resolve();
    }
  }

  return {
    sendWebhook,
    releaseWebhooks,
    authorisationWebhook,
    controlWebhooks,
    cutPauses,
    /** Resolves when the deliveries under way now have ended. */
    deliveriesUnderWay: () => Promise.allSettled([...pendingDeliveries]).then(() => undefined),
    controls: webhookControls,
    deliveries: () => deliveries.map((delivery) => ({ ...delivery })),
    held: () => held.map((entry) => entry.body),
    async settled() {
      while (pendingDeliveries.size > 0) await Promise.allSettled([...pendingDeliveries]);
    },
  };
}
