import { Link } from 'gatsby';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import type { ChromeContext } from '../../build/plan-chrome';
import { menuFadeOutMs } from '../../config/constants';
import { localeEntry, locales, type LocaleCode } from '../../config/locales';
import { tenants } from '../../config/tenants';
import { homePath } from '../../domain/paths';
import { Icon } from '../ui/Icon';
import { Island } from '../ui/Island';
import { SmartLink } from '../ui/SmartLink';
import { CurrencyChooser } from './CurrencyChooser';
import { RegionDialog, type RegionLabels } from './RegionDialog';
import { InfoBanner } from './InfoBanner';
import { isDesktop, useBodyScrollLock, useHiddenOnScroll, usePageSearchOutOfView, useSeeThrough } from './header-hooks';
import { HeaderMenuItem } from './HeaderMenuItem';
import { pageSearchSelector } from './page-search';
import * as styles from './SiteHeader.module.css';

const loadHeaderSearch = () => import('./HeaderSearch');
const HeaderSearch = lazy(loadHeaderSearch);

/**
 * Header modes of spec §2, as a page asks for them:
 * - `home`: the header of content pages.
 * - `transparent`: laid over the page's hero picture (a home page with one), see-through while the
 *   page is at its top with no menu open, solid otherwise.
 * - `search`: a page built around its own search (a vehicle list).
 * - `booking`: no navigation and no menu button; `reservation`: no book entry and no quick links;
 *   `edit`: no navigation and no book entry.
 * - `stickySearch` is not asked for: a page with its own search (`PageSearch`) shows it once that
 *   search is scrolled past; the header then stays in place and its book entry opens the search.
 * On any page with its own search, the book entry leads to that search while it is in view.
 */
export type HeaderMode = 'home' | 'booking' | 'reservation' | 'search' | 'edit' | 'stickySearch' | 'transparent';

export interface SiteHeaderProps {
  chrome: ChromeContext;
  /** The current page in each language that has it, for the language chooser. */
  alternates: Partial<Record<LocaleCode, string>>;
  mode?: HeaderMode;
}

type MenuState = 'closed' | 'open' | 'closing';

/** Closing an open menu fades it out first; a closed menu stays closed. */
const closedMenu = (current: MenuState): MenuState => (current === 'closed' ? 'closed' : 'closing');

/**
 * The site header (spec §2): logo to the home page of the language, main navigation with single
 * links, dropdowns and the recent-posts dropdown, quick links, the book entry and the language
 * chooser. Dropdowns are `<details>`, so the menu reads and works without JavaScript; with it, one
 * dropdown is open at a time on desktop, and a resize closes them and the mobile menu. Without
 * JavaScript the mobile menu is shown open (gatsby-ssr.tsx).
 */
