import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A valid, unused Brazilian mobile number. */
export function randomPhone(): string {
  const rest = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `+55119${rest}`;
}

/** Reads the newest 6-digit code sent to `phone` from the development outbox. */
export async function readCode(baseUrl: string, phone: string, previous: number): Promise<{ code: string; count: number }> {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const res = await fetch(`${baseUrl}/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const { messages } = (await res.json()) as { messages: { body: string; created_at: string }[] };
    if (messages.length > previous) {
      const newest = [...messages].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
      const code = /\b(\d{6})\b/.exec(newest.body)?.[1];
      if (code) return { code, count: messages.length };
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No code arrived for ${phone}`);
}

/** Signs in as the demo company's owner (seeded) and waits for the agenda. */
export async function signInStaff(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login/com-senha`);
  await page.getByRole('button', { name: 'Concordo' }).click();
  await page.getByLabel('E-mail').fill('demo@agendainteligente.com.br');
  await page.getByLabel('Senha').fill('demo12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/app/agendamentos');
}

/**
 * Clicks a link until the page reaches `url`. Parts of a page that load after it opens can shift the
 * link, so a first click may land beside it; a link that never navigates still fails here.
 */
export async function clickUntilUrl(page: Page, link: Locator, url: RegExp, timeout = 30_000): Promise<void> {
  const until = Date.now() + timeout;
  while (!url.test(page.url())) {
    if (Date.now() > until) throw new Error(`clickUntilUrl: still at ${page.url()}, expected ${url}`);
    await link.click();
    await page.waitForURL(url, { timeout: 2000 }).catch(() => undefined);
  }
}

/**
 * Picks an option of a select. With a mouse, a busy machine sometimes leaves the list open after the
 * pick (a tap closes it on a real phone), and an open list hides the rest of the page from the
 * accessibility tree: the list is closed as a user would, and the pick tried again if it did not take.
 */
export async function chooseOption(page: Page, combobox: Locator, option: string, attempts = 3): Promise<void> {
  const list = page.getByRole('listbox');
  for (let attempt = 1; ; attempt++) {
    if (!(await list.isVisible())) await combobox.click();
    await page.getByRole('option', { name: option }).click();
    const closed = await list
      .waitFor({ state: 'hidden', timeout: 2000 })
      .then(() => true)
      .catch(() => false);
    if (!closed) {
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
    }
    if ((await combobox.textContent())?.includes(option)) return;
    if (attempt >= attempts) throw new Error(`chooseOption: "${option}" was not chosen after ${attempts} tries`);
  }
}
