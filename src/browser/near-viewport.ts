/**
 * Calls `onNear` once, when `element` comes within `rootMargin` of the viewport, or at once in a
 * browser without IntersectionObserver. Answers a function that stops watching.
 */
export function whenNearViewport(element: Element, onNear: () => void, rootMargin: string): () => void {
  if (!('IntersectionObserver' in window)) {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
