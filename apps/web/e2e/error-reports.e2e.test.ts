// Error reports that arrive (issue 15): an error thrown in the SPA reaches the fake Slack incoming
// webhook once; the same error on a later visit is stored again but not re-posted; both are shown
// to the staff in the "Erros do site" tab of /admin/logs_plataforma (saved at both sizes).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSlack, type FakeSlack } from '../../../packages/fakes/src/slack';
import { dir, signInAdmin } from './admin-e2e-kit';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE } from './browser';

/** Throws `message` in the page outside React (the SPA's window error listener reports it) and waits for the report's answer. */
async function throwInPage(page: Page, message: string): Promise<{ ok: boolean; delivery: string }> {
  const answer = page.waitForResponse((r) => r.url().includes('/general/slack/notify'));
  await page.evaluate(
    (m) =>
      setTimeout(() => {
        throw new Error(m);
      }),
    message,
  );
  return (await answer).json();
}

describe('error reports reach Slack once and the admin logs always', () => {
  let slack: FakeSlack;
  let api: TApiServer;
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    slack = await startFakeSlack();
    api = await startApiServer({ SLACK_WEBHOOK_URL: slack.webhookUrl });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
    await slack?.close();
  });

  it('posts an SPA error to Slack once, stores the repeat, and lists both in /admin/logs_plataforma', async () => {
    const message = `Erro de teste E2E ${Date.now()}`;
    const visitor = await newPage(browser);
    await visitor.page.goto(`${api.baseUrl}/blog`);
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await throwInPage(visitor.page, message)).toEqual({ ok: true, delivery: 'sent' });
    expect(slack.messages).toHaveLength(1);
    expect(slack.messages[0]!.body.text).toContain(message);
    expect(slack.messages[0]!.body.text).toContain(`${api.baseUrl}/blog`);

    // Another visit hits the same error: the browser reports it again, the server keeps it without re-posting.
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await throwInPage(visitor.page, message)).toEqual({ ok: true, delivery: 'duplicate' });
    expect(slack.messages).toHaveLength(1);
    await visitor.context.close();

    for (const [size, viewport] of [
      ['1280', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAdmin(page, api.baseUrl);
      await page.goto(`${api.baseUrl}/admin/logs_plataforma`);
      await page.getByRole('tab', { name: 'Erros do site' }).click();
      await page.waitForURL('**/admin/logs_plataforma?aba=erros');
      const list = page.getByRole('list', { name: 'Erros relatados' });
      const mine = list.getByRole('listitem').filter({ hasText: message });
      await expect.poll(() => mine.count()).toBe(2);
      expect(await mine.nth(0).textContent()).toContain('Repetido (não reenviado)');
      expect(await mine.nth(1).textContent()).toContain('Enviado ao Slack');
      expect(await mine.nth(1).textContent()).toContain(`Página: ${api.baseUrl}/blog`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(dir, `admin-error-reports-${size}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
