import { useEffect, useState, type RefObject } from 'react';
import { shuttleIdleAfterSeconds, shuttleRefreshMs } from '../../config/constants';
import type { ShuttlePosition } from '../../domain/shuttle';

/** Where the map asks for the shuttles' positions (netlify/functions/shuttle-locations.mts). */
export const shuttleLocationsPath = '/api/shuttle/locations';

/** What counts as the visitor being there: each of these resets the idle clock (spec §9: idle after 900 s). */
export const shuttleInputEvents = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface ShuttlePolling {
  /** The last positions received (kept while a later request fails), or undefined before the first. */
  shuttles: ShuttlePosition[] | undefined;
  /** The server's time of the last answer (the clock of the "last movement" texts), in ms since the epoch. */
  receivedAt: number | undefined;
  /** Whether the last request failed. */
  failed: boolean;
  /** Why the map does not poll now: off screen, tab hidden, or the visitor idle. */
  paused: 'hidden' | 'idle' | undefined;
}

async function fetchShuttles(signal: AbortSignal): Promise<{ shuttles: ShuttlePosition[]; receivedAt: number }> {
  const response = await fetch(shuttleLocationsPath, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The shuttle positions answered HTTP ${response.status}`);
  const body = (await response.json()) as { shuttles?: ShuttlePosition[]; now?: string };
  if (!Array.isArray(body.shuttles)) throw new Error('The shuttle positions came without a list');
  // The server's time, so the visitor's clock does not skew "last movement"; ours if it sent none.
  const serverTime = typeof body.now === 'string' ? Date.parse(body.now) : Number.NaN;
  return { shuttles: body.shuttles, receivedAt: Number.isNaN(serverTime) ? Date.now() : serverTime };
}

/**
 * Polls the shuttles' positions every 5 s (spec §4, §9) while `target` is on screen
 * (IntersectionObserver), the tab is shown, and the visitor has given some input — pointer, key,
 * scroll, touch — within the last 900 s. Polling stops as soon as one of these stops holding and
 * starts again, at once, when all hold again (input after idling, scrolling back, showing the tab).
 */
export function useShuttlePolling(target: RefObject<Element>): ShuttlePolling {
  const [onScreen, setOnScreen] = useState(false);
  const [tabShown, setTabShown] = useState(true);
  const [idle, setIdle] = useState(false);
  const [state, setState] = useState<Omit<ShuttlePolling, 'paused'>>({
    shuttles: undefined,
    receivedAt: undefined,
    failed: false,
  });

  // On screen or not.
  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    if (!('IntersectionObserver' in window)) {
      setOnScreen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setOnScreen(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  // The tab shown or hidden.
  useEffect(() => {
    const onChange = () => setTabShown(document.visibilityState !== 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // Idle after 900 s without input. Input only notes the time; one timer checks it when it fires
  // and waits for the rest, so a moving pointer does not reset a timer on every event.
  useEffect(() => {
    const idleAfterMs = shuttleIdleAfterSeconds * 1000;
    let lastInput = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const quietFor = Date.now() - lastInput;
      if (quietFor >= idleAfterMs) {
        timer = undefined;
        setIdle(true);
      } else timer = setTimeout(check, idleAfterMs - quietFor);
    };
    const onInput = () => {
      lastInput = Date.now();
      if (timer === undefined) {
        setIdle(false);
        timer = setTimeout(check, idleAfterMs);
      }
    };
    timer = setTimeout(check, idleAfterMs);
    const options = { passive: true, capture: true } as const;
    for (const name of shuttleInputEvents) window.addEventListener(name, onInput, options);
    return () => {
      clearTimeout(timer);
      for (const name of shuttleInputEvents) window.removeEventListener(name, onInput, options);
    };
  }, []);

  const polling = onScreen && tabShown && !idle;

  useEffect(() => {
    if (!polling) return undefined;
    const controller = new AbortController();
    let inFlight = false;
    const poll = () => {
      // A slow answer is not asked for twice.
      if (inFlight) return;
      inFlight = true;
      fetchShuttles(controller.signal)
        .then(({ shuttles, receivedAt }) => setState({ shuttles, receivedAt, failed: false }))
        .catch(() => {
          // An unmount or a pause aborts the request: nothing to show. A failure keeps the last positions.
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, failed: true }));
        })
        .finally(() => {
          inFlight = false;
        });
    };
    poll();
    const interval = setInterval(poll, shuttleRefreshMs);
    return () => {
      clearInterval(interval);
      controller.abort();
    };
  }, [polling]);

  return { ...state, paused: polling ? undefined : !onScreen || !tabShown ? 'hidden' : 'idle' };
}
