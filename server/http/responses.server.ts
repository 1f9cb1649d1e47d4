import { isDatabaseUnavailable, isTransientConflict } from '../db/errors.server';
import { ProcessorError } from '../payments/processor.server';
import { ApiError } from './api-error.server';
import type { StoredFile } from '../storage/port.server';
import { refuseCrossSite } from './cross-site.server';

/** The body of every error answer (spec §8 and the project's function contract). */
export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/**
 * A stored file of personal data as answered (a licence or condition photo): never cached, never sniffed,
 * shown inline; `headers` adds to them (the desk's).
 */
export function personalFileResponse(file: StoredFile, headers: Record<string, string> = {}): Response {
  return new Response(new Uint8Array(file.bytes), {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      ...headers,
    },
  });
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  const body: ErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return json(body, status, headers);
}

/**
 * 405 with the methods the endpoint accepts, as HTTP requires. `allowed` is what the `Allow` header
 * lists (HEAD and OPTIONS included); the message names only the methods the endpoint serves.
 */
export function methodNotAllowed(allowed: readonly string[]): Response {
  const served = allowed.filter((method) => method !== 'HEAD' && method !== 'OPTIONS');
  return errorResponse(
    405,
    'method_not_allowed',
    `Use ${(served.length > 0 ? served : allowed).join(' or ')} for this endpoint.`,
    undefined,
    { allow: allowed.join(', ') },
  );
}

/** The Retry-After of a 503 database_unavailable: a pool queue or a restart is over in seconds. */
export const databaseRetryAfterSeconds = 2;

/**
 * Wraps an endpoint so that an unexpected failure answers a JSON 500 with a request id, and the log
 * gets the id and the error (never the request body, which may hold personal data).
 */
export function withErrorHandling<C>(handler: (request: Request, context?: C) => Promise<Response>) {
  return async (request: Request, context?: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) {
        const body = {
          error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
          ...error.details,
        };
        return json(body, error.status, error.headers);
      }
      if (error instanceof ProcessorError) {
        // The transaction that called the processor rolled back: the same request with the same key
        // afterwards reaches the processor with the same idempotency key and completes once.
        console.error(
          `${request.method} ${new URL(request.url).pathname}: card processor ${error.status ?? 'timeout'}`,
        );
        return error.retryable
          ? json(
              {
                error: {
                  code: 'processor_unavailable',
                  message: 'The payment provider is not answering. No money was taken; please try again in a moment.',
                },
              },
              503,
              { 'retry-after': '5' },
            )
          : json(
              {
                error: {
                  code: 'processor_error',
                  message: 'The payment provider refused the request. No money was taken.',
                },
              },
              502,
            );
      }
      if (isDatabaseUnavailable(error) || isTransientConflict(error)) {
        // Nothing of the request was committed (its transaction rolled back, or never began): the same
        // request with the same key later completes once (docs/decisions/034).
        console.error(
          `${request.method} ${new URL(request.url).pathname}: database unavailable (${databaseFault(error)})`,
        );
        return errorResponse(
          503,
          'database_unavailable',
          'The booking system is busy or briefly unavailable. Please send the same request again in a moment: it is never done twice.',
          undefined,
          { 'retry-after': String(databaseRetryAfterSeconds) },
        );
      }
      const requestId = crypto.randomUUID();
      console.error(`[${requestId}] ${request.method} ${new URL(request.url).pathname} failed:`, loggableError(error));
      return errorResponse(500, 'internal_error', `Something went wrong on our side. Reference: ${requestId}`);
    }
  };
}

/** What an endpoint needs of Netlify's context: the client's address and the path parameters. */
export interface RequestContext {
  ip?: string;
  params?: Record<string, string>;
}

/** The client's address: Netlify's context, or its header when run elsewhere. */
export function clientAddress(request: Request, context: RequestContext): string {
  return (
    context.ip ??
    request.headers.get('x-nf-client-connection-ip') ??
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
    'unknown'
  );
}

export type MethodHandler = (request: Request, context: RequestContext) => Promise<Response>;

/** The methods an endpoint may serve with a handler of its own. */
export type ServedMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * What an endpoint serving `served` lists in `Allow`: those methods, HEAD where GET is served (the GET
 * answer without its body), and OPTIONS (always answered, with no body).
 */
export function allowedMethods(served: readonly ServedMethod[]): string[] {
  return [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'];
}

/** `response`'s status and headers without its body, as HEAD answers. */
function withoutBody(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * An endpoint: one handler per HTTP method, every ApiError turned into its JSON answer and anything
 * unexpected into a logged 500. This is the one place that answers methods (the functions' configs
 * name no `method`, so Netlify routes every method here): HEAD runs the GET handler and drops the
 * body, OPTIONS answers 204 with `Allow`, any other method 405 `method_not_allowed` with `Allow`.
 */
export function endpoint(handlers: Partial<Record<ServedMethod, MethodHandler>>) {
  const allowed = allowedMethods(Object.keys(handlers) as ServedMethod[]);
  const answer = withErrorHandling<RequestContext>(async (request, context) => {
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { allow: allowed.join(', '), 'cache-control': 'no-store' } });
    }
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    // Own keys only: a method named `constructor` or `toString` must not reach Object.prototype.
    const handler = Object.hasOwn(handlers, method) ? handlers[method as ServedMethod] : undefined;
    if (!handler) return methodNotAllowed(allowed);
    // Before the handler reads anything: a forged cross-site form never reaches an action (issue 38).
    refuseCrossSite(request);
    return handler(request, context ?? {});
  });
  return async (request: Request, context?: RequestContext): Promise<Response> => {
    const response = await answer(request, context);
    return request.method === 'HEAD' ? withoutBody(response) : response;
  };
}

/**
 * What of an unexpected error may be logged. A failed query's message from Drizzle carries the query's
 * parameters (names, e-mails, dates of birth): only the database's own error (code and message) and the
 * stack are kept, never the values.
 */
function frames(error: Error): string {
  // The stack starts with the (possibly multi-line) message: keep only the "at …" lines.
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** The database's own code and message of a fault, never the query or its values. */
function databaseFault(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.message.startsWith('Failed query:') && current.cause)
    current = current.cause;
  if (!(current instanceof Error)) return 'unknown';
  const code = (current as { code?: unknown }).code;
  const cause = current.cause instanceof Error ? `: ${current.cause.message}` : '';
  return `${typeof code === 'string' ? `${code} ` : ''}${current.message}${cause}`;
}

export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const cause = error.cause;
  if (error.message.startsWith('Failed query:') && cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return `Failed query (${typeof code === 'string' ? code : 'no code'}): ${cause.message}\n${frames(error)}`;
  }
  return error.stack ?? `${error.name}: ${error.message}`;
}
