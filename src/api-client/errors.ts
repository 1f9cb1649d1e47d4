/**
 * A failed call to one of our functions: the answer's `{ error: { code, message, fields? } }`
 * (docs/api.md Errors), status 0 and code `network_error` when no answer came, or `bad_response`
 * when the answer was not the JSON it should be. `body` is the whole answer, for errors that carry
 * more (a refused card also answers with the payment and the reservation).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly body: unknown;
  /** Seconds to wait before trying again, from the answer's `Retry-After` (429, 503). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    body?: unknown,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}
