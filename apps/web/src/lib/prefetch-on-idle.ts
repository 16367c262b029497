// Loads a chunk once the browser is idle after the first paint, so a later navigation that needs it is
// as fast as when the chunk came with the page (issue 17: out of the first load, not slower after).
export function prefetchOnIdle(load: () => Promise<unknown>): () => void {
  const run = () => void load().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}
