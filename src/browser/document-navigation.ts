/**
 * A page load of `path` (not a client-side route change), with or without a history entry. The
 * payment steps open this way (issues 37, 38): no script an earlier page started (the chat's, say)
 * keeps running beside the payment, and the processor's page, which takes the whole window, comes back
 * to a page whose state was restored from storage.
 */
export function documentNavigation(path: string, replace: boolean): void {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}
