/**
 * @jest-environment node
 */
import { closeDatabase } from '../../../server/db/client.server';
import { type FunctionRoute, functionRoutes, routeFor } from './routes';

/**
 * The methods each function serves (docs/api.md). No config names a method any more, so Netlify
 * routes every method to the function, and the function answers the others (issue 31).
 */
const served: Record<string, string[]> = {
  'affiliate-click.mts': ['POST'],
  'affiliate-conversion.mts': ['POST'],
  'availability.mts': ['POST'],
  'check-in-contract.mts': ['POST', 'GET'],
  'check-in-details.mts': ['POST'],
  'check-in-licence-photo.mts': ['PUT', 'GET', 'DELETE'],
  'check-in-options.mts': ['POST'],
  'check-in-payment.mts': ['POST'],
  'check-in-signature.mts': ['POST'],
  'check-in-signing-link.mts': ['POST'],
  'check-in.mts': ['POST'],
  'condition-confirm.mts': ['POST'],
  'condition-photo-file.mts': ['GET'],
  'condition-photo.mts': ['PUT', 'DELETE'],
  'condition-report.mts': ['GET'],
  'condition.mts': ['GET'],
  'csp-reports.mts': ['POST'],
  'exchange-rates.mts': ['GET'],
  'health.mts': ['GET'],
  'lease-licence-photo.mts': ['PUT', 'GET', 'DELETE'],
  'lease-quote.mts': ['POST'],
  'leases.mts': ['POST'],
  'locations.mts': ['GET'],
  'payment-result.mts': ['POST'],
  'payment-webhook.mts': ['POST'],
  'quote.mts': ['POST'],
  'reservation-cancel.mts': ['POST'],
  'reservation-deposit.mts': ['POST'],
  'reservation-payments.mts': ['POST'],
  'reservation-refund-requests.mts': ['POST'],
  'reservation-trip-conditions.mts': ['GET'],
  'reservation.mts': ['GET', 'PATCH'],
  'reservations-find.mts': ['POST'],
  'reservations-open.mts': ['POST'],
  'reservations.mts': ['POST'],
  'sanity-webhook.mts': ['POST'],
  'search-options.mts': ['GET'],
  'session.mts': ['GET'],
  'shuttle-locations.mts': ['GET', 'POST'],
  'signing-link-contract.mts': ['GET'],
  'signing-link-signature.mts': ['POST'],
  'signing-link.mts': ['GET'],
  'staff-callback.mts': ['GET'],
  'staff-cancel.mts': ['POST'],
  'staff-condition-claim-close.mts': ['POST'],
  'staff-condition-claim.mts': ['POST'],
  'staff-condition-notes.mts': ['POST'],
  'staff-condition-photo-file.mts': ['GET'],
  'staff-condition-photo.mts': ['PUT'],
  'staff-condition-report.mts': ['GET'],
  'staff-condition.mts': ['GET'],
  'staff-contract.mts': ['GET'],
  'staff-deposit.mts': ['POST'],
  'staff-licence-photo.mts': ['GET'],
  'staff-me.mts': ['GET'],
  'staff-picked-up.mts': ['POST'],
  'staff-refund-decision.mts': ['POST'],
  'staff-reservation.mts': ['GET', 'PATCH'],
  'staff-reservations.mts': ['GET'],
  'staff-returned.mts': ['POST'],
  'staff-sign-in.mts': ['GET'],
  'staff-sign-out.mts': ['POST'],
  'staff-today.mts': ['GET'],
};

const everyMethod = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The path with each parameter filled in, as a client would call it. */
function examplePath(route: FunctionRoute): string {
  const example: Record<string, string> = {
    reference: 'CJY9NMP',
    payment: '00000000-0000-4000-8000-000000000000',
    driver: '0',
    side: 'front',
    token: 'jk03h0n8Pi86Yk3IptpXs31C5svWcT_6uIrdUc6r3hk',
    action: 'release',
    id: '00000000-0000-4000-8000-000000000000',
    decision: 'approve',
  };
  return route.path.replace(/:([a-z]+)/g, (_match, name: string) => example[name] ?? 'x');
}

describe('every endpoint answers a method it does not serve with JSON 405 and Allow', () => {
  let routes: FunctionRoute[] = [];
  beforeAll(async () => {
    routes = await functionRoutes();
  });
  afterAll(closeDatabase);

  it('knows the methods of every function with a path, and no config names a method', async () => {
    expect(routes.map((route) => route.file).sort()).toEqual(Object.keys(served).sort());
    for (const route of routes) {
      const module = (await import(`../${route.file}`)) as { config: Record<string, unknown> };
      expect([route.file, module.config.method]).toEqual([route.file, undefined]);
    }
  });

  it('sends each path to one function, whatever the method', () => {
    for (const route of routes) expect(routeFor(routes, examplePath(route))?.route.file).toBe(route.file);
    expect(routeFor(routes, '/api/reservations/find')?.route.file).toBe('reservations-find.mts');
    expect(routeFor(routes, '/api/reservations/open')?.route.file).toBe('reservations-open.mts');
  });

  it('answers 405 method_not_allowed with Allow, and OPTIONS with 204 and Allow', async () => {
    for (const route of routes) {
      const methods = served[route.file] ?? [];
      const allow = [...methods, ...(methods.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
      const url = `http://localhost${examplePath(route)}`;
      const context = { ip: '203.0.113.9', params: routeFor(routes, examplePath(route))?.params ?? {} };
      for (const method of [...everyMethod.filter((one) => !methods.includes(one)), 'PROPFIND', 'constructor']) {
        const body = method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' };
        const response = await route.handler(new Request(url, { method, ...body }), context);
        const what = `${method} ${route.path}`;
        expect([what, response.status, response.headers.get('allow')]).toEqual([what, 405, allow]);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect([what, await response.json()]).toEqual([
          what,
          { error: { code: 'method_not_allowed', message: `Use ${methods.join(' or ')} for this endpoint.` } },
        ]);
      }
      const options = await route.handler(new Request(url, { method: 'OPTIONS' }), context);
      expect([route.path, options.status, options.headers.get('allow'), await options.text()]).toEqual([
        route.path,
        204,
        allow,
        '',
      ]);
    }
  });

  it('answers HEAD as the GET without its body', async () => {
    const route = routes.find((one) => one.file === 'locations.mts');
    if (!route) throw new Error('locations.mts has no route');
    const get = await route.handler(new Request('http://localhost/api/locations'), {});
    const head = await route.handler(new Request('http://localhost/api/locations', { method: 'HEAD' }), {});
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(await head.text()).toBe('');
    expect((await get.json()).locations.length).toBeGreaterThan(0);
  });
});
