import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Api } from './api';
import { normalizeCardNumber, validateCard } from './card';
import { hostedPageHeaders, renderChallengePage, renderMessagePage, renderPaymentPage } from './hosted-page';
import {
  adyenDecimals,
  readBody,
  returnUrlOf,
  statusOf,
  variantOf,
  type Amount,
  type CardOnFile,
  type ProcessorState,
} from './state';
import { testCardOutcome } from './test-cards';
import { outcomeText, textsFor, type TestProcessorTexts } from './texts';
import type { Webhooks } from './webhooks';

/**
 * The hosted pages (README): the card form on the processor's own origin (`/checkout/{sessionId}`), its
 * 3-D Secure challenge (`/checkout/{sessionId}/challenge`), and the way back to the site. The form's card
 * details are read, checked and never kept.
 */

export function createCheckoutPage(state: ProcessorState, webhooks: Webhooks, api: Api) {
  const { sessions, merchantName } = state;
  const { finishAttempt } = api;

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
    const status = statusOf(state, session);
    if (status !== 'active') {
      const [title, text] =
        status === 'expired' ? [texts.expiredTitle, texts.expiredText] : [texts.finishedTitle, texts.finishedText];
      const page = renderMessagePage({
        texts,
        title,
        text,
        merchant: merchantName,
        backUrl: returnUrlOf(state, session),
      });
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
      if (webhooks.controls.timing === 'before_return') await sent;
      if (refusalReason === null || session.status !== 'active') return redirect(response, returnUrlOf(state, session));
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
      return redirect(response, returnUrlOf(state, session));
    }
    const holderName = form.get('holderName') ?? '';
    const number = form.get('number') ?? '';
    const expiry = form.get('expiry') ?? '';
    const cvc = form.get('cvc') ?? '';
    const { expMonth, expYear } = parseExpiry(expiry);
    const errors = validateCard({ number, expMonth, expYear, cvc, holderName }, state.now());
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

  return handlePage;
}
