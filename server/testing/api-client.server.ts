import type { RequestContext } from '../http/responses.server';

type Handler = (request: Request, context?: RequestContext) => Promise<Response>;

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  // The answers' shapes are what the tests check; a loose type keeps the assertions readable.
  body: T;
}

let visitors = 0;

/**
 * An address of the documentation range (RFC 3849) of its own for each visitor, so that the per-address
 * limits (unpaid holds, find attempts) count one visitor, as real customers are counted, and the
 * visitors of one run never add up on the shared test database.
 */
const ownAddress = () => `2001:db8::${(process.pid % 0x10000).toString(16)}:${(visitors += 1).toString(16)}`;

/**
 * A visitor calling the functions in tests: keeps its session cookie like a browser, and passes the
 * path parameters and client address that Netlify would.
 */
export class ApiClient {
  /** The cookies it keeps, by name, as a browser's jar does (the site's and the staff's sessions). */
  private readonly cookies = new Map<string, string>();

  constructor(readonly ip = ownAddress()) {}

  /** The cookies it sends (a `Cookie` header's value), for a caller that builds its own requests. */
  get sessionCookie(): string | undefined {
    return this.cookies.size > 0 ? [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  }

  async call<T = Record<string, unknown>>(
    handler: Handler,
    options: {
      method?: string;
      path: string;
      body?: unknown;
      rawBody?: string | Uint8Array;
      headers?: Record<string, string>;
      params?: Record<string, string>;
    },
  ): Promise<ApiAnswer<T>> {
    const headers = new Headers(options.headers);
    if (options.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const cookie = this.sessionCookie;
    if (cookie) headers.set('cookie', cookie);
    const request = new Request(`http://localhost${options.path}`, {
      method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
      headers,
      // A Uint8Array is a valid body; TypeScript's DOM types want one backed by a plain ArrayBuffer.
      body:
        (options.rawBody as BodyInit | undefined) ??
        (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const response = await handler(request, { ip: this.ip, params: options.params ?? {} });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      // An empty value is how the site clears a cookie (with an Expires in the past).
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('application/json')
      ? ((await response.json()) as T)
      : ((await response.arrayBuffer()) as T);
    return { status: response.status, headers: response.headers, body };
  }
}
