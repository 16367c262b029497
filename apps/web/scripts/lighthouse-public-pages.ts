#!/usr/bin/env tsx
// Lighthouse's mobile profile (Moto G Power–sized screen, simulated slow 4G, 4× CPU slowdown) on the four
// public pages of issue 17, three runs each, median printed: performance score, LCP, FCP, TBT and the bytes
// a phone downloads (all transfers; JavaScript apart). Targets: performance ≥ 90, LCP ≤ 2.5 s. Scores swing
// with the machine's load, so this is a bench that prints, not a test that asserts.
// Runs on the built app served as `npm start` serves it (apps/api/dist/server.js with apps/web/dist, the
// demo company seeded), or on LIGHTHOUSE_BASE_URL. Chromium is the Debian one (CHROMIUM_PATH to change).
// Usage: pnpm --filter @agenda/web run lighthouse [-- --json]   (after `pnpm build`)
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startApiServer } from '../e2e/api-server';

const PAGES = ['/', '/barbearia-demo', '/barbearia-demo/agendar', '/login'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface TRun {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  bytes: number;
  jsBytes: number;
}

async function measure(url: string, port: number): Promise<TRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  // A run Lighthouse could not finish scores 0: it is reported, not counted in the median.
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    bytes: num('total-byte-weight'),
    jsBytes: items.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN,
  };
}

const external = process.env.LIGHTHOUSE_BASE_URL;
const api = external ? null : await startApiServer();
const baseUrl = external ?? api!.baseUrl;
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${port}`],
});
const results = [];
try {
  for (const page of PAGES) {
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++)
      await measure(`${baseUrl}${page}`, port).then(
        (run) => runs.push(run),
        (error: unknown) => console.warn(`lighthouse run failed, left out: ${String(error)}`),
      );
    if (!runs.length) throw new Error(`lighthouse: no run of ${page} finished`);
    const m = (key: keyof TRun) => median(runs.map((r) => r[key]));
    results.push({
      page,
      performance: m('performance'),
      performance_runs: runs.map((r) => r.performance),
      lcp_ms: Math.round(m('lcp')),
      fcp_ms: Math.round(m('fcp')),
      tbt_ms: Math.round(m('tbt')),
      kb: Math.round(m('bytes') / 102.4) / 10,
      js_kb: Math.round(m('jsBytes') / 102.4) / 10,
    });
  }
} finally {
  await browser.close();
  await api?.stop();
}

if (process.argv.includes('--json')) console.log(JSON.stringify(results));
else
  for (const r of results)
    console.log(
      `lighthouse mobile ${r.page.padEnd(24)} performance ${r.performance} (runs ${r.performance_runs.join('/')}), LCP ${r.lcp_ms} ms, FCP ${r.fcp_ms} ms, TBT ${r.tbt_ms} ms; a phone downloads ${r.kb} KB (${r.js_kb} KB of JS)${r.performance < 90 || r.lcp_ms > 2500 ? '  ⚠ under target (≥ 90, LCP ≤ 2.5 s)' : ''}`,
    );
