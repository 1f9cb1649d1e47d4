import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  amountError,
  apiError,
  isRecord,
  isValidSessionResult,
  newReference,
  statusOf,
  type Amount,
  type ApiAnswer,
  type CardOnFile,
  type Payment,
  type ProcessorState,
  type Session,
} from './state';
import { sessionRefusalLimit, type ModificationKind } from './types';
import type { Webhooks } from './webhooks';

/**
 * The API (README): the subset of Adyen's Checkout API the site uses, `POST /sessions` (hosted mode),
 * `GET /sessions/{id}`, stored-card `POST /payments` and the modifications (`captures`, `cancels`,
 * `refunds`, `amountUpdates`), with its API key and idempotency keys; and `finishAttempt`, what a card
 * typed on the hosted page does to its session.
 */

export type Api = ReturnType<typeof createApi>;

export function createApi(state: ProcessorState, webhooks: Webhooks) {
  const { options, sessions, payments, storedCards, idempotent, modificationScripts } = state;
  const { sendWebhook, authorisationWebhook } = webhooks;

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
    const expiresAt = request.expiresAt
      ? new Date(String(request.expiresAt))
      : new Date(state.now().getTime() + 3_600_000);
    if (Number.isNaN(expiresAt.getTime()) || expiresAt <= state.now()) return apiError(422, '702', 'Invalid expiresAt');
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
        url: `${state.url}/checkout/${session.id}`,
      },
    };
  }

  function sessionResult(id: string, sessionResultParameter: string | null): ApiAnswer {
    const session = sessions.get(id);
    if (!session) return apiError(422, '14_030', 'Session not found');
    // Adyen's `sessionResult` is a required query parameter (Checkout API v72 `GET /sessions/{id}`): a
    // result is answered only for the return address's own value, never for the id alone.
    if (!sessionResultParameter) return apiError(422, '14_031', 'Required query parameter sessionResult is missing');
    if (!isValidSessionResult(state, session, sessionResultParameter)) {
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
        status: statusOf(state, session),
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
    const asked = (isAuthorised ? state.nextAuthorisation : null) ?? {};
    if (isAuthorised) state.nextAuthorisation = null;
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

  return { handleApi, finishAttempt, modificationEvents };
}
