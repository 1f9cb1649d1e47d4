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
