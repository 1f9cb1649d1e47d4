import { ApiError } from './errors';

type Fetch = typeof globalThis.fetch;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Raw bytes sent as they are (a licence photo), instead of a JSON `body`. */
  bytes?: Blob;
  /** A multipart form (a condition photo with its meta); the browser writes its Content-Type and boundary. */
  form?: FormData;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Where requests go: the functions' base address and the fetch that sends them (tests pass their own). */
export interface Transport {
  baseUrl: string;
  fetch: Fetch;
}

const pageTransport: Transport = { baseUrl: '', fetch: (...args: Parameters<Fetch>) => globalThis.fetch(...args) };

/** `Retry-After` in seconds (docs/api.md: 429 and 503 send it as a number of seconds). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers?.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One call to our functions (docs/api.md): JSON in and out with the session cookie; a non-2xx answer
 * throws an ApiError with the answer's code, message and field messages. A GET is tried once more when
 * the network failed (spec §7); a POST or PATCH never is: the caller sends it again with the same
 * Idempotency-Key. On its own, without the whole client (`client.ts`), for the content pages' few GETs
 * (the exchange rates, the search options), whose chunks load on every page (issue 18).
 */
export async function send<T>(
  path: string,
  { method = 'GET', body, bytes, form, idempotencyKey, signal }: RequestOptions = {},
  { baseUrl, fetch }: Transport = pageTransport,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (bytes) headers['Content-Type'] = bytes.type || 'application/octet-stream';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(bytes ? { body: bytes } : {}),
    ...(form ? { body: form } : {}),
    ...(signal ? { signal } : {}),
  };
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    if (method !== 'GET') throw new ApiError(0, 'network_error', 'The server could not be reached.');
    try {
      response = await fetch(`${baseUrl}${path}`, init);
    } catch (retryError) {
      if (isAbort(retryError)) throw retryError;
      throw new ApiError(0, 'network_error', 'The server could not be reached.');
    }
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ApiError(response.status, 'bad_response', `The server answered ${response.status} without JSON.`);
  }
  if (!response.ok) {
    const error = (answer as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'bad_response',
      typeof error?.message === 'string' ? error.message : `The server answered ${response.status}.`,
      error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined,
      answer,
      retryAfterOf(response),
    );
  }
  return answer as T;
}
