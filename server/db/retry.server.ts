import { isTransientConflict, pgErrorCode } from './errors.server';

/**
 * How often a transaction that lost a deadlock or a serialization check runs again, and the longest
 * wait before each run (full jitter: a random wait up to `baseDelayMs * 2^n`, so the transactions that
 * collided do not collide again in step). docs/decisions/034.
 */
export const conflictRetries = { attempts: 5, baseDelayMs: 15 };

/** A transaction that lost to a deadlock or a serialization check on every run. */
export class TransientConflictError extends Error {
  override readonly name = 'TransientConflictError';
  constructor(
    readonly attempts: number,
    options: { cause: unknown },
  ) {
    super(`The transaction lost a database conflict on each of its ${attempts} runs`, options);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `transaction` (a whole transaction, from BEGIN to COMMIT) again when PostgreSQL rolled it back
 * for a deadlock (40P01) or a serialization failure (40001), at most `attempts` runs in all. Safe
 * because such a transaction left nothing behind: its idempotency key, rows and outbox messages were
 * rolled back with it. Calls it makes outside the database carry idempotency keys derived from the
 * request (the card processor's), so a second run gets the first run's answer.
 */
export async function retryConflicts<T>(
  transaction: () => Promise<T>,
  options: { attempts?: number; baseDelayMs?: number; random?: () => number } = {},
): Promise<T> {
  const attempts = options.attempts ?? conflictRetries.attempts;
  const baseDelayMs = options.baseDelayMs ?? conflictRetries.baseDelayMs;
  const random = options.random ?? Math.random;
  for (let run = 1; ; run += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (!isTransientConflict(error)) throw error;
      if (run >= attempts) throw new TransientConflictError(attempts, { cause: error });
      // A line per retry, so that a rise in conflicts shows in the function logs (no query, no values).
      console.warn(`Database transaction run ${run} lost a conflict (${pgErrorCode(error)}); running it again`);
      await pause(random() * baseDelayMs * 2 ** (run - 1));
    }
  }
}
