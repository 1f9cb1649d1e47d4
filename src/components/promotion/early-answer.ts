/**
 * What the inline script of a content page (first-paint.ts) and the promotion's code tell each other:
 * a module without imports, as the page's first-load code reads it (load-promotion.ts).
 */

/** The attribute the inline script leaves on the dialog when the visitor answered before the code loaded. */
export const earlyAnswerAttribute = 'data-early-answer';
/** The event the inline script sends when the visitor answers before the promotion's code runs. */
export const earlyAnswerEvent = 'promotion-early-answer';
/** The attribute the promotion's code sets on its container once it runs: the inline script stands down. */
export const liveAttribute = 'data-live';

/** The promotion root's `useId` prefix, in the served markup and in the browser: no clash with the page's ids. */
export const promotionIdPrefix = 'promotion-';

/** The visitor's answer to the popup given before the promotion's code ran. */
export type EarlyAnswer = 'dismiss' | 'apply';

/** The early answer the inline script noted on the dialog in `container`, if any. */
export function earlyAnswerIn(container: Element): EarlyAnswer | undefined {
  const answer = container.querySelector('dialog')?.getAttribute(earlyAnswerAttribute);
  return answer === 'dismiss' || answer === 'apply' ? answer : undefined;
}
