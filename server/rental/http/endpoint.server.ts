import { endpoint, type RequestContext, type ServedMethod } from '../../http/responses.server';
import { ensureSession, findSession, rotateSession, type Session } from '../../session.server';
import { engineContext, type EngineContext } from '../context.server';

/**
 * The shape of every endpoint of the site (docs/decisions/037): a function file in `netlify/functions`
 * holds its route (`config.path`), its body schema and its handlers; the handlers are given what every
 * call needs, resolved once here, instead of fetching it again each.
 */

/** What a handler is given: the request, Netlify's context and the engine's context of this request. */
export interface EngineCall {
  request: Request;
  /** The path's parameters and the client's address (Netlify's context). */
  requestContext: RequestContext;
  /** The database, the brand and the request's time, read once. */
  context: EngineContext;
}

export type EngineHandler = (call: EngineCall) => Promise<Response>;

/**
 * An endpoint whose handlers get an `EngineCall`. Methods are answered as `endpoint()` answers them
 * (HEAD, OPTIONS, 405 with `Allow`, every error as JSON); the engine's context is made only for a
 * method the endpoint serves.
 */
export function engineEndpoint(handlers: Partial<Record<ServedMethod, EngineHandler>>) {
  const methods = Object.entries(handlers).map(([method, handle]) => [
    method,
    (request: Request, requestContext: RequestContext) => handle({ request, requestContext, context: engineContext() }),
  ]);
  return endpoint(Object.fromEntries(methods));
}

/**
 * The visitor's session a handler needs: `find` the live one if any (routes that read a proven
 * reservation), `ensure` one, created with its cookie on first need (routes that book one), `prove`:
 * ensure one, and once the handler has proved a reservation to it (a 2xx answer), give a session that
 * came with the request a new id (issue 38, session fixation: find and open by link).
 */
export type SessionNeed = 'find' | 'ensure' | 'prove';

export type SessionOf<Need extends SessionNeed> = Need extends 'find' ? Session | undefined : Session;

export interface SessionCall<Need extends SessionNeed> extends EngineCall {
  session: SessionOf<Need>;
}

/**
 * A handler that needs the visitor's session. `input` reads and checks the request first (path,
 * query, Idempotency-Key, body, in the order the endpoint refuses them), so a refused request never
 * looks a session up or creates one; then the session is resolved and `handle` answers. A session
 * created here sends its cookie with the answer.
 */
export function withSession<Need extends SessionNeed, Input = undefined>(
  need: Need,
  steps: {
    input?: (call: EngineCall) => Input | Promise<Input>;
    handle: (call: SessionCall<Need>, input: Input) => Promise<Response>;
  },
): EngineHandler {
  return async (call) => {
    // Without `input`, Input is its default, undefined.
    const input = (steps.input ? await steps.input(call) : undefined) as Input;
    const { db, tenant, now } = call.context;
    // TypeScript does not narrow `Need` from `need`: the casts say which session each branch resolved.
    if (need === 'find') {
      const session = await findSession(db, call.request, tenant, now);
      return steps.handle({ ...call, session } as SessionCall<Need>, input);
    }
    const { session, setCookie } = await ensureSession(db, call.request, tenant, now);
    const response = await steps.handle({ ...call, session } as SessionCall<Need>, input);
    if (setCookie) {
      response.headers.append('set-cookie', setCookie);
    } else if (need === 'prove' && response.ok) {
      // A session made by this very request is new already; one that came with it gets a new id.
      response.headers.append('set-cookie', (await rotateSession(db, session)).setCookie);
    }
    return response;
  };
}
