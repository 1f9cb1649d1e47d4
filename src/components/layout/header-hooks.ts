import { useEffect, useState, type RefObject } from 'react';
import { desktopHeaderMinWidthPx, scrollThresholdPx } from '../../config/constants';
import { pageSearchSelector } from './page-search';

/** The site header's behaviour in the window (spec §2, §4): scrolling, the hero under it, the page's search. */

export const isDesktop = () => window.matchMedia(`(min-width: ${desktopHeaderMinWidthPx}px)`).matches;

/** Locks the page's scrolling while an overlay (menu, dropdown) is open (spec §4). */
export function useBodyScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [isLocked]);
}

/**
 * Hides the header when the visitor scrolls down past the threshold and shows it on the way up;
 * always shown near the top and while hovered (spec §4 Header).
 */
export function useHiddenOnScroll(isHovered: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      if (Math.abs(current - last) < scrollThresholdPx) return;
      setHidden(current > last && current > 2 * scrollThresholdPx);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden && !isHovered;
}

/**
 * Transparent mode: true while the header may be see-through, that is the page is within the scroll
 * threshold of its top and the header is no taller than the hero reaches up under it (`--hero-overlap`:
 * a phone's one-row header; none on desktop, whose menu rows vary). A taller header would stand over
 * the page's background.
 */
export function useSeeThrough(enabled: boolean, header: RefObject<HTMLElement | null>): boolean {
  const [isAtTop, setAtTop] = useState(true);
  const [fits, setFits] = useState(true);
  useEffect(() => {
    if (!enabled) return undefined;
    const onScroll = () => setAtTop(window.scrollY <= scrollThresholdPx);
    // Measuring lays the page out: done when the width changes, not on every scroll.
    const measure = () => {
      const element = header.current;
      const room = element ? parseFloat(getComputedStyle(element).getPropertyValue('--hero-overlap')) : NaN;
      setFits(!element || Number.isNaN(room) || element.offsetHeight <= room);
    };
    onScroll();
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, [enabled, header]);
  return enabled && isAtTop && fits;
}

/**
 * Sticky search mode (spec §2): true while the page's own search is out of view above the fold, so
 * the header offers the search and stays in place. Pages without a search section never enter it.
 */
export function usePageSearchOutOfView(enabled: boolean): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const target = enabled ? document.querySelector(pageSearchSelector) : null;
    if (!target || !('IntersectionObserver' in window)) return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setOutOfView(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled]);
  return outOfView;
}
