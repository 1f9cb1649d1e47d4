import fc from 'fast-check';
import { canonicalUrl, homePath, joinSlugs, localeFromPath, localePrefix, localizedPath, normalizePath } from './paths';

describe('localePrefix and homePath (spec §2: English has no prefix)', () => {
  it.each([
    ['en', '', '/'],
    ['is', '/is', '/is/'],
    ['de', '/de', '/de/'],
    ['zh', '/zh', '/zh/'],
    ['xx', '', '/'],
  ])('%s → prefix %j, home %j', (locale, prefix, home) => {
    expect(localePrefix(locale)).toBe(prefix);
    expect(homePath(locale)).toBe(home);
  });
});

describe('localizedPath (spec §2: all paths end with a slash)', () => {
  it.each([
    ['en', '/book/vehicles', '/book/vehicles/'],
    ['is', '/book/vehicles/', '/is/book/vehicles/'],
    ['de', 'book//vehicles', '/de/book/vehicles/'],
    ['fr', '/', '/fr/'],
    ['en', '', '/'],
    ['is', '/reservation/find?code=AB12', '/is/reservation/find/?code=AB12'],
  ])('%s + %s → %s', (locale, path, expected) => expect(localizedPath(locale, path)).toBe(expected));

  it('always starts and ends with a slash, without double slashes', () => {
    fc.assert(
      fc.property(fc.constantFrom('en', 'is', 'de'), fc.string(), (locale, path) => {
        const result = normalizePath(localizedPath(locale, path.replace(/[?#]/g, '')));
        return result.startsWith('/') && result.endsWith('/') && !result.includes('//');
      }),
    );
  });
});

describe('canonicalUrl (spec §2: path plus whitelisted query parameters sorted by name)', () => {
  const site = 'https://www.example-rental.is/';

  it('joins the site without its trailing slash and the path with one', () => {
    expect(canonicalUrl(site, '/blog/post', {}, { whitelist: [] })).toBe('https://www.example-rental.is/blog/post/');
    expect(canonicalUrl(site, '/', {}, { whitelist: [] })).toBe('https://www.example-rental.is/');
  });

  it('keeps only whitelisted parameters, sorted by name and URL-encoded', () => {
    expect(
      canonicalUrl(
        site,
        '/cars/',
        { utm_source: 'x', page: '2', category: '4x4 & SUV', ref: 'abc' },
        { whitelist: ['page', 'category'] },
      ),
    ).toBe('https://www.example-rental.is/cars/?category=4x4%20%26%20SUV&page=2');
  });

  it('drops whitelisted parameters with an empty value', () => {
    expect(canonicalUrl(site, '/cars/', { page: '' }, { whitelist: ['page'] })).toBe(
      'https://www.example-rental.is/cars/',
    );
  });

  it('lowercases the path only when asked, never the query values', () => {
    expect(canonicalUrl(site, '/Blog/Ring-Road/', { tag: 'Winter' }, { whitelist: ['tag'], lowercase: true })).toBe(
      'https://www.example-rental.is/blog/ring-road/?tag=Winter',
    );
    expect(canonicalUrl(site, '/Blog/', {}, { whitelist: [] })).toBe('https://www.example-rental.is/Blog/');
  });

  it('ignores a query already in the path', () => {
    expect(canonicalUrl(site, '/cars/?utm=x', {}, { whitelist: [] })).toBe('https://www.example-rental.is/cars/');
  });
});

describe('joinSlugs (spec §2: overview slug, category slug, page slug)', () => {
  it.each<[(string | undefined)[], string]>([
    [['a', 'b', 'c'], '/a/b/c/'],
    [['vehicles', undefined, 'toyota-rav4'], '/vehicles/toyota-rav4/'],
    [['/blog/', '', 'post/'], '/blog/post/'],
    [['is', 'a/b'], '/is/a/b/'],
    [[], '/'],
    [[undefined, ''], '/'],
  ])('%j → %s', (segments, path) => expect(joinSlugs(...segments)).toBe(path));
});

describe('localeFromPath', () => {
  it('reads the locale prefix, English without one', () => {
    expect(localeFromPath('/is/bilar/')).toBe('is');
    expect(localeFromPath('/zh/')).toBe('zh');
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/cars/4x4/')).toBe('en');
    expect(localeFromPath('/en/')).toBe('en');
    expect(localeFromPath('/island/')).toBe('en');
  });
});
