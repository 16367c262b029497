// Lighthouse on the marketing home (issue 15) with its default mobile profile (Moto G Power–sized
// screen, simulated slow 4G and 4× CPU slowdown): accessibility ≥ 95 with no failing audit. Its
// performance score and LCP are speed figures that swing with the machine's load, so they are not
// asserted here: `pnpm bench` prints them (scripts/lighthouse-public-pages.ts, median of three runs
// per public page) and this test only prints its one run's figures. Chromium is the Debian one,
// opened with a DevTools port for Lighthouse. Also saves the home at both sizes in e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE } from './browser';

const baseUrl = inject('baseUrl');
const PORT = 9400 + (process.pid % 400);

describe('home page quality', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', `--remote-debugging-port=${PORT}`],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('scores accessibility ≥ 95 with no failing audit on a throttled phone', async () => {
    const measure = async () =>
      (await lighthouse(`${baseUrl}/`, {
        port: PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      }))!.lhr;
    // A run that never saw a paint (Lighthouse's NO_FCP on a busy machine) audits nothing: measured again, at most three runs.
    let lhr = await measure();
    for (let run = 1; run < 3 && lhr.runtimeError; run++) lhr = await measure();
    expect(lhr.runtimeError, 'lighthouse could not audit the page').toBeUndefined();
    const scoreOf = (category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]!.score ?? 0) * 100);
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    console.info(
      `lighthouse mobile (printed, not asserted): performance ${scoreOf('performance')}, FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms`,
    );
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id && r.weight > 0))
      .map((a) => a.id);
    expect(failing, 'accessibility audits failing').toEqual([]);
    expect(scoreOf('accessibility')).toBeGreaterThanOrEqual(95);
  }, 300_000);

  it('saves the home at 1280×800 and 390×844', async () => {
    const dir = join(import.meta.dirname, 'screenshots');
    mkdirSync(dir, { recursive: true });
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`${baseUrl}/?cupom=bemvindo&utm_source=instagram`);
      await page.getByRole('heading', { name: 'Preços simples, sem fidelidade' }).waitFor();
      await page
        .getByRole('link', { name: /dias grátis|Assinar/ })
        .first()
        .waitFor();
      await page.screenshot({ path: join(dir, `home-full-${size}.png`), fullPage: true });
      expect(await page.getByRole('link', { name: 'Começar teste grátis' }).getAttribute('href')).toBe(
        '/login/cadastre-se?cupom=BEMVINDO&utm_source=instagram',
      );
      await context.close();
    }
  });
});
