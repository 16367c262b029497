/**
 * Rejects after `ms` when `work` has not settled; `work` itself keeps running (its late rejection is
 * swallowed), so use it only where giving up early is safe, such as a health probe.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, message = `timed out after ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
