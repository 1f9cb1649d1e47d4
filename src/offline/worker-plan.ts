/**
 * What a page does about the service worker once it is idle (docs/decisions/049), decided from its path
 * alone so the decision costs the page's first scripts a few bytes:
 * - `none` on the booking and lease steps and the staff desk: no reservation exists yet there, or none of
 *   the customer's, and those pages keep their script budgets (decision 039) free of the worker's chunk;
 * - `keep` on the reservation pages: register, then load the chunk that asks the worker to keep what the
 *   page loaded before the worker controlled it (src/offline/register.ts);
 * - `register` on every other page (content pages): the registration alone, no chunk, so the site is
 *   installable from any page.
 */
export type WorkerPlan = 'none' | 'register' | 'keep';

const withoutWorker = /^(?:\/[a-z]{2})?\/(?:book|lease|staff)(?:\/|$)/;
const tripPages = /^(?:\/[a-z]{2})?\/reservation(?:\/|$)/;

export function workerPlanOf(pathname: string): WorkerPlan {
  if (withoutWorker.test(pathname)) return 'none';
  if (tripPages.test(pathname)) return 'keep';
  return 'register';
}
