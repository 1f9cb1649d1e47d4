/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { contextFor } from '../../build/pages';
import { Seo } from './Seo';

const site = 'https://www.example-rental.is';
const context = contextFor('car', site, 'de', '/cars/', '/de/cars/');

type Tag = { name: string } & Record<string, string>;

/** The head's tags, each with its attributes, as a crawler reads the built HTML. */
function head(element: JSX.Element): Tag[] {
  const markup = renderToStaticMarkup(element);
  return [...markup.matchAll(/<([a-z]+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].map(([, name, attributes]) => ({
    ...Object.fromEntries(
      [...(attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key?.toLowerCase(), value]),
    ),
    name: name ?? '',
  }));
}

const find = (tags: Tag[], wanted: Record<string, string>) =>
  tags.find((tag) => Object.entries(wanted).every(([key, value]) => tag[key] === value));

describe('Seo', () => {
  it("builds absolute links from the page context's site address (issue 13)", () => {
    const tags = head(
      <Seo context={context} title="Cars" pageKind="vehicleOverviewPage" location={{ pathname: '/de/cars/' }} />,
    );
    expect(find(tags, { rel: 'canonical' })?.href).toBe(`${site}/de/cars/`);
    expect(find(tags, { property: 'og:url' })?.content).toBe(`${site}/de/cars/`);
    expect(find(tags, { hreflang: 'x-default' })?.href).toBe(`${site}/cars/`);
    expect(JSON.stringify(tags)).not.toContain('localhost');
  });

  it('names each language without a region in hreflang, plus x-default', () => {
    const tags = head(
      <Seo context={context} title="Cars" pageKind="vehicleOverviewPage" location={{ pathname: '/' }} />,
    );
    const hreflangs = tags.filter((tag) => tag.rel === 'alternate').map((tag) => tag.hreflang);
    expect(hreflangs).toEqual(['en', 'is', 'de', 'es', 'fr', 'pt', 'zh-Hans', 'x-default']);
    expect(find(tags, { hreflang: 'de' })?.href).toBe(`${site}/de/cars/`);
  });

  it('keeps Open Graph locales in language_TERRITORY form', () => {
    const tags = head(
      <Seo context={context} title="Cars" pageKind="vehicleOverviewPage" location={{ pathname: '/' }} />,
    );
    expect(find(tags, { property: 'og:locale' })?.content).toBe('de_DE');
  });

  it.each(['?utm_source=x', '?ref=AFF1', '?coupon=WINTER15&utm_medium=email'])(
    'leaves the query %s out of the canonical link in the browser',
    (search) => {
      const location = { pathname: '/de/cars/', search };
      const tags = head(<Seo context={context} title="Cars" pageKind="vehicleOverviewPage" location={location} />);
      expect(find(tags, { rel: 'canonical' })?.href).toBe(`${site}/de/cars/`);
      expect(find(tags, { property: 'og:url' })?.content).toBe(`${site}/de/cars/`);
    },
  );

  it('gives an error page neither canonical nor alternates', () => {
    const tags = head(<Seo context={context} title="404" isErrorPage />);
    expect(
      find(tags, { rel: 'canonical' }) ?? find(tags, { rel: 'alternate' }) ?? find(tags, { property: 'og:url' }),
    ).toBeUndefined();
    expect(find(tags, { name: 'meta', content: 'noindex' })).toBeDefined();
  });
});
