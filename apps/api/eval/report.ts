// Figures per split: passed/total, unsafe writes, free-form conversations, turn latency, and (with
// --tags) the pass rate of each failure class.
import type { TResult } from './run-scenario.js';

const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`;

function p50(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

export interface TSplitFigures {
  split: string;
  passed: number;
  total: number;
  unsafe: number;
  unsafeScenarios: number;
  crashed: number;
}

export function printFailures(results: TResult[], transcripts: boolean): void {
  for (const r of results) {
    if (!r.errors.length && !r.unsafe.length) continue;
    const lines = [...r.unsafe.map((u) => `UNSAFE ${u}`), ...r.errors];
    console.log(`✗ [${r.item.split}] ${r.item.scenario.id}: ${lines.join('; ')}`);
    if (transcripts) console.log(r.transcript.join('\n'));
  }
}

export function printSummary(brain: string, results: TResult[], withTags: boolean): TSplitFigures[] {
  const out: TSplitFigures[] = [];
  const splits = [...new Set(results.map((r) => r.item.split))];
  console.log(`\n== ${brain} brain ==`);
  for (const split of splits) {
    const rs = results.filter((r) => r.item.split === split);
    const ok = (r: TResult) => !r.errors.length && !r.unsafe.length;
    const f: TSplitFigures = {
      split,
      passed: rs.filter(ok).length,
      total: rs.length,
      unsafe: rs.reduce((n, r) => n + r.unsafe.length, 0),
      unsafeScenarios: rs.filter((r) => r.unsafe.length).length,
      crashed: rs.filter((r) => r.crashed).length,
    };
    out.push(f);
    const free = rs.filter((r) => r.item.scenario.free_form);
    console.log(
      `${split.padEnd(7)} ${f.passed}/${f.total} passed (${pct(f.passed, f.total)}), unsafe writes ${f.unsafe} in ${f.unsafeScenarios} conversation(s)` +
        `, free-form ${free.filter(ok).length}/${free.length}, playground turn p50 ${p50(rs.flatMap((r) => r.latencies)).toFixed(1)} ms` +
        (f.crashed ? `, CRASHED ${f.crashed}` : ''),
    );
    if (!withTags) continue;
    const tags = [...new Set(rs.flatMap((r) => r.item.scenario.tags ?? []))].sort();
    for (const t of tags) {
      const tr = rs.filter((r) => r.item.scenario.tags?.includes(t));
      console.log(
        `    ${t.padEnd(28)} ${String(tr.filter(ok).length).padStart(3)}/${String(tr.length).padEnd(3)} unsafe ${tr.reduce((n, r) => n + r.unsafe.length, 0)}`,
      );
    }
  }
  const all = results;
  console.log(`all     unsafe writes ${all.reduce((n, r) => n + r.unsafe.length, 0)} across ${all.length} conversations`);
  return out;
}
