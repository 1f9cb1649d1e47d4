/**
 * The parts of autocannon 9 (no types of its own) that scripts/bench-load.mts uses: its options with a
 * sequence of requests, the per-connection client, the instance's events and the result.
 */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Mutates or replaces the request before it is sent; a falsy answer starts the sequence over. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string | string[]>,
    ) => void;
    /** Anything else is kept on the request object (the bench names its step). */
    [key: string]: unknown;
  }

  interface AutocannonClient extends EventEmitter {
    destroyed: boolean;
    requestIterator: { context: Record<string, unknown>; currentRequest: AutocannonRequest };
    _doRequest: () => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: AutocannonRequest[];
    setupClient?: (client: AutocannonClient) => void;
    initialContext?: Record<string, unknown>;
  }

  interface AutocannonResult {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
    '1xx': number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  }

  interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(
      event: 'response',
      listener: (client: AutocannonClient, status: number, bytes: number, responseTime: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop: () => void;
  }

  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
  export type { AutocannonClient, AutocannonOptions, AutocannonRequest, AutocannonResult, AutocannonInstance };
}
