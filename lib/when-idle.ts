/**
 * Runs `callback` once the browser is idle (requestIdleCallback; with `timeout`, at the latest
 * after that many ms), or after `fallbackMs` where the browser has no idle callbacks (Safari).
 * Returns a function that cancels it. For work that must stay out of the busy moments of a page
 * load: fetching the scroll-in animation, mounting the contact form's toaster.
 */
export function whenIdle(callback: () => void, { timeout, fallbackMs }: { timeout?: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}
