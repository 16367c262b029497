// Where a run's latency tail comes from (BENCH_HOT_DIAG=1 in bench/hot-paths.ts): the event loop's delay
// (a handler or a batch of effects holding it), the garbage collector's pauses, and how many queries
// waited for one of the pool's connections. All of the process the servers live in.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

interface TPool {
  waitingCount: number;
  totalCount: number;
  idleCount: number;
}

export function startDiag(pool: TPool | null): { stop(): string } {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const gc = { count: 0, ms: 0, maxMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count++;
      gc.ms += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const waits: number[] = [];
  const busy: number[] = [];
  const sampler = pool
    ? setInterval(() => {
        waits.push(pool.waitingCount);
        busy.push(pool.totalCount - pool.idleCount);
      }, 10)
    : null;
  return {
    stop() {
      loop.disable();
      observer.disconnect();
      if (sampler) clearInterval(sampler);
      const ms = (ns: number) => (ns / 1e6).toFixed(1);
      const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0).toFixed(1);
      const max = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
      return (
        `event-loop delay p50 ${ms(loop.percentile(50))} p99 ${ms(loop.percentile(99))} max ${ms(loop.max)} ms; ` +
        `GC ${gc.count} pauses, ${gc.ms.toFixed(0)} ms, longest ${gc.maxMs.toFixed(1)} ms` +
        (pool ? `; pool: queries waiting mean ${mean(waits)} max ${max(waits)}, connections busy mean ${mean(busy)}` : '')
      );
    },
  };
}
