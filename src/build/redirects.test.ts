import { tenantIds } from '../config/tenants';
import { redirectsQuery } from '../content/queries';
import { createEmbeddedSource, readDataset } from '../content/sources/embedded-source';
import type { Redirect } from '../content/types';
import { ContentError } from './content-paths';
import { resolveLink, type LinkContext } from './links';
import { planRedirects, redirectsFile, redirectTargets } from './redirects';

const redirect = (id: string, fields: Partial<Redirect>): Partial<Redirect> => ({
  _id: id,
  _type: 'redirect',
  tenant: 'car',
  ...fields,
});

describe('planRedirects (spec §2 route rules)', () => {
  it('plans 301 for permanent and unset, 302 for temporary, and knows an external target', () => {
    expect(
      planRedirects([
        redirect('a', { from: '/about/', to: '/about-us/', permanent: true }),
        redirect('b', { from: '/de/angebote', to: '/de/fahrzeuge/', permanent: false }),
        redirect('c', { from: '/safe-travel/', to: 'https://safetravel.is/' }),
      ]),
    ).toEqual([
      { id: 'a', from: '/about/', to: '/about-us/', status: 301, isExternal: false },
      { id: 'b', from: '/de/angebote/', to: '/de/fahrzeuge/', status: 302, isExternal: false },
      { id: 'c', from: '/safe-travel/', to: 'https://safetravel.is/', status: 301, isExternal: true },
    ]);
  });

  it('follows a chain of the site own redirects, so the visitor makes one hop', () => {
    const planned = planRedirects([
      redirect('old', { from: '/old/', to: '/older/?ref=1' }),
      redirect('older', { from: '/older/', to: '/about-us/' }),
      redirect('away', { from: '/away/', to: '/old/' }),
      redirect('gone', { from: '/gone/', to: '/leaving/' }),
      redirect('leaving', { from: '/leaving/', to: 'https://safetravel.is/' }),
    ]);
    expect(Object.fromEntries(planned.map((r) => [r.id, r.to]))).toEqual({
      old: '/about-us/?ref=1',
      older: '/about-us/',
      away: '/about-us/?ref=1',
      gone: 'https://safetravel.is/',
      leaving: 'https://safetravel.is/',
    });
    expect(planned.find((r) => r.id === 'gone')?.isExternal).toBe(true);
  });

  it.each([
    ['no from', redirect('r1', { to: '/a/' }), 'r1', 'has no "from" path'],
    ['a blank from', redirect('r2', { from: '  ', to: '/a/' }), 'r2', 'has no "from" path'],
    ['a from without its slash', redirect('r3', { from: 'about/', to: '/a/' }), 'r3', 'starting with "/"'],
    ['a from that is an address', redirect('r4', { from: 'https://x.is/a/', to: '/a/' }), 'r4', 'starting with "/"'],
    ['a from with a placeholder', redirect('r5', { from: '/blog/*', to: '/a/' }), 'r5', 'starting with "/"'],
    ['no to', redirect('r6', { from: '/a/' }), 'r6', 'has no "to" target'],
    ['a to of another scheme', redirect('r7', { from: '/a/', to: 'javascript:alert(1)' }), 'r7', '"to" must be'],
    ['a protocol-relative to', redirect('r8', { from: '/a/', to: '//evil.test/' }), 'r8', '"to" must be'],
    ['a redirect to itself', redirect('r9', { from: '/a/', to: '/a' }), 'r9', 'loops: /a/ -> /a/'],
  ])('fails the build for %s, naming the document', (_, document, id, message) => {
    expect(() => planRedirects([document])).toThrow(ContentError);
    expect(() => planRedirects([document])).toThrow(`Content error in document "${id}"`);
    expect(() => planRedirects([document])).toThrow(message);
  });

  it('fails the build for a loop through several redirects and for two redirects from one path', () => {
    expect(() =>
      planRedirects([
        redirect('x', { from: '/x/', to: '/y/' }),
        redirect('y', { from: '/y/', to: '/z/' }),
        redirect('z', { from: '/z/', to: '/x/' }),
      ]),
    ).toThrow('Content error in document "x": the redirect from "/x/" loops: /x/ -> /y/ -> /z/ -> /x/');
    expect(() =>
      planRedirects([redirect('first', { from: '/a/', to: '/b/' }), redirect('second', { from: '/a', to: '/c/' })]),
    ).toThrow('Content error in document "second": the redirect from "/a" is also redirected by "first"');
  });

  it('writes Netlify redirects that answer even where a page exists', () => {
    const file = redirectsFile(
      planRedirects([
        redirect('a', { from: '/about/', to: '/about-us/' }),
        redirect('b', { from: '/book/', to: '/book/vehicles/', permanent: false }),
      ]),
    );
    expect(file.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/about/ /about-us/ 301!',
      '/book/ /book/vehicles/ 302!',
      '',
    ]);
  });
});

describe('in-site links to a redirected path (spec §2: an internal redirect navigates)', () => {
  const context: LinkContext = {
    paths: new Map([
      ['car-en-page-old', '/about/'],
      ['car-de-page', '/de/ueber-uns/'],
    ]),
    language: 'en',
    documentId: 'car-en-footer',
    warn: () => undefined,
    redirects: redirectTargets(
      planRedirects([
        redirect('a', { from: '/about/', to: '/about-us/' }),
        redirect('b', { from: '/de/reservation/find', to: '/de/reservation/' }),
        redirect('c', { from: '/safe-travel/', to: 'https://safetravel.is/' }),
      ]),
    ),
  };

  it('go to the target of a page reference, a relative path (keeping its query) and an external target', () => {
    expect(
      resolveLink(
        { _type: 'link', type: 'internal', internal: { _type: 'reference', _ref: 'car-en-page-old' } },
        context,
      ),
    ).toMatchObject({
      href: '/about-us/',
      isExternal: false,
    });
    expect(
      resolveLink(
        { _type: 'link', type: 'internal', internalType: 'relative', relative: '/reservation/find/?ref=x' },
        { ...context, language: 'de' },
      ).href,
    ).toBe('/de/reservation/?ref=x');
    expect(
      resolveLink({ _type: 'link', type: 'internal', internalType: 'relative', relative: '/safe-travel' }, context),
    ).toMatchObject({
      href: 'https://safetravel.is/',
      isExternal: true,
    });
  });

  it('leave other links and external addresses alone', () => {
    expect(
      resolveLink({ _type: 'link', type: 'internal', internal: { _type: 'reference', _ref: 'car-de-page' } }, context)
        .href,
    ).toBe('/de/ueber-uns/');
    expect(resolveLink({ _type: 'link', type: 'external', external: 'https://example.com/about/' }, context).href).toBe(
      'https://example.com/about/',
    );
  });
});

describe('the embedded dataset’s redirects', () => {
  const source = createEmbeddedSource(readDataset());

  it.each(tenantIds)('plan for the %s brand: a permanent internal, a temporary and an external one', async (tenant) => {
    const planned = planRedirects(await source.fetch<Partial<Redirect>[]>(redirectsQuery, { tenant }));
    expect(planned.some((r) => r.status === 301 && !r.isExternal)).toBe(true);
    expect(planned.some((r) => r.status === 302)).toBe(true);
    expect(planned.some((r) => r.isExternal)).toBe(true);
  });
});
