import { canonicalQueryRules, pageCanonicalUrl, type CanonicalPageKind } from './canonical';

const site = 'https://www.example-rental.is';
const kinds = Object.keys(canonicalQueryRules) as CanonicalPageKind[];

describe('pageCanonicalUrl (spec §2: whitelisted query parameters only)', () => {
  it.each(kinds)('a %s has the path alone as its canonical', (kind) => {
    expect(pageCanonicalUrl(site, '/is/bilar/', '', kind)).toBe(`${site}/is/bilar/`);
  });

  it.each(kinds)('a %s drops referral, coupon and campaign parameters', (kind) => {
    const search = '?utm_source=x&ref=AFF1&coupon=WINTER15&utm_medium=email';
    expect(pageCanonicalUrl(site, '/de/blog/post/', search, kind)).toBe(`${site}/de/blog/post/`);
  });

  it('drops a search link from a booking step', () => {
    const search = '?pickup=kef&return=rvk&from=2027-06-01T10:00&to=2027-06-08T12:00';
    expect(pageCanonicalUrl(site, '/book/vehicles/', search, 'bookingPage')).toBe(`${site}/book/vehicles/`);
  });

  it('keeps the case of the path the page is served at', () => {
    expect(pageCanonicalUrl(site, '/Reykjavik-Tours/', '?ref=A', 'page')).toBe(`${site}/Reykjavik-Tours/`);
  });

  it('gives the same answer with and without a query, as the static HTML and the hydrated page must', () => {
    for (const kind of kinds) {
      expect(pageCanonicalUrl(site, '/cars/', '?utm_source=x', kind)).toBe(pageCanonicalUrl(site, '/cars/', '', kind));
    }
  });
});
