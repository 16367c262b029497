// `pnpm eval:secretary`: Portuguese conversations through the playground path, against the embedded
// brain (always) and the OpenAI-compatible brain (when LLM_API_KEY is set), on two splits: `dev`
// (tuned on) and `sealed` (written before tuning, never edited; see README.md). Prints per split the
// pass rate, the unsafe-write count and the turn p50. Exits non-zero only when something crashed or
// a scenario is malformed, never because of the score.
//   --split=dev|sealed   one split     --only=<id part>[,<id part>…]   matching scenarios     --tag=<tag>   one class
//   --verbose            every transcript   --quiet   summary only   --tags   figures per class
//   --check              validate the scenarios without running any brain
//   --list               a pass/FAIL line per scenario (diff two runs to check the eval repeats)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedPlans } from '../src/seed/plans.js';
import { printFailures, printSummary } from './report.js';
import { runScenario, type TResult } from './run-scenario.js';
import { loadSplit, type TLoaded } from './scenario-types.js';
import { validateAll } from './validate-scenario.js';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => process.argv.includes(`--${name}`);

async function runBrain(brain: 'embedded' | 'openai', items: TLoaded[], verbose: boolean): Promise<TResult[]> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SECRETARY_WORKER: 'off',
    SECRETARY_BRAIN: brain,
    LOG_LEVEL: 'silent',
    EVOLUTION_HEALTH_CHECK_MINUTES: '0',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  let clock = new Date();
  const app = await buildApp({ config: { ...config, REDIS_URL: undefined }, database, now: () => clock, logger: false });
  await seedPlans(app.ctx.db);
  const results: TResult[] = [];
  try {
    for (const [n, item] of items.entries()) {
      const r = await runScenario(app.ctx, item, n, (d) => (clock = d));
      results.push(r);
      if (verbose) {
        const bad = [...r.unsafe.map((u) => `UNSAFE ${u}`), ...r.errors];
        console.log(
          `${bad.length ? '✗' : '✓'} [${item.split}] ${item.scenario.id}${bad.length ? `: ${bad.join('; ')}` : ''}\n${r.transcript.join('\n')}`,
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  return results;
}

async function main(): Promise<number> {
  const all = ['dev', 'sealed'].flatMap((s) => loadSplit(join(here, s), s));
  const problems = validateAll(all);
  if (problems.length) {
    for (const p of problems) console.log(`scenario error: ${p}`);
    return 1;
  }
  const split = arg('split');
  const only = arg('only');
  const tag = arg('tag');
  const items = all.filter(
    (it) =>
      (!split || it.split === split) &&
      (!only || only.split(',').some((o) => it.scenario.id.includes(o))) &&
      (!tag || it.scenario.tags?.includes(tag)),
  );
  if (flag('check')) {
    for (const s of ['dev', 'sealed']) {
      const its = all.filter((it) => it.split === s);
      console.log(
        `${s}: ${its.length} scenarios (${its.filter((it) => it.scenario.free_form).length} free-form) in ${new Set(its.map((it) => it.file)).size} files, all valid`,
      );
    }
    return 0;
  }
  const verbose = flag('verbose');
  const brains: Array<'embedded' | 'openai'> = process.env.LLM_API_KEY ? ['embedded', 'openai'] : ['embedded'];
  let crashed = 0;
  for (const brain of brains) {
    const results = await runBrain(brain, items, verbose);
    if (!verbose && !flag('quiet')) printFailures(results, true);
    // One line per scenario, to diff two runs (the same code must give the same lines).
    if (flag('list'))
      for (const r of results)
        console.log(`${r.errors.length || r.unsafe.length ? 'FAIL' : 'pass'} [${r.item.split}] ${r.item.scenario.id}`);
    crashed += printSummary(brain, results, flag('tags')).reduce((n, f) => n + f.crashed, 0);
  }
  if (!process.env.LLM_API_KEY) console.log('openai: skipped (set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL to evaluate it)');
  return crashed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
