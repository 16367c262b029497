// CPU time spent by processes (Linux /proc), so a benchmark on a shared machine can print what a unit
// of work costs, which the load of the other users does not change, beside its wall-clock figures.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** user + system CPU milliseconds of one process; 0 once it is gone. */
export function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of every PostgreSQL backend serving `database` (by process title), by pid. */
export function backendsCpuMs(database: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) found.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU milliseconds the backends of `database` spent since `before` (a backend new since then counts whole). */
export function backendsCpuSince(database: string, before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of backendsCpuMs(database)) total += ms - (before.get(pid) ?? 0);
  return total;
}
