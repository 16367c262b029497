// Waiting for a condition instead of sleeping a fixed time (tests run on loaded CI machines).

/** Polls `check` until it returns something truthy (returned), or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | Promise<T>, opts: { timeoutMs?: number; label?: string } = {}): Promise<T> {
  const until = Date.now() + (opts.timeoutMs ?? 20_000);
  let last: unknown;
  while (Date.now() < until) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${opts.label ?? 'condition'}${last ? `: ${(last as Error).message}` : ''}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
