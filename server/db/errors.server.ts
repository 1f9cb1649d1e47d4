/** The SQLSTATE of a PostgreSQL error, also when Drizzle wraps it (DrizzleQueryError keeps it as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const exclusionViolation = '23P01';
export const uniqueViolation = '23505';
export const deadlockDetected = '40P01';
export const serializationFailure = '40001';

/** A deadlock or a serialization failure: the transaction was rolled back whole and may simply run again. */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === deadlockDetected || code === serializationFailure;
}

/** The messages node-postgres gives when it has no connection to give or loses the one it had. */
const connectionMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'connect ECONNREFUSED',
  'read ECONNRESET',
  'write EPIPE',
];
/** Node's own codes of a socket that could not connect or was cut. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The database cannot serve this request now, though the request itself is fine: the pool had no
 * connection in time, the server is down, restarting or shutting down, or the connection was lost
 * mid-request (SQLSTATE class 08, 57P01-57P03, 53300 too many connections). A transaction that failed
 * this way was not committed; the same request again later is safe (docs/decisions/034).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
      if (socketCodes.has(code)) return true;
    }
    if (typeof message === 'string' && connectionMessages.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
