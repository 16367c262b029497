// The pre-rendered public pages carry only the CSS their markup uses (src/app/prerender/critical-css.ts) and
// leave the app's stylesheet out of their head until the app starts. Nothing may look different for it: on
// each page, as a phone and a computer show it, in the light and the dark theme, every element (and its
// ::before and ::after) has the same computed style with the inlined rules alone as with the whole
// stylesheet applied. (Styles, not screenshots: two screenshots of one unchanged page differ by a few pixels.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launch, PHONE } from './browser';

const baseUrl = inject('baseUrl');
const PAGES = ['/', '/barbearia-demo', '/barbearia-demo/agendar', '/login'];
const VIEWS = [
  { name: 'phone, light', viewport: PHONE, colorScheme: 'light' },
  { name: 'phone, dark', viewport: PHONE, colorScheme: 'dark' },
  { name: 'computer, light', viewport: DESKTOP, colorScheme: 'light' },
] as const;

// What decides how an element looks and where it sits. Used sizes are left out: an element whose size changed
// shows itself through what made it change (its own rules, or a descendant's). All ~350 properties of every
// element and pseudo-element took ~4 s a page.
const VISUAL_PROPERTIES = [
  'display',
  'position',
  'top',
  'right',
  'bottom',
  'left',
  'z-index',
  'float',
  'visibility',
  'opacity',
  'overflow-x',
  'overflow-y',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-bottom-color',
  'border-top-left-radius',
  'border-bottom-right-radius',
  'outline-style',
  'box-shadow',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'text-wrap-mode',
  'list-style-type',
  'flex-direction',
  'flex-wrap',
  'flex-grow',
  'flex-shrink',
  'justify-content',
  'align-items',
  'row-gap',
  'column-gap',
  'grid-template-columns',
  'max-width',
  'min-height',
  'transform',
  'filter',
  'backdrop-filter',
  'content',
  'cursor',
];

/** Applies the app's stylesheets and answers which elements (or ::before, ::after) look different for it, and how. */
function stylesChangedByWholeStylesheet(page: Page, hrefs: string): Promise<string[]> {
  return page.evaluate(
    async ({ stylesheets, props }) => {
      const elements = [...document.querySelectorAll('body *')];
      const snapshot = () =>
        elements.flatMap((el) =>
          [null, '::before', '::after'].map((pseudo) => {
            const style = getComputedStyle(el, pseudo);
            const values = new Map<string, string>();
            for (const prop of props) values.set(prop, style.getPropertyValue(prop));
            return values;
          }),
        );
      const before = snapshot();
      await Promise.all(
        stylesheets.split(' ').map(
          (href) =>
            new Promise((resolve) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.onload = resolve;
              document.head.append(link);
            }),
        ),
      );
      return snapshot().flatMap((values, i) => {
        const changed = [...values].filter(([prop, value]) => before[i]!.get(prop) !== value).map(([p, v]) => `${p}: ${v}`);
        const el = elements[Math.floor(i / 3)]!;
        const pseudo = ['', '::before', '::after'][i % 3];
        return changed.length
          ? [`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${pseudo}: ${changed.join('; ')}`]
          : [];
      });
    },
    { stylesheets: hrefs, props: VISUAL_PROPERTIES },
  );
}

describe('pre-rendered pages with their critical CSS only', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const view of VIEWS) {
    it(`look the same as with the whole stylesheet (${view.name})`, async () => {
      const context = await browser.newContext({ viewport: view.viewport, colorScheme: view.colorScheme });
      const page = await context.newPage();
      for (const path of PAGES) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        const stylesheets = await page.evaluate(
          () => document.querySelector<HTMLScriptElement>('script[data-app-css]')?.dataset.appCss ?? '',
        );
        expect(stylesheets, path).toMatch(/\/assets\/.+\.css/);
        expect(await stylesChangedByWholeStylesheet(page, stylesheets), path).toEqual([]);
      }
      await context.close();
    });
  }
});
