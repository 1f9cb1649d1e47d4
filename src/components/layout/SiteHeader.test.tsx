import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { menuFadeOutMs } from '../../config/constants';
import { chromeFixture } from './__fixtures__/chrome';
import { sameInEveryLanguage } from './Layout';
import { SiteHeader } from './SiteHeader';

// The dropdown's search bar is its own chunk (machines, calendar, strings); here a stand-in.
jest.mock('./HeaderSearch', () => ({
  __esModule: true,
  default: ({ language }: { language: string }) => <form role="search" aria-label={`search in ${language}`} />,
}));

const desktop = (matches: boolean) => {
  window.matchMedia = jest.fn().mockReturnValue({ matches }) as unknown as typeof window.matchMedia;
};

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    fireEvent.scroll(window);
  });

/**
 * A page's own search section in the document, and a stand-in IntersectionObserver whose `report`
 * tells the header where that section is. Gatsby's links observe themselves too (prefetching): only
 * the page search's observer reports.
 */
function mountPageSearch() {
  const pageSearch = document.createElement('section');
  let observed: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
  const disconnect = jest.fn();
  Object.assign(window, {
    IntersectionObserver: jest.fn((callback: typeof observed) => ({
      observe: (target: Element) => {
        if (target === pageSearch) observed = callback;
      },
      unobserve: jest.fn(),
      disconnect,
    })),
  });
  pageSearch.setAttribute('data-page-search', '');
  pageSearch.innerHTML = '<button type="button">Dates</button>';
  pageSearch.scrollIntoView = jest.fn();
  document.body.append(pageSearch);
  return {
    pageSearch,
    disconnect,
    /** The section's top relative to the viewport, out of view (scrolled past or not reached) when not 0. */
    reportTop: (top: number) =>
      act(() => observed([{ isIntersecting: top === 0, boundingClientRect: { top } as DOMRect }])),
    remove: () => {
      pageSearch.remove();
      Reflect.deleteProperty(window, 'IntersectionObserver');
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
    },
  };
}

