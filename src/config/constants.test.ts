import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  animationInSeconds,
  animationOutSeconds,
  bannerHeightDesktopPx,
  bannerHeightMobilePx,
  calendarMonthSlideMs,
  desktopHeaderMinWidthPx,
  extraSmallMaxWidthPx,
  headerHeightDesktopPx,
  headerHeightMobilePx,
  loadingIndicator,
  menuFadeInMs,
  menuFadeOutMs,
  mobileMaxWidthPx,
  timeListRowHeightPx,
} from './constants';

/**
 * Spec §9's layout numbers live in CSS, which cannot import them: each is tied here to the rule that
 * uses it, so a change on one side without the other fails.
 */
const css = (file: string) => readFileSync(path.join(__dirname, '..', file), 'utf8');
const seconds = (ms: number) => `${ms / 1000}s`;

describe('spec §9 layout numbers in the style sheets', () => {
  it.each([
    ['the mobile breakpoint', 'components/layout/SiteHeader.module.css', `(max-width: ${mobileMaxWidthPx}px)`],
    ['the extra small breakpoint', 'styles/global.css', `(max-width: ${extraSmallMaxWidthPx}px)`],
    ['the desktop header breakpoint', 'styles/global.css', `(min-width: ${desktopHeaderMinWidthPx}px)`],
    ['the header height on a phone', 'styles/global.css', `--header-height: ${headerHeightMobilePx}px`],
    ['the header height on a desktop', 'styles/global.css', `--header-height: ${headerHeightDesktopPx}px`],
    ['a banner on a desktop', 'components/layout/InfoBanner.module.css', `min-height: ${bannerHeightDesktopPx}px`],
    ['a banner on a phone', 'components/layout/InfoBanner.module.css', `min-height: ${bannerHeightMobilePx}px`],
    ['the header sliding in', 'components/layout/SiteHeader.module.css', `transform ${animationInSeconds}s`],
    [
      'the header sliding out',
      'components/layout/SiteHeader.module.css',
      `transition-duration: ${animationOutSeconds}s`,
    ],
    ['the menu fading in', 'components/layout/SiteHeader.module.css', `fade-in ${seconds(menuFadeInMs)}`],
    ['the menu fading out', 'components/layout/SiteHeader.module.css', `fade-out ${seconds(menuFadeOutMs)}`],
    ['the calendar month slide', 'components/search/search.module.css', `slide-next ${calendarMonthSlideMs}ms`],
    ['a time list row', 'components/search/search.module.css', `height: ${timeListRowHeightPx}px`],
    [
      'the loading indicator',
      'components/booking/booking.module.css',
      `loading ${loadingIndicator.durationMs}ms ease-out ${loadingIndicator.throttleMs}ms`,
    ],
  ])('%s', (_what, file, declaration) => {
    expect(css(file)).toContain(declaration);
  });
});
