// Issue 16, at 1280×800 and 390×844: an appointment is dragged to another time and to another
// professional, its bottom edge dragged to make it longer, and a drop on a taken time puts it back
// with the conflict message; on the phone a long press picks it up and moves it to another time and
// to another professional. The week (one professional) and list views are checked with axe too.
// SCREENSHOTS=1 saves every step in /tmp/fe-shots/agenda.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { seedSchedulingScreens, type TSeed } from './scheduling-seed';

const SHOTS = '/tmp/fe-shots/agenda';
const HOUR_PX = 64;

describe('dragging appointments on the agenda (issue 16)', () => {
  let api: TApiServer;
  let browser: Browser;
  let seed: TSeed;
  const a11y: string[] = [];

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

  async function look(page: Page, name: string) {
    for (const v of await seriousA11yViolations(page)) a11y.push(`${name}: ${v}`);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  }

  const block = (page: Page, name: RegExp) => page.getByRole('button', { name }).and(page.getByTestId('agenda-schedule'));
  const columnOf = (l: Locator) => l.evaluate((el) => el.closest('[data-testid="agenda-column"]')!.getAttribute('data-calendar-id'));
  const columnId = (page: Page, i: number) => page.getByTestId('agenda-column').nth(i).getAttribute('data-calendar-id');

  async function openDay(page: Page) {
    await page.goto(`${api.baseUrl}/app/agenda?date=${seed.day}`);
    await block(page, /João Pereira/).waitFor();
    // 09:00 (the start of the day's hours) at the top of the grid.
    await page.getByTestId('agenda-grid').evaluate((el) => el.scrollTo(0, 0));
  }

  /** A mouse drag in small steps (dnd-kit starts after 6 px). */
  async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 2, from.y + 8, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 16 });
    // A person lets go after seeing the preview: dnd-kit reads the drop from its last rendered
    // position, which lags the pointer on a loaded machine (the drop landed short in CI).
    await settled(page);
    await page.mouse.up();
  }

  /** Waits until every block of the agenda stays put for five frames: the drag preview caught up. */
  const settled = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((done) => {
          const shape = () =>
            [...document.querySelectorAll('[data-testid="agenda-schedule"]')]
              .map((el) => {
                const r = el.getBoundingClientRect();
                return `${r.x},${r.y},${r.height}`;
              })
              .join(';');
          let last = shape();
          let still = 0;
          const started = performance.now();
          const tick = () => {
            const now = shape();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 5 || performance.now() - started > 3000) done();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );

  async function toastSays(page: Page, text: string) {
    await page.locator('[role=status],[role=alert]').filter({ hasText: text }).first().waitFor();
  }

  it('moves, resizes and refuses a taken time by mouse (1280×800)', async () => {
    const { page } = await newPage(browser, DESKTOP);
    await signInStaff(page, api.baseUrl);
    await openDay(page);
    await look(page, 'desktop-01-day');
    const carlos = await columnId(page, 0);
    const marina = await columnId(page, 1);
    const joao = block(page, /João Pereira/);
    expect(await columnOf(joao)).toBe(carlos);

    // To Marina at 12:00: one column right, three hours down.
    const box = (await joao.boundingBox())!;
    const target = (await page.getByTestId('agenda-column').nth(1).boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + 8 };
    await mouseDrag(page, from, { x: target.x + target.width / 2, y: from.y + 3 * HOUR_PX });
    await toastSays(page, 'Agendamento remarcado.');
    await block(page, /João Pereira, 12:00–12:30/).waitFor();
    expect(await columnOf(block(page, /João Pereira/))).toBe(marina);
    await look(page, 'desktop-02-moved');

    // The bottom edge half an hour down: 12:00–13:00.
    const edge = (await block(page, /João Pereira/)
      .getByTestId('agenda-resize')
      .boundingBox())!;
    await mouseDrag(
      page,
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 },
      {
        x: edge.x + edge.width / 2,
        y: edge.y + edge.height / 2 + HOUR_PX / 2,
      },
    );
    await toastSays(page, 'Duração alterada para 60 min.');
    await block(page, /João Pereira, 12:00–13:00/).waitFor();

    // Onto Ana Beatriz (Marina, 10:00–11:00): refused, back at 12:00.
    const moved = (await block(page, /João Pereira/).boundingBox())!;
    await mouseDrag(page, { x: moved.x + moved.width / 2, y: moved.y + 8 }, { x: moved.x + moved.width / 2, y: moved.y + 8 - 2 * HOUR_PX });
    await toastSays(page, 'Este horário acabou de ser reservado. Escolha outro horário.');
    await block(page, /João Pereira, 12:00–13:00/).waitFor();
    expect(await columnOf(block(page, /João Pereira/))).toBe(marina);
    await look(page, 'desktop-03-conflict');

    // Week: one professional at a time, full names.
    await page.getByRole('radio', { name: 'Semana' }).click();
    await page.getByRole('radiogroup', { name: 'Profissional da semana' }).getByRole('radio', { name: 'Marina' }).click();
    await block(page, /João Pereira/).waitFor();
    expect(await page.getByTestId('agenda-column').count()).toBe(7);
    await look(page, 'desktop-04-week-marina');
    await page.getByRole('radio', { name: 'Lista' }).click();
    await page.getByTestId('agenda-list').waitFor();
    await look(page, 'desktop-05-list');
  });

  it('a long press moves an appointment to another time and another professional on the phone (390×844)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signInStaff(page, api.baseUrl);
    await openDay(page);
    await look(page, 'phone-01-day');
    const pedro = block(page, /Pedro Henrique Almeida, 11:30/);
    await pedro.scrollIntoViewIfNeeded();
    const box = (await pedro.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + 6;
    // Touch events through the DevTools protocol: a 0.5 s press, then one hour up (10:30).
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [at] });
    /** Press for half a second, slide through each point in twelve steps letting the agenda settle, lift the finger. */
    async function touchDrag(from: { x: number; y: number }, ...path: { x: number; y: number }[]) {
      await touch('touchStart', from);
      await page.waitForTimeout(500);
      let at = from;
      for (const to of path) {
        for (let i = 1; i <= 12; i++) await touch('touchMove', { x: at.x + ((to.x - at.x) * i) / 12, y: at.y + ((to.y - at.y) * i) / 12 });
        await settled(page);
        at = to;
      }
      await touch('touchEnd', at);
    }
    await touchDrag({ x, y }, { x, y: y - HOUR_PX });
    await toastSays(page, 'Agendamento remarcado.');
    await block(page, /Pedro Henrique Almeida, 10:30/).waitFor();
    await look(page, 'phone-02-moved');

    // To Marina, half an hour later (11:00): held at the screen's right edge the grid scrolls sideways
    // to her column, and the finger comes back into it to let go.
    const carlos = await columnId(page, 0);
    const marina = await columnId(page, 1);
    expect(await columnOf(block(page, /Pedro Henrique Almeida/))).toBe(carlos);
    const moved = (await block(page, /Pedro Henrique Almeida/).boundingBox())!;
    const start = { x: moved.x + moved.width / 2, y: moved.y + 6 };
    const later = start.y + HOUR_PX / 2;
    await touchDrag(start, { x: PHONE.width - 12, y: later }, { x: PHONE.width / 2, y: later });
    await toastSays(page, 'Agendamento remarcado.');
    await block(page, /Pedro Henrique Almeida, 11:00/).waitFor();
    expect(await columnOf(block(page, /Pedro Henrique Almeida/))).toBe(marina);
    await look(page, 'phone-03-other-professional');
    await page.getByRole('radio', { name: 'Lista' }).click();
    await page.getByTestId('agenda-list').waitFor();
    await look(page, 'phone-04-list');
    expect(a11y).toEqual([]);
  });
});
