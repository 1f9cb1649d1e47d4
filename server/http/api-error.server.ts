/**
 * An answer the API gives on purpose: bad input (4xx), a rule that refuses (409, 422), a missing
 * resource (404). Thrown by the engine and turned into `{ error: { code, message, fields? } }` by the
 * endpoint wrapper; anything else thrown becomes a 500.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
    /** Extra facts beside the error (for example the cancellation terms that changed). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
