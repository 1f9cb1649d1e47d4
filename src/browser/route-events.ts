/**
 * Route changes of Gatsby's router as a window event, for code that lives outside the page tree
 * (the promotion, loaded later in its own React root). gatsby-browser announces each one.
 */
const routeEvent = 'site:routechange';

export function announceRoute(pathname: string): void {
  window.dispatchEvent(new CustomEvent<string>(routeEvent, { detail: pathname }));
}

/** Calls `onRoute` with the path of every later route change; returns the unsubscribe function. */
export function onRouteChange(onRoute: (pathname: string) => void): () => void {
  const listener = (event: Event) => onRoute((event as CustomEvent<string>).detail);
  window.addEventListener(routeEvent, listener);
  return () => window.removeEventListener(routeEvent, listener);
}