describe('SiteHeader', () => {
  it('links the logo to the home path of the current language (spec §2)', () => {
    render(<SiteHeader chrome={chromeFixture('car', 'de')} alternates={sameInEveryLanguage('/')} />);
    expect(screen.getByRole('link', { name: 'Norðurljós, home page' })).toHaveAttribute('href', '/de/');
  });

  it('links the logo to the root for English', () => {
    render(<SiteHeader chrome={chromeFixture()} alternates={sameInEveryLanguage('/')} />);
    expect(screen.getByRole('link', { name: 'Norðurljós, home page' })).toHaveAttribute('href', '/');
  });

  it('offers the page in each language that has it and marks the current one', () => {
    render(<SiteHeader chrome={chromeFixture('camper', 'is')} alternates={{ en: '/cars/', is: '/is/bilar/' }} />);
    const chooser = screen.getByRole('navigation', { name: 'Choose language' });
    const links = within(chooser).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/cars/', '/is/bilar/']);
    expect(within(chooser).getByRole('link', { current: true })).toHaveAttribute('href', '/is/bilar/');
  });

  it('hides the language switcher and the book entry for the long-term brand (spec §1)', () => {
    render(<SiteHeader chrome={chromeFixture('longterm')} alternates={sameInEveryLanguage('/')} />);
    expect(screen.queryByRole('navigation', { name: 'Choose language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('renders single links, dropdown sections and the six recent posts', () => {
    render(<SiteHeader chrome={chromeFixture()} alternates={sameInEveryLanguage('/')} />);
    expect(screen.getByRole('link', { name: 'Our cars' })).toHaveAttribute('href', '/cars/');
    expect(screen.getByRole('link', { name: 'Economy' })).toHaveAttribute('href', '/cars/economy/');
    expect(screen.getByText('Easy to park')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Post \d/ })).toHaveLength(6);
  });

  it('shows the icons of menu sections and quick links as decorative 16 by 16 pictures (spec §2)', () => {
    const { container } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} />);
    const icons = [...container.querySelectorAll('svg[data-icon]')];
    expect(icons.map((icon) => icon.getAttribute('data-icon'))).toEqual(['car-small', 'search']);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('width', '16');
      expect(icon).toHaveAttribute('height', '16');
    }
    expect(screen.getByRole('link', { name: 'Manage booking' })).toBeInTheDocument();
  });

  it('hides the navigation in booking mode and the quick links and book entry in reservation mode (spec §2)', () => {
    const { rerender } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} mode="booking" />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    rerender(<SiteHeader chrome={chromeFixture()} alternates={{}} mode="reservation" />);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('locks the page scroll while the mobile menu is open and fades the menu out before hiding it (spec §4)', () => {
    jest.useFakeTimers();
    const { container } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    const panel = container.querySelector('#site-menu') as HTMLElement;
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(menuButton);
    expect(panel).toHaveAttribute('data-open', 'closing');
    expect(document.body.style.overflow).toBe('');
    act(() => jest.advanceTimersByTime(200));
    expect(panel).not.toHaveAttribute('data-open');
    jest.useRealTimers();
  });

  it('keeps one dropdown open at a time on desktop and closes them on resize', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const { container } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} />);
    const [types, blog] = Array.from(container.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
    if (!types || !blog) throw new Error('expected two dropdowns');
    types.open = true;
    fireEvent(types, new Event('toggle'));
    blog.open = true;
    fireEvent(blog, new Event('toggle'));
    expect([types.open, blog.open]).toEqual([false, true]);
    fireEvent(window, new Event('resize'));
    expect(blog.open).toBe(false);
  });

  it('opens the search dropdown from the book item on desktop, one dropdown at a time (spec §2)', async () => {
    desktop(true);
    const { container } = render(<SiteHeader chrome={chromeFixture('car', 'de')} alternates={{}} />);
    const [types] = Array.from(container.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
    if (!types) throw new Error('expected a dropdown');
    types.open = true;
    fireEvent(types, new Event('toggle'));
    const book = screen.getByRole('link', { name: 'Book now' });
    expect(book).toHaveAttribute('href', '/de/');
    expect(fireEvent.click(book)).toBe(false); // the link's navigation is prevented
    expect(book).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('search', { name: 'search in de' })).toBeInTheDocument();
    expect(types.open).toBe(false);
    expect(document.body.style.overflow).toBe('hidden');
    expect(container.parentElement?.querySelector('button[aria-hidden="true"]')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(book).toHaveAttribute('aria-expanded', 'false');
    expect(book).toHaveFocus();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    fireEvent.click(book);
    types.open = true;
    fireEvent(types, new Event('toggle'));
    expect(book).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the book item a link to the home page on mobile (spec §2)', () => {
    desktop(false);
    // Gatsby's Link goes through the router's navigate.
    const navigate = jest.fn();
    Object.assign(window, { ___navigate: navigate });
    render(<SiteHeader chrome={chromeFixture('car', 'de')} alternates={{}} />);
    const book = screen.getByRole('link', { name: 'Book now' });
    fireEvent.click(book);
    expect(navigate).toHaveBeenCalledWith('/de/', expect.anything());
    expect(book).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('hides the navigation and the book entry in edit mode (spec §2)', () => {
    render(<SiteHeader chrome={chromeFixture()} alternates={{}} mode="edit" />);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('turns to sticky search once the page search is scrolled past, stays in place and leads to that search (spec §2)', () => {
    desktop(false);
    const { pageSearch, disconnect, reportTop, remove } = mountPageSearch();
    const { container, unmount } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header).toHaveAttribute('data-mode', 'home');
    reportTop(-200);
    expect(header).toHaveAttribute('data-mode', 'stickySearch');
    scrollTo(600);
    expect(header).not.toHaveAttribute('data-hidden');
    // Beside the menu button (the nav's own book item is in the closed menu on a phone).
    const [sticky] = screen.getAllByRole('link', { name: 'Book now' });
    fireEvent.click(sticky as HTMLElement);
    expect(pageSearch.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveFocus();
    // Below the fold (not yet reached) is not scrolled past.
    reportTop(900);
    expect(header).toHaveAttribute('data-mode', 'home');
    unmount();
    expect(disconnect).toHaveBeenCalled();
    remove();
  });

  it('leads the book item to the page search in view on desktop, and opens the dropdown once it is scrolled past (search mode)', async () => {
    desktop(true);
    const { pageSearch, reportTop, remove } = mountPageSearch();
    const { container } = render(<SiteHeader chrome={chromeFixture('car', 'fr')} alternates={{}} mode="search" />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header).toHaveAttribute('data-mode', 'search');
    reportTop(0);
    const book = screen.getByRole('link', { name: 'Book now' });
    expect(fireEvent.click(book)).toBe(false);
    expect(pageSearch.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(screen.getByRole('button', { name: 'Dates' })).toHaveFocus();
    expect(book).toHaveAttribute('aria-expanded', 'false');
    reportTop(-400);
    expect(header).toHaveAttribute('data-mode', 'stickySearch');
    fireEvent.click(screen.getAllByRole('link', { name: 'Book now' })[1] as HTMLElement);
    expect(await screen.findByRole('search', { name: 'search in fr' })).toBeInTheDocument();
    expect(pageSearch.scrollIntoView).toHaveBeenCalledTimes(1);
    remove();
  });

  it('is see-through over the hero only at the top of the page with no menu open (transparent mode)', () => {
    jest.useFakeTimers();
    desktop(false);
    const { container } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} mode="transparent" />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header).toHaveAttribute('data-mode', 'transparent');
    scrollTo(40);
    expect(header).toHaveAttribute('data-mode', 'home');
    scrollTo(0);
    expect(header).toHaveAttribute('data-mode', 'transparent');
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(menuButton);
    expect(header).toHaveAttribute('data-mode', 'home');
    fireEvent.click(menuButton);
    act(() => jest.advanceTimersByTime(menuFadeOutMs));
    expect(header).toHaveAttribute('data-mode', 'transparent');
    // A header taller than the hero reaches up under it (a menu wrapped to more rows) stays solid.
    header.style.setProperty('--hero-overlap', '82px');
    Object.defineProperty(header, 'offsetHeight', { value: 130, configurable: true });
    fireEvent(window, new Event('resize'));
    expect(header).toHaveAttribute('data-mode', 'home');
    jest.useRealTimers();
  });

  it('slides away on scrolling down past the 10 px threshold, returns on scrolling up and stays while hovered (spec §4)', () => {
    const { container } = render(<SiteHeader chrome={chromeFixture()} alternates={{}} />);
    const header = container.querySelector('header') as HTMLElement;
    scrollTo(100);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(95); // less than the threshold: nothing changes
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(80);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(300);
    expect(header).toHaveAttribute('data-hidden', 'true');
    fireEvent.mouseEnter(header);
    expect(header).not.toHaveAttribute('data-hidden');
    fireEvent.mouseLeave(header);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(5);
    expect(header).not.toHaveAttribute('data-hidden');
    scrollTo(15); // near the top it always shows
    expect(header).not.toHaveAttribute('data-hidden');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });
});
