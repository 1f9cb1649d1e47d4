/**
 * Runs `task` once the page has loaded (its pictures included) and the browser has painted a frame
 * after that, so the task cannot delay the page's largest paint.
 */
export function afterPageLoad(task: () => void): void {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(task, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}

/** Runs `task` when the browser is idle after the page has loaded (at the latest 2 s after it). */
export function whenIdle(task: () => void): void {
  afterPageLoad(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 200);
  });
}

const interactions = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Runs `task` once, at the visitor's first touch, key, wheel or scroll on the page. */
export function onFirstInteraction(task: () => void): void {
  const run = () => {
    for (const type of interactions) window.removeEventListener(type, run, { capture: true });
    task();
  };
  for (const type of interactions) window.addEventListener(type, run, { capture: true, passive: true });
}
