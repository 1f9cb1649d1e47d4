import { couponCodeKey } from '../../booking/search-storage';
import { promotionInstant } from '../../domain/promotion';
import type { PromotionContent } from '../../content/promotion-content';
import { dismissedCodeKey } from './promotion-storage';
import { earlyAnswerAttribute, earlyAnswerEvent, liveAttribute } from './early-answer';

/**
 * The popup painted with the page (issue 30): the served HTML of a content page carries the promotion's
 * markup (closed) and, right after it, an inline script that decides whether the promotion opens on load
 * (spec §4) and, when it does, fills in the countdown and asks for its picture first; a second inline
 * script at the end of the body opens it, so the popup and its picture are part of the page's first
 * paint instead of arriving seconds later, once the page is idle. The promotion's code hydrates the
 * same markup later (mount-promotion.tsx), so the dialog, its picture and the focus stay as painted.
 *
 * Opening the dialog (`showModal`, the focus) lays out the page read so far. Opened first thing in the
 * body, it laid out the popup alone, the browser painted it, and the whole page below was laid out
 * after the first paint, in one task long enough to count as blocking on a phone (issue 41, decision
 * 051); opened at the end, the page and the popup are laid out once, before the first paint.
 */

/** Set on the dialog by the first script when the popup opens on load: the script at the end opens it. */
export const opensOnLoadAttribute = 'data-opens-on-load';

/** What the inline script knows: the promotion's rule facts, read at build time. */
export interface FirstPaintInput {
  /** Epoch milliseconds: the promotion runs strictly between these (spec §4), NaN when malformed. */
  from: number;
  to: number;
  promoCode: string;
  /** The visit's facts, read by the script. */
  now: number;
  dismissedCode: string | null;
  /** The booking's coupon code kept in the session, or the `coupon` query parameter (spec §2). */
  couponCode: string | null;
}

/** The countdown the popup opens with, or null when it does not open. */
export type FirstPaintDecision = [days: number, hours: number, minutes: number, seconds: number] | null;

/**
 * Whether the popup opens on load, and with what time left: the rule of `opensPromotionPopup` and
 * `countdown` (src/domain/promotion.ts) on the facts at hand before the page's code has loaded
 * (first-paint.test.ts checks they agree). A booking page never gets the script at all.
 *
 * Written to run as it is in the inline script (its source is written into the page): everything comes
 * in as input, and it uses no syntax that Babel would need a helper for.
 */
export function firstPaintDecision(input: FirstPaintInput): FirstPaintDecision {
  if (!(input.from < input.now && input.now < input.to)) return null;
  if (input.couponCode === input.promoCode || input.dismissedCode === input.promoCode) return null;
  const total = Math.floor((input.to - input.now) / 1000);
  return [Math.floor(total / 86400), Math.floor((total % 86400) / 3600), Math.floor((total % 3600) / 60), total % 60];
}

/**
 * The inline script after the promotion's markup (`#promotion`): when `firstPaintDecision` says the
 * popup opens, fills in the countdown, has its picture fetched first (the browser reads the rest of the
 * page meanwhile) and marks the dialog for `firstPaintOpenScript`.
 */
export function firstPaintScript(content: PromotionContent, tenant: string): string {
  const from = promotionInstant(content.validDates.from) ?? Number.NaN;
  const to = promotionInstant(content.validDates.to) ?? Number.NaN;
  const read = (storage: string, key: string) =>
    `(function(){try{return window.${storage}.getItem(${JSON.stringify(key)})}catch(e){return null}})()`;
  const settings = [
    `from:${String(from)}`,
    `to:${String(to)}`,
    `promoCode:${JSON.stringify(content.promoCode)}`,
    'now:Date.now()',
    `dismissedCode:${read('localStorage', dismissedCodeKey(tenant))}`,
    `couponCode:((new URLSearchParams(location.search).get('coupon')||'').trim().toUpperCase()||${read('sessionStorage', couponCodeKey)})`,
  ].join(',');
  return (
    `(function(){try{var c=document.getElementById('promotion'),d=c&&c.querySelector('dialog');if(!d)return;` +
    `var t=(${firstPaintDecision.toString()})({${settings}});if(!t)return;` +
    `var n=d.querySelectorAll('[role=timer] strong');for(var i=0;i<n.length&&i<4;i++)n[i].textContent=(t[i]<10?'0':'')+t[i];` +
    `var p=d.querySelector('img');if(p){p.setAttribute('fetchpriority','high');p.setAttribute('loading','eager');p.setAttribute('decoding','sync')}` +
    `d.setAttribute(${JSON.stringify(opensOnLoadAttribute)},'')` +
    `}catch(e){}})()`
  );
}

/**
 * The inline script at the end of the body: opens the dialog the first script marked, with the focus
 * on its button (as the promotion's code does); keeps the native Escape from closing it (the
 * promotion's code decides, spec §4) and notes a dismissal or the button pressed before the code runs,
 * for the code to act on when it starts.
 *
 * It opens the dialog in an animation frame callback: the first frame's, which the browser runs just
 * before it lays out and paints that frame (the page's render waits for this script, gatsby-ssr.tsx).
 * Opened at once, `showModal()` and the focus laid the whole page out in the script's own task, a task
 * before the first paint that Lighthouse's simulation moves after it, where it counted as blocking time
 * (16-25 ms of layout on this machine, 66-103 ms at 4×; decision 051). In the frame's own task the page
 * is laid out once, with the popup open, and painted in the same task. A frame not drawn yet when the
 * promotion's code has started (a tab opened in the background draws none) opens nothing: the code
 * opens the popup itself.
 */
export function firstPaintOpenScript(): string {
  return (
    `(function(){try{var c=document.getElementById('promotion'),d=c&&c.querySelector('dialog');` +
    `if(!d||!d.hasAttribute(${JSON.stringify(opensOnLoadAttribute)}))return;` +
    `requestAnimationFrame(function(){if(d.open||c.hasAttribute(${JSON.stringify(liveAttribute)}))return;` +
    `d.showModal();d.setAttribute('data-popup','open');var b=d.querySelector('[data-use]');if(b)b.focus()});` +
    `var a=function(x){if(c.hasAttribute(${JSON.stringify(liveAttribute)}))return;` +
    `if(!d.hasAttribute(${JSON.stringify(earlyAnswerAttribute)}))d.setAttribute(${JSON.stringify(earlyAnswerAttribute)},x);` +
    `window.dispatchEvent(new Event(${JSON.stringify(earlyAnswerEvent)}))};` +
    `d.addEventListener('cancel',function(e){if(!c.hasAttribute(${JSON.stringify(liveAttribute)})){e.preventDefault();a('dismiss')}});` +
    `d.addEventListener('click',function(e){var g=e.target;if(g===d||(g.closest&&g.closest('[data-close]')))a('dismiss');` +
    `else if(g.closest&&g.closest('[data-use]'))a('apply')})` +
    `}catch(e){}})()`
  );
}
