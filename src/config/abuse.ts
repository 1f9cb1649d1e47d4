/**
 * Limits against abuse and how long the records that enforce them are kept (issue 38,
 * docs/decisions/045-abuse-limits-and-cross-site-requests.md). Each number is here once: the engine, the
 * scheduled purge and the tests read it from here.
 */

/**
 * Unpaid holds (reservations waiting for payment, each holding a unit for `unpaidHoldMinutes`) one client
 * may have at once. A family booking two cars, and going back once to change one, stays well under both;
 * a script that books in a loop meets the address limit within seconds, with or without a cookie.
 */
export const unpaidHoldLimits = {
  /** Per browser session (the `__Host-nl_session` cookie). */
  perSession: 4,
  /** Per client address (Netlify's `x-nf-client-connection-ip`): a hotel's or a family's shared network. */
  perAddress: 8,
} as const;

/**
 * How long the purge (netlify/functions/purge-expired-records.mts, daily) keeps each kind of record
 * after it stopped being of use. Counted from the session's expiry, the attempt, the key's creation, the
 * counter's window.
 */
export const recordRetention = {
  /** Sessions past their expiry: a cookie that old is refused already; the row is only kept for this grace. */
  expiredSessionsDays: 1,
  /** Find attempts: the limit looks back `findLimits.windowMinutes` (15); a day keeps them for a look after an attack. */
  findAttemptsDays: 1,
  /** Idempotency keys: a client retries a booking within minutes; a week covers any late retry. */
  idempotencyKeysDays: 7,
  /** Per-minute rate counters (the affiliate endpoints): used for one minute, kept an hour. */
  rateCountersHours: 1,
} as const;
