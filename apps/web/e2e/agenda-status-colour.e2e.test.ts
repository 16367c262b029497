// Issue 16, at 1280×800 and 390×844: "Mais opções › Cor dos agendamentos › Status" colours every
// appointment by its status in the day, week and list views, with a legend, and the choice survives
// a reload. axe runs on each view. SCREENSHOTS=1 saves every step in /tmp/fe-shots/agenda-colour.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { seedSchedulingScreens, type TSeed } from './scheduling-seed';

const SHOTS = '/tmp/fe-shots/agenda-colour';

describe('colouring the agenda by status (issue 16)', () => {
  let api: TApiServer;
  let browser: Browser;
  let seed: TSeed;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    api = await startApiServer();
    browser = await launch();
    seed = await seedSchedulingScreens(api.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await api?.stop();
  });

  const block = (page: Page, name: RegExp) => page.getByRole('button', { name }).and(page.getByTestId('agenda-schedule'));
  const legend = (page: Page) => page.getByRole('list', { name: 'Legenda das cores por status' });

  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`switches to status colours in every view and keeps them after a reload (${size})`, async () => {
      const a11y: string[] = [];
      const look = async (page: Page, name: string, axe = true) => {
        await page.waitForTimeout(300);
        if (axe) for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
        if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${size}-${name}.png` });
      };
      const { page, errors } = await newPage(browser, viewport);
      await signInStaff(page, api.baseUrl);
      await page.goto(`${api.baseUrl}/app/agenda?date=${seed.day}`);
      await block(page, /João Pereira/).waitFor();
      await page.getByTestId('agenda-grid').evaluate((el) => el.scrollTo(0, 0));

      await page.getByRole('button', { name: 'Mais opções da agenda' }).click();
      await page.getByRole('menuitemradio', { name: 'Profissional' }).waitFor();
      // Screenshot only: a Radix modal menu aria-hides the page behind it while its focus trap keeps
      // the keyboard inside, which axe's aria-hidden-focus cannot see (every menu of the app does this).
      await look(page, '01-menu', false);
      await page.getByRole('menuitemradio', { name: 'Status' }).click();
      await legend(page).waitFor();
      await page.getByTestId('show-canceled').click();
      // The seed: Lucas confirmed, Carla canceled, João only booked.
      await block(page, /Carla Dias/).waitFor();
      expect(await block(page, /Lucas Martins/).getAttribute('data-tone')).toBe('success');
      expect(await block(page, /Carla Dias/).getAttribute('data-tone')).toBe('danger');
      expect(await block(page, /João Pereira/).getAttribute('data-tone')).toBe('info');
      await look(page, '02-day');

      if (viewport === DESKTOP) {
        await page.getByRole('radio', { name: 'Semana' }).click();
        await page.getByRole('radiogroup', { name: 'Profissional da semana' }).getByRole('radio', { name: 'Marina' }).click();
        await block(page, /Lucas Martins/).waitFor();
        expect(await block(page, /Lucas Martins/).getAttribute('data-tone')).toBe('success');
        await look(page, '03-week');
      }
      await page.getByRole('radio', { name: 'Lista' }).click();
      await page.getByTestId('agenda-list').waitFor();
      await expect.poll(() => legend(page).isVisible()).toBe(true);
      await look(page, '04-list');

      // Per browser: a fresh load of the app still colours by status (the day itself is not kept).
      await page.goto(`${api.baseUrl}/app/agenda?date=${seed.day}`);
      await block(page, /Lucas Martins/).waitFor();
      expect(await block(page, /Lucas Martins/).getAttribute('data-tone')).toBe('success');
      await legend(page).waitFor();
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