export function SiteHeader({ chrome, alternates, mode = 'home' }: SiteHeaderProps) {
  const { language, tenant: tenantId, header, labels, recentPosts } = chrome;
  const tenant = tenants[tenantId];
  const navRef = useRef<HTMLElement>(null);
  const [isHovered, setHovered] = useState(false);
  const [openCount, setOpenCount] = useState(0);
  const [menu, setMenu] = useState<MenuState>('closed');
  const [isBookOpen, setBookOpen] = useState(false);
  const bookRef = useRef<HTMLLIElement>(null);
  const isMenuOpen = menu === 'open';
  const setMenuOpen = (open: boolean) =>
    setMenu((current) => (open ? 'open' : current === 'closed' ? 'closed' : 'closing'));
  const isDropdownOpen = openCount > 0 || isBookOpen;
  useBodyScrollLock(isMenuOpen || isDropdownOpen);

  // The mobile menu fades out before it is hidden (spec §4: 300 ms in, 200 ms out).
  useEffect(() => {
    if (menu !== 'closing') return undefined;
    const timer = window.setTimeout(() => setMenu('closed'), menuFadeOutMs);
    return () => window.clearTimeout(timer);
  }, [menu]);
  const showsNavigation = mode !== 'booking' && mode !== 'edit';
  // spec §2: in booking mode the main navigation and the hamburger are hidden; what the menu panel
  // still holds (language and currency) stands in the header row instead.
  const showsHamburger = mode !== 'booking';
  const showsBook = mode !== 'reservation' && mode !== 'booking' && mode !== 'edit' && !tenant.isMinimalHeader;
  const stickySearch = usePageSearchOutOfView(showsBook);
  const headerRef = useRef<HTMLElement>(null);
  const seeThrough = useSeeThrough(mode === 'transparent', headerRef);
  const shownMode: HeaderMode = stickySearch
    ? 'stickySearch'
    : mode === 'transparent' && (!seeThrough || menu !== 'closed' || isDropdownOpen)
      ? 'home'
      : mode;
  // The header holding the search stays in place (spec §2 sticky search); otherwise it slides away.
  const hidden = useHiddenOnScroll(isHovered) && shownMode !== 'stickySearch';

  const closeDropdowns = useCallback(() => {
    navRef.current?.querySelectorAll('details[open]').forEach((details) => details.removeAttribute('open'));
    setOpenCount(0);
  }, []);

  const closeAll = useCallback(() => {
    closeDropdowns();
    setBookOpen(false);
    setMenu(closedMenu);
  }, [closeDropdowns]);

  // On desktop the book item opens the search dropdown; on mobile, and without JavaScript, it is a link
  // to the home page's search (spec §2). A page's own search is where it leads on a phone, and on
  // desktop while that search is in view (a second search in a dropdown would only repeat it).
  const onBook = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    const desktop = isDesktop();
    const pageSearch = document.querySelector<HTMLElement>(pageSearchSelector);
    if (pageSearch && (!desktop || !stickySearch)) {
      event.preventDefault();
      setMenu(closedMenu);
      closeDropdowns();
      pageSearch.scrollIntoView({ block: 'start' });
      pageSearch.querySelector<HTMLElement>('button, a, input')?.focus({ preventScroll: true });
      return;
    }
    if (!desktop) return;
    event.preventDefault();
    closeDropdowns();
    setBookOpen((open) => !open);
  };

  // Escape closes the search dropdown and gives focus back to the book item.
  useEffect(() => {
    if (!isBookOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setBookOpen(false);
      bookRef.current?.querySelector('a')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isBookOpen]);

  useEffect(() => {
    window.addEventListener('resize', closeAll);
    return () => window.removeEventListener('resize', closeAll);
  }, [closeAll]);

  const onToggle = (event: SyntheticEvent<HTMLElement>) => {
    const toggled = event.target as HTMLDetailsElement;
    if (toggled.open && isDesktop() && toggled.dataset.dropdown !== undefined) {
      setBookOpen(false);
      navRef.current?.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]').forEach((other) => {
        if (other !== toggled) other.open = false;
      });
    }
    setOpenCount(navRef.current?.querySelectorAll('details[data-dropdown][open]').length ?? 0);
  };

  const menuItems = header?.menuItems ?? [];
  const regionLabels: RegionLabels = {
    open: labels['region.open'] ?? '',
    title: labels['region.title'] ?? '',
    language: labels['region.language'] ?? '',
    currency: labels['region.currency'] ?? '',
    apply: labels['region.apply'] ?? '',
    close: labels['region.close'] ?? '',
  };
  const quickLinks = header?.quickLinks ?? [];

  return (
    <>
      {/* The banner's rich text and the links below hydrate in turns of their own, after the header's
          controls (decision 051: the header's turn was the longest task after load on every page). */}
      {chrome.banner ? (
        <Island name="header-banner">
          <InfoBanner banner={chrome.banner} moreLabel={labels['banner.more'] ?? ''} />
        </Island>
      ) : null}
      <header
        ref={headerRef}
        className={styles.header}
        data-mode={shownMode}
        data-hidden={hidden ? 'true' : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        <div className={styles.inner}>
          <Link className={styles.logo} to={homePath(language)} aria-label={labels.homeLinkLabel}>
            {tenant.name}
          </Link>
          {shownMode === 'stickySearch' ? (
            // On a phone the book item sits in the closed menu: the sticky header shows it beside the menu button.
            <Link to={homePath(language)} className={`${styles.book} ${styles.stickyBook}`} onClick={onBook}>
              {header?.menuTitleBook ?? labels['header.book']}
            </Link>
          ) : null}
          {showsHamburger ? (
            <button
              type="button"
              className={styles.hamburger}
              aria-expanded={isMenuOpen}
              aria-controls="site-menu"
              onClick={() => setMenuOpen(!isMenuOpen)}
            >
              {labels['header.menu']}
            </button>
          ) : null}
          <div
            id="site-menu"
            className={styles.menuPanel}
            data-menu=""
            data-inline={showsHamburger ? undefined : 'true'}
            data-open={menu === 'closed' ? undefined : menu === 'open' ? 'true' : 'closing'}
          >
            {showsNavigation ? (
              <nav ref={navRef} aria-label={labels['header.mainNavigation']}>
                <ul className={styles.menu}>
                  {menuItems.map((item) => (
                    <li key={item._key}>
                      <HeaderMenuItem
                        item={item}
                        onToggle={onToggle}
                        recentPosts={recentPosts}
                        recentPostsLabel={labels['header.recentPosts'] ?? ''}
                      />
                    </li>
                  ))}
                  {showsBook ? (
                    <li className={styles.bookItem} ref={bookRef}>
                      <Link
                        to={homePath(language)}
                        className={styles.book}
                        aria-expanded={isBookOpen}
                        aria-controls={isBookOpen ? 'book-search' : undefined}
                        onClick={onBook}
                        // The dropdown's code and strings start loading on the first sign of intent.
                        onMouseEnter={() => void loadHeaderSearch()}
                        onFocus={() => void loadHeaderSearch()}
                      >
                        {header?.menuTitleBook ?? labels['header.book']}
                      </Link>
                      {isBookOpen ? (
                        <div id="book-search" className={styles.bookPanel}>
                          <Suspense fallback={null}>
                            <HeaderSearch language={language} tenant={tenantId} />
                          </Suspense>
                        </div>
                      ) : null}
                    </li>
                  ) : null}
                </ul>
              </nav>
            ) : null}
            {mode !== 'reservation' && quickLinks.length > 0 ? (
              <Island name="header-quick-links">
                <ul className={styles.quickLinks} aria-label={labels['header.quickLinks']}>
                  {quickLinks.map((quick) => (
                    <li key={quick._key} data-mobile-only={quick.mobileOnly ? 'true' : undefined}>
                      <SmartLink link={quick.customLink} className={styles.quickLink}>
                        <Icon name={quick.icon} className={styles.icon} />
                        {quick.label}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </Island>
            ) : null}
            {tenant.isMinimalHeader ? (
              // The long-term brand has no language switcher (spec §1): the currency alone.
              <CurrencyChooser tenant={tenantId} language={language} label={labels['currency.label'] ?? 'Currency'} />
            ) : (
              <>
                <Island name="header-region">
                  <RegionDialog tenant={tenantId} language={language} alternates={alternates} labels={regionLabels} />
                </Island>
                <nav aria-label={labels['language.chooserLabel']} className={styles.languageNav} data-no-js-only="">
                  <details className={styles.languageChooser}>
                    <summary>
                      <abbr title={localeEntry(language).name}>{language.toUpperCase()}</abbr>
                      <span className="visually-hidden">{labels['language.label']}</span>
                    </summary>
                    <ul className={styles.languages}>
                      {locales
                        .filter((locale) => alternates[locale.code] !== undefined)
                        .map((locale) => (
                          <li key={locale.code}>
                            <Link
                              to={alternates[locale.code] as string}
                              hrefLang={locale.language}
                              lang={locale.language}
                              aria-current={locale.code === language ? 'true' : undefined}
                              className={styles.language}
                            >
                              {locale.name}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  </details>
                </nav>
              </>
            )}
          </div>
        </div>
      </header>
      {isDropdownOpen ? (
        <button type="button" className={styles.backdrop} aria-hidden="true" tabIndex={-1} onClick={closeAll} />
      ) : null}
    </>
  );
}
