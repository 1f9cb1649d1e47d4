import { act, render, screen } from '@testing-library/react';
import { pageStrings } from '../../build/translate';
import { contextFor } from '../../build/pages';
import { wrapPageElement } from '../../i18n/wrap-page';
import type * as FixtureImports from '../layout/__fixtures__/chrome';
import type * as HeaderImports from '../layout/SiteHeader';
import type * as FooterImports from '../layout/SiteFooter';

type FixtureModule = typeof FixtureImports;
type HeaderModule = typeof HeaderImports;
type FooterModule = typeof FooterImports;

// The header and footer slices of the page's language, as Gatsby renders them around the page.
jest.mock('gatsby', () => {
  const { chromeFixture } = jest.requireActual<FixtureModule>('../layout/__fixtures__/chrome');
  const { SiteHeader } = jest.requireActual<HeaderModule>('../layout/SiteHeader');
  const { SiteFooter } = jest.requireActual<FooterModule>('../layout/SiteFooter');
  return {
    ...jest.requireActual<object>('gatsby'),
    Slice: ({ alias }: { alias: string }) =>
      alias === 'header' ? (
        <SiteHeader chrome={chromeFixture('car', 'de')} alternates={{ en: '/cars/', de: '/de/cars/' }} />
      ) : (
        <SiteFooter chrome={chromeFixture('car', 'de')} />
      ),
  };
});

const notFoundText = [
  {
    _type: 'block',
    _key: 'a',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 'b', text: 'Diese Seite gibt es nicht mehr.', marks: [] }],
  },
];

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'price')");
}

const fetchMock = jest.fn();
const realFetch = global.fetch;
const person =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({
    ok: true,
    json: () => Promise.resolve({ result: { pageContext: { notFoundText } } }),
  });
  global.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(window.navigator, 'userAgent', { value: person, configurable: true });
});

afterEach(() => {
  jest.restoreAllMocks();
  global.fetch = realFetch;
});

function renderPage() {
  const context = {
    ...contextFor('car', 'https://example.is', 'de', '/cars/', '/de/cars/'),
    strings: pageStrings('de'),
  };
  return render(
    wrapPageElement({
      element: <Broken />,
      props: { pageContext: context, location: { pathname: '/de/cars/' } } as never,
    }),
  );
}

describe('the error page (spec §2, §8)', () => {
  it('shows the header, the content’s not-found text and the footer when a page fails to render', async () => {
    document.title = 'Autos | Norðurljós';
    renderPage();
    // The error page and its rich text are loaded lazily: slow on a busy machine.
    expect(await screen.findByText('Diese Seite gibt es nicht mehr.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toHaveAttribute('href', '/de/');
    // spec §2: the 500 page's title, not the failed page's (issue 30).
    expect(document.title).toMatch(/^500 - Internal Server Error \| .+/);
    // The German 404 page's data holds the German not-found text.
    expect(fetchMock).toHaveBeenCalledWith('/page-data/de/404/page-data.json');
    expect(console.error).toHaveBeenCalledWith(
      'Error while rendering the page',
      expect.any(TypeError),
      expect.anything(),
    );
  });

  it('shows a crawler nothing and logs the error', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: googlebot, configurable: true });
    const { container } = renderPage();
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      'Error while rendering the page',
      expect.any(TypeError),
      expect.anything(),
    );
  });
});
