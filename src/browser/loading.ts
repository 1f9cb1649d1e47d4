import { useEffect } from 'react';
import { loadingIndicator } from '../config/constants';

/**
 * The global loading flag (spec §4 "Loading indicator: starts on page start or a global loading flag,
 * and ends on page finish"): held while a page is being fetched on navigation or a wizard waits for a
 * call. Each holder has a key of its own, so one finishing does not end another's wait.
 */
const holders = new Set<unknown>();
const listeners = new Set<(loading: boolean) => void>();

export function setLoading(key: unknown, loading: boolean): void {
  const before = holders.size > 0;
  if (loading) holders.add(key);
  else holders.delete(key);
  const after = holders.size > 0;
  if (before !== after) listeners.forEach((listener) => listener(after));
}

export function isLoading(): boolean {
  return holders.size > 0;
}

/** Calls `listener` whenever the flag turns on or off; returns the unsubscribe function. */
export function onLoadingChange(listener: (loading: boolean) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Holds the global loading flag while `active` is true (a wizard's pending call). */
export function useGlobalLoading(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const key = {};
    setLoading(key, true);
    return () => setLoading(key, false);
  }, [active]);
}

export interface IndicatorTiming {
  throttleMs: number;
  durationMs: number;
}

export interface IndicatorView {
  /** Shows the bar and lets it run toward done over `durationMs`. */
  show(durationMs: number): void;
  /** Completes and removes the bar. */
  finish(): void;
}

/**
 * The indicator's timing, apart from how it is drawn: a wait shorter than the throttle shows nothing
 * (no flash on a fast navigation); a longer one shows the bar until the wait ends.
 */
export function createIndicator(view: IndicatorView, timing: IndicatorTiming = loadingIndicator) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = false;
  return {
    start(): void {
      if (timer !== undefined || shown) return;
      timer = setTimeout(() => {
        timer = undefined;
        shown = true;
        view.show(timing.durationMs);
      }, timing.throttleMs);
    },
    done(): void {
      clearTimeout(timer);
      timer = undefined;
      if (!shown) return;
      shown = false;
      view.finish();
    },
  };
}

const finishMs = 200;

/**
 * The bar itself, drawn without React (it lives outside the page tree, above every page): 4 px of
 * orange fixed at the top, growing toward 90 % over the duration and filling up when the wait ends.
 * With `prefers-reduced-motion: reduce` it is a still, full bar that appears and disappears.
 * It is `aria-hidden`: a page change is announced by Gatsby's route announcer and a wizard's wait by
 * its own busy button text (docs/decisions/015-browser-chrome.md).
 */
export function barView(document: Document, reducedMotion: () => boolean): IndicatorView {
  let bar: HTMLDivElement | null = null;
  let removal: ReturnType<typeof setTimeout> | undefined;
  return {
    show(durationMs) {
      clearTimeout(removal);
      bar?.remove();
      const still = reducedMotion();
      bar = document.createElement('div');
      bar.dataset.loadingIndicator = '';
      bar.setAttribute('aria-hidden', 'true');
      Object.assign(bar.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        width: '100%',
        height: `${loadingIndicator.heightPx}px`,
        background: loadingIndicator.color,
        zIndex: '2147483647',
        pointerEvents: 'none',
        transformOrigin: '0 0',
        transform: still ? 'none' : 'scaleX(0)',
      });
      document.body.appendChild(bar);
      if (still) return;
      const running = bar;
      // Read the starting width before changing it, so the browser runs the transition from 0.
      void running.getBoundingClientRect();
      running.style.transition = `transform ${durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`;
      running.style.transform = 'scaleX(0.9)';
    },
    finish() {
      const done = bar;
      bar = null;
      if (!done) return;
      if (reducedMotion()) {
        done.remove();
        return;
      }
      done.style.transition = `transform ${finishMs}ms ease-out, opacity ${finishMs}ms ease-in ${finishMs}ms`;
      done.style.transform = 'scaleX(1)';
      done.style.opacity = '0';
      removal = setTimeout(() => done.remove(), finishMs * 2);
    },
  };
}

/** Draws the global loading flag as the bar at the top of the page (started once from gatsby-browser). */
export function startLoadingIndicator(): void {
  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const indicator = createIndicator(barView(document, reducedMotion));
  onLoadingChange((loading) => (loading ? indicator.start() : indicator.done()));
  if (isLoading()) indicator.start();
}

const navigationKey = 'navigation';

/**
 * Holds the loading flag from the moment a link or `navigate()` asks for another page (Gatsby's
 * `window.___navigate`, which fetches the page's data before it renders it; Gatsby's own
 * onPreRouteUpdate comes only after that) or the browser's back and forward buttons change the path,
 * until the new page has rendered (`navigationDone`, from onRouteUpdate).
 */
export function watchNavigations(): void {
  const router = window as unknown as { ___navigate?: (to: unknown, options?: unknown) => unknown };
  const navigate = router.___navigate;
  if (typeof navigate === 'function') {
    router.___navigate = (to: unknown, options?: unknown) => {
      if (typeof to === 'string' && new URL(to, window.location.href).pathname !== window.location.pathname) {
        setLoading(navigationKey, true);
      }
      return navigate(to, options);
    };
  }
  let shownPath = window.location.pathname;
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== shownPath) setLoading(navigationKey, true);
  });
  onNavigationDone = (pathname) => {
    shownPath = pathname;
  };
}

let onNavigationDone: (pathname: string) => void = () => undefined;

/** The page of a navigation has rendered. */
export function navigationDone(pathname: string): void {
  onNavigationDone(pathname);
  setLoading(navigationKey, false);
}

/**
 * Whether a wizard's machine waits on a call: every invoked actor of the booking, edit and check-in
 * machines is a call to the API (`fromPromise`), alive only while the call is pending.
 */
export function waitsOnCall(snapshot: { children: object }): boolean {
  return Object.keys(snapshot.children).length > 0;
}
