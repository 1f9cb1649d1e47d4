import { createHash } from 'node:crypto';
import { cardMessages, type CardErrors, type CardField } from './card';
import { testCards } from './test-cards';
import { outcomeText, type TestProcessorTexts } from './texts';

/**
 * The test processor's hosted pages: the card form, the 3-D Secure challenge and the message pages.
 * Plain HTML forms without JavaScript, mobile first (360 px), labelled "test mode" at the top of each.
 */

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f6}
main{max-width:30rem;margin:0 auto;padding:1rem}
.test-mode{background:#7a2e00;color:#fff;padding:.75rem 1rem;font-weight:700;text-align:center}
.test-mode p{margin:.25rem 0 0;font-weight:400;font-size:.9rem}
h1{font-size:1.4rem;margin:1rem 0 .25rem}
.amount{font-size:1.6rem;font-weight:700;margin:0 0 1rem}
form{background:#fff;border-radius:.5rem;padding:1rem;margin-bottom:1rem}
label{display:block;font-weight:600;margin-top:.75rem}
.hint{display:block;font-size:.85rem;font-weight:400;color:#555}
input{width:100%;font:inherit;padding:.6rem;border:1px solid #767676;border-radius:.35rem;margin-top:.25rem}
input[aria-invalid=true]{border:2px solid #b00020}
.field-error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
button{width:100%;font:inherit;font-weight:700;padding:.75rem;margin-top:1rem;border-radius:.35rem;border:2px solid #0b5394;cursor:pointer}
.primary{background:#0b5394;color:#fff}.secondary{background:#fff;color:#0b5394}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f5a000;outline-offset:2px}
.alert{border:2px solid #b00020;background:#fff0f0;padding:.75rem;border-radius:.35rem}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.9rem}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid #ddd}
td:first-child{white-space:nowrap;font-family:ui-monospace,monospace}
`;

const styleHash = createHash('sha256').update(styles).digest('base64');

/**
 * The page's Content Security Policy: no scripts, no frames of its own, its one inline style by hash,
 * forms that post to the processor itself and are redirected to the merchant's return URL only, and
 * never framed, by anyone: Adyen's Hosted Checkout cannot be framed, so the site sends the whole window
 * here (issue 37). `X-Frame-Options: DENY` (`hostedPageHeaders`) says the same to older browsers.
 */
export function hostedPageSecurityPolicy(returnOrigin: string | null): string {
  const formAction = ["'self'", returnOrigin].filter(Boolean).join(' ');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The headers of every hosted page answer: the card form, the challenge and the message pages. */
export function hostedPageHeaders(returnOrigin: string | null): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': hostedPageSecurityPolicy(returnOrigin),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** Fills `{amount}`, `{merchant}` into a text, escaping what it fills in. */
function fill(text: string, values: Record<string, string>): string {
  return escapeHtml(text).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? escapeHtml(values[name] ?? '') : placeholder,
  );
}

function layout(texts: TestProcessorTexts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(texts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} — ${escapeHtml(texts.testModeBanner)}</title>
<style>${styles}</style>
</head>
<body>
<header class="test-mode">${escapeHtml(texts.testModeBanner)}<p>${escapeHtml(texts.testModeDetail)}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

export interface PaymentPageModel {
  texts: TestProcessorTexts;
  /** Where the form posts: `/checkout/{sessionId}`. */
  action: string;
  merchant: string;
  /** What the payment is for (the merchant's description). */
  description: string;
  amount: string;
  errors?: CardErrors;
  holderName?: string;
  expiry?: string;
  /** The refusal of the card tried before, in the page's words: the form is shown again for another card. */
  refusal?: string;
}

/** The English message of `validateCard` as its key in `cardMessages`, to find its translation. */
function translatedCardError(texts: TestProcessorTexts, message: string): string {
  const key = (Object.keys(cardMessages) as Array<keyof typeof cardMessages>).find(
    (name) => cardMessages[name] === message,
  );
  return key ? texts.cardErrors[key] : message;
}

const fieldIds: Record<CardField, string> = {
  holderName: 'holder-name',
  number: 'card-number',
  expiry: 'expiry',
  cvc: 'cvc',
};

function testCardTable(texts: TestProcessorTexts): string {
  const rows = testCards
    .map(
      (card) => `<tr><td>${escapeHtml(card.number)}</td><td>${escapeHtml(outcomeText(texts, card.outcome))}</td></tr>`,
    )
    .join('');
  return `<table>
<caption>${escapeHtml(texts.testCardsCaption)}</caption>
<thead><tr><th scope="col">${escapeHtml(texts.testCardColumn)}</th><th scope="col">${escapeHtml(texts.outcomeColumn)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<p>${escapeHtml(texts.anyFutureExpiry)}</p>`;
}

/** The card form. Card number and CVC are never written back into the page. */
export function renderPaymentPage(model: PaymentPageModel): string {
  const { texts, errors = {} } = model;
  const errorOf = (field: CardField) => (errors[field] ? translatedCardError(texts, errors[field]) : undefined);
  const field = (
    name: CardField,
    label: string,
    input: { autocomplete: string; inputmode?: string; value?: string; hint?: string },
  ) => {
    const id = fieldIds[name];
    const error = errorOf(name);
    const describedBy = [input.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<label for="${id}">${escapeHtml(label)}${input.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(input.hint)}</span>` : ''}</label>
<input id="${id}" name="${name}" autocomplete="${input.autocomplete}"${input.inputmode ? ` inputmode="${input.inputmode}"` : ''} required${input.value ? ` value="${escapeHtml(input.value)}"` : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  const errorList = (Object.keys(fieldIds) as CardField[])
    .map((name) => errorOf(name))
    .filter((message): message is string => Boolean(message));
  const alert =
    errorList.length > 0
      ? `<div class="alert" role="alert"><strong>${escapeHtml(texts.errorSummary)}</strong><ul>${errorList
          .map((message) => `<li>${escapeHtml(message)}</li>`)
          .join('')}</ul></div>`
      : '';
  const refusal = model.refusal
    ? `<div class="alert" role="alert"><p>${fill(texts.refusedAlert, { reason: model.refusal })}</p></div>`
    : '';
  return layout(
    texts,
    texts.pageTitle,
    `<h1>${fill(texts.payTo, { merchant: model.merchant })}</h1>
<p>${escapeHtml(model.description)}</p>
<p class="amount"><span class="hint">${escapeHtml(texts.amountLabel)}</span>${escapeHtml(model.amount)}</p>
${refusal}${alert}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
${field('holderName', texts.holderName, { autocomplete: 'cc-name', value: model.holderName })}
${field('number', texts.cardNumber, { autocomplete: 'cc-number', inputmode: 'numeric' })}
${field('expiry', texts.expiry, { autocomplete: 'cc-exp', inputmode: 'numeric', value: model.expiry, hint: texts.expiryHint })}
${field('cvc', texts.cvc, { autocomplete: 'cc-csc', inputmode: 'numeric', hint: texts.cvcHint })}
<button class="primary" type="submit" name="action" value="pay">${fill(texts.pay, { amount: model.amount })}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(texts.cancel)}</button>
</form>
${testCardTable(texts)}`,
  );
}

export interface ChallengePageModel {
  texts: TestProcessorTexts;
  action: string;
  merchant: string;
  amount: string;
}

/** The 3-D Secure challenge of card 4000 0000 0000 3220: the tester approves or denies it. */
export function renderChallengePage(model: ChallengePageModel): string {
  const { texts } = model;
  return layout(
    texts,
    texts.challengeTitle,
    `<h1>${escapeHtml(texts.challengeTitle)}</h1>
<p>${fill(texts.challengeText, { amount: model.amount, merchant: model.merchant })}</p>
<form method="post" action="${escapeHtml(model.action)}">
<button class="primary" type="submit" name="action" value="approve">${escapeHtml(texts.approve)}</button>
<button class="secondary" type="submit" name="action" value="deny">${escapeHtml(texts.deny)}</button>
</form>`,
  );
}

export interface MessagePageModel {
  texts: TestProcessorTexts;
  title: string;
  text: string;
  merchant?: string;
  /** A link back to the merchant, when the page knows where that is. */
  backUrl?: string;
}

/** A page that only says something: an expired, finished or unknown payment. */
export function renderMessagePage(model: MessagePageModel): string {
  const { texts } = model;
  const back = model.backUrl
    ? `<p><a href="${escapeHtml(model.backUrl)}">${fill(texts.backToMerchant, { merchant: model.merchant ?? '' })}</a></p>`
    : '';
  return layout(
    texts,
    model.title,
    `<h1>${escapeHtml(model.title)}</h1>
<div role="alert"><p>${escapeHtml(model.text)}</p></div>
${back}`,
  );
}
