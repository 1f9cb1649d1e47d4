import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

let shared: Inspect | undefined;

/**
 * `?inspect` shows the site's machines (promotion, search bar, booking wizard) in one Stately
 * inspector, in `gatsby develop` only (src/machines/README.md). The inspector loads in the background; the events of the first moments
 * wait for it, so the chart starts at the beginning. Production builds drop the branch, and the
 * @statelyai/inspect import with it, since webpack replaces `process.env.NODE_ENV`.
 */
export function developmentInspector(): Inspect | undefined {
  if (process.env.NODE_ENV === 'development') {
    if (typeof window === 'undefined' || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
    if (shared) return shared;
    const waiting: InspectionEvent[] = [];
    let forward: Inspect | null = null;
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const { inspect } = createBrowserInspector();
      forward = (event) => inspect.next?.(event);
      for (const event of waiting.splice(0)) forward(event);
    });
    shared = (event) => (forward ? forward(event) : void waiting.push(event));
    return shared;
  }
  return undefined;
}
