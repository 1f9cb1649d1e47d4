/**
 * @jest-environment node
 *
 * Netlify's path syntax read by URLPattern (scripts/route-pattern.ts), as the local host's functions and
 * redirect rules use it.
 */
import { matchRoute, routeNames, routePattern } from './route-pattern';

const match = (routePath: string, pathname: string, options = {}) =>
  matchRoute(routePattern(routePath, options), pathname);

test('a :name segment is one path segment, with or without the trailing slash', () => {
  expect(match('/api/reservations/:reference', '/api/reservations/NL-1')).toEqual({ reference: 'NL-1' });
  expect(match('/api/reservations/:reference', '/api/reservations/NL-1/')).toEqual({ reference: 'NL-1' });
  expect(match('/api/reservations/:reference', '/api/reservations/NL-1/cancel')).toBeNull();
  expect(match('/api/reservations/:reference', '/api/reservations/')).toBeNull();
  expect(match('/api/a/:x/b/:y', '/api/a/1/b/2')).toEqual({ x: '1', y: '2' });
});

test('values stay as the URL has them (percent-encoded); the caller decodes', () => {
  expect(match('/api/signing-links/:token', '/api/signing-links/a%20b')).toEqual({ token: 'a%20b' });
});

test('literal segments are literal: a dot is a dot, and case counts unless asked otherwise', () => {
  expect(match('/sitemap.xml/', '/sitemap.xml')).toEqual({});
  expect(match('/sitemap.xml/', '/sitemapxxml')).toBeNull();
  expect(match('/.netlify/functions/api-not-found', '/.netlify/functions/api-not-found')).toEqual({});
  expect(match('/api/staff/me', '/API/staff/me')).toBeNull();
  expect(match('/api/staff/me', '/API/staff/me', { ignoreCase: true })).toEqual({});
  expect(match('/a+(b)', '/a+(b)')).toEqual({});
  expect(match('/a+(b)', '/aa(b)')).toBeNull();
});

test('a * segment is the rest of the path (splat); a redirect’s also matches the bare folder', () => {
  expect(match('/api/*', '/api/x/y')).toEqual({ splat: 'x/y' });
  expect(match('/api/*', '/api')).toBeNull();
  const redirect = { ignoreCase: true, splatMatchesBase: true };
  expect(match('/is/*', '/is', redirect)).toEqual({ splat: '' });
  expect(match('/is/*', '/IS/', redirect)).toEqual({ splat: '' });
  expect(match('/is/*', '/is/a/b', redirect)).toEqual({ splat: 'a/b' });
  expect(match('/is/*', '/island', redirect)).toBeNull();
});

test('the root is only the root', () => {
  expect(match('/', '/')).toEqual({});
  expect(match('/', '/x')).toBeNull();
});

test('routeNames lists the parameters in order', () => {
  expect(routeNames('/api/reservations/:reference/payments/:payment/result')).toEqual(['reference', 'payment']);
  expect(routeNames('/is/*')).toEqual(['splat']);
  expect(routeNames('/api/staff/me')).toEqual([]);
});
