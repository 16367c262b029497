// Issue 16 "Done when": every route of the route table, as the person who may see it (visitor, the
// demo company's client, its owner, a platform admin), at 1280×800 and at 390×844, has no serious or
// critical axe finding and a title of its own. One browser; each route is opened once and checked at
// both sizes by resizing the page. SCREENSHOTS=1 saves each screen as walk-<route>-<size>.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '../src/app/routes';
import type { TRouteDef } from '../src/app/routes/route-types';
import { seriousA11yViolations } from './a11y';
import { api, signInAdmin, snap } from './admin-e2e-kit';
import { startApiServer, type TApiServer } from './api-server';
import { DESKTOP, launch, newPage, PHONE, randomPhone, readCode, signInStaff } from './browser';

// Its own server with the demo's lived-in week (clients, conversations, appointments in every status),
// so the screens are judged with data in them, not only empty.
let server: TApiServer;
let baseUrl = '';
const SITE = 'Agenda Inteligente';
const SLUG = 'barbearia-demo';

/** The value of each route parameter we know before walking; the others come from links seen on the way. */
type TKnown = Record<string, string>;

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+').replace(/\*$/, '.+')}$`);

const LITERAL = new Set(ROUTES.filter((r) => !/[:*]/.test(r.path)).map((r) => r.path));

/** The route's path with every parameter filled, from the known values or else from a link seen on the way. */
function concrete(route: TRouteDef, known: TKnown, seen: Set<string>): string | null {
  const filled = route.path.replace(/:([a-z_]+)/g, (whole, name: string) => known[name] ?? whole);
  if (!/[:*]/.test(filled)) return filled;
  const pattern = patternOf(filled);
  // "/admin/ai_tool/snapshots" is a route of its own, not a tool named "snapshots".
  return [...seen].find((href) => pattern.test(href) && !LITERAL.has(href)) ?? null;
}

interface TFinding {
  route: string;
  url: string;
  problems: string[];
  title: string;
  ms?: number;
  /** Where a route that only forwards (/app, a client's index) led; its destination is walked on its own. */
  redirectedTo?: string;
}

async function harvestLinks(page: Page, seen: Set<string>) {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin === new URL(baseUrl).origin) seen.add(url.pathname);
  }
}

/**
 * Within the app already loaded, a client-side navigation (as a click on a link would do): the router
 * follows popstate. Reloading the bundle for each of a hundred routes would triple the walk's time.
 */
async function open(page: Page, url: string) {
  if (!page.url().startsWith(baseUrl)) return void (await page.goto(`${baseUrl}${url}`));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's pending requests (the live socket's long poll aside), for waitForScreen. */
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('request', (r) => void (r.url().includes('/socket.io') || pending.add(r)));
  page.on('requestfinished', (r) => void pending.delete(r));
  page.on('requestfailed', (r) => void pending.delete(r));
}

async function waitForScreen(page: Page) {
  const pending = inFlight.get(page)!;
  await page.waitForTimeout(150);
  // The page's heading is drawn, the skeletons and spinners of its first fetches are gone (a screen that
  // keeps one is judged as it is) and no request has been pending for a moment.
  for (let quiet = 0, until = Date.now() + 6000; quiet < 3 && Date.now() < until; ) {
    const ready =
      pending.size === 0 && (await page.evaluate(() => !!document.querySelector('h1') && !document.querySelector('[aria-busy="true"]')));
    quiet = ready ? quiet + 1 : 0;
    await page.waitForTimeout(100);
  }
}

/** Opens the route once and checks it at both sizes; the title must be set, and not the platform's name alone. */
async function checkRoute(page: Page, route: TRouteDef, url: string): Promise<TFinding> {
  const problems: string[] = [];
  const started = Date.now();
  await page.setViewportSize(DESKTOP);
  await open(page, url);
  await waitForScreen(page);
  const landed = new URL(page.url()).pathname;
  if (landed !== url) return { route: route.name, url, problems, title: '', redirectedTo: landed, ms: Date.now() - started };
  if (route.path !== '/')
    await page.waitForFunction((site) => document.title !== '' && document.title !== site, SITE, { timeout: 5000 }).catch(() => undefined);
  const title = await page.title();
  if (!title) problems.push('no document.title');
  else if (route.path !== '/' && title === SITE) problems.push(`generic title "${title}"`);
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(size === '390' ? 250 : 0);
    for (const v of await seriousA11yViolations(page)) problems.push(`${size}: ${v}`);
    await snap(page, `walk-${route.name}`, size);
  }
  return { route: route.name, url, problems, title, ms: Date.now() - started };
}

const byArea = (test: (r: TRouteDef) => boolean) => ROUTES.filter(test);
// Signed out: the platform's public pages, the sign-in pages and the company's public pages.
const PUBLIC = byArea((r) => r.guard === 'none' && !r.path.includes('/minha-conta'));
// A company's client account (/{slug}/minha-conta/…), not the owner's own /app/minha-conta.
const CLIENT = byArea((r) => r.guard === 'none' && r.path.includes('/minha-conta'));
// Plain routes first, so the ones with an id find their link among those already seen.
const byParams = (a: TRouteDef, b: TRouteDef) => Number(/[:*]/.test(a.path)) - Number(/[:*]/.test(b.path));
const OWNER = byArea((r) => r.guard === 'check-auth').sort(byParams);
const ADMIN = byArea((r) => r.guard === 'check-admin-auth').sort(byParams);

describe('every screen: no serious or critical axe finding, a title of its own', () => {
  let browser: Browser;
  let known: TKnown;
  const findings: TFinding[] = [];
  const seen = new Set<string>();

  beforeAll(async () => {
    server = await startApiServer({ SEED_DEMO_WEEK: 'true' });
    baseUrl = server.baseUrl;
    browser = await launch();
    const owner = await api(
      '/user/auth/sign_in_with_password',
      {
        body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
      },
      baseUrl,
    );
    const token = owner.body.token as string;
    const user = await api(
      '/user/graphql/query?caller=loggedUser',
      {
        token,
        body: { query: '{ loggedUser { id sharing_code companies { id slug } } }' },
      },
      baseUrl,
    );
    const logged = user.body.data.loggedUser as { id: string; sharing_code: string; companies: { id: string; slug: string }[] };
    const company = logged.companies.find((c) => c.slug === SLUG)!;
    const listed = await api(`/user/${company.id}/clients`, { token }, baseUrl);
    const clients = listed.body.clients as { id: string }[] | undefined;
    if (!clients?.length) throw new Error(`no demo client: ${listed.status} ${JSON.stringify(listed.body)}`);
    const profile = (await api(`/client/${SLUG}/public/company`, {}, baseUrl)).body as { services: { slug: string }[] };
    known = {
      company_slug: SLUG,
      company_id: company.id,
      user_id: logged.id,
      client_id: clients[0]!.id,
      service_slug: profile.services[0]!.slug,
      sharing_code: logged.sharing_code,
      chats_product: 'chats-whatsapp',
      // The demo has no paid bill: its receipt screen is judged in its "not found" state.
      bill_id: '00000000-0000-4000-8000-000000000000',
    };
    // Records the demo does not seed: a published campaign page for /lp/*, and an AI tool (its page
    // opens the tool's drawer from a button, not from a link).
    const signedIn = await api(
      '/admin/auth/sign_in',
      { body: { email: 'admin@agendainteligente.com.br', password: 'admin-e2e-12345' } },
      baseUrl,
    );
    const asAdmin = async (path: string, body: unknown) => (await api(path, { token: signedIn.body.token as string, body }, baseUrl)).body;
    const landing = await asAdmin('/admin/console/landing_pages', {
      identifier: 'salao-cheio',
      title: 'Salão cheio com a secretária',
      description: 'Como uma secretária no WhatsApp enche a agenda do seu salão.',
      content: '<h1>Salão cheio</h1><p>A secretária responde e agenda por você.</p>',
    });
    await asAdmin(`/admin/console/landing_pages/${(landing.landing_page as { id: string }).id}/publish`, { published: true });
    const tool = await asAdmin('/admin/console/ai_tools', {
      name: 'consultar_horarios',
      type: 'schedule',
      description: 'Consulta os horários livres de um serviço em um dia.',
      parameters: { type: 'object', properties: { day: { type: 'string' } }, required: ['day'] },
      is_active: true,
    });
    known.ai_tool_name = (tool.tool as { name: string }).name;
    seen.add('/lp/salao-cheio');
    // The link an affiliate shares (it forwards the visitor to sign-up with the code).
    seen.add(`/afiliados/meu-link/${logged.sharing_code}/whatsapp`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function walk(page: Page, routes: TRouteDef[]) {
    for (const route of routes) {
      const url = concrete(route, known, seen);
      if (!url) {
        findings.push({ route: route.name, url: route.path, problems: ['no link to a real record was found'], title: '' });
        continue;
      }
      findings.push(await checkRoute(page, route, url));
      await harvestLinks(page, seen);
    }
  }

  /** One page for the person, signed in their way, then every route of theirs on it. */
  async function walkAs(signIn: (page: Page) => Promise<void>, routes: TRouteDef[]) {
    const { context, page } = await newPage(browser);
    trackRequests(page);
    await signIn(page);
    await walk(page, routes);
    await context.close();
  }

  it('the public pages, signed out', async () => {
    await walkAs(async (page) => {
      await page.goto(`${baseUrl}/`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      await harvestLinks(page, seen);
      await page.goto(`${baseUrl}/blog`);
      await harvestLinks(page, seen);
    }, PUBLIC);
  }, 240_000);

  it("the client's account pages, signed in as a client of the demo company", async () => {
    await walkAs(async (page) => {
      await page.goto(`${baseUrl}/${SLUG}/minha-conta/agendamentos`);
      await page.getByRole('button', { name: 'Concordo' }).click();
      const phone = randomPhone();
      await page.getByLabel('Seu WhatsApp').fill(phone);
      await page.getByRole('button', { name: 'Entrar' }).click();
      const { code } = await readCode(baseUrl, phone, 0);
      await page.getByLabel('Código de confirmação').fill(code);
      await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
      await page.getByLabel('Seu nome').fill('Paula Andrade');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('navigation', { name: 'Minha conta' }).waitFor();
    }, CLIENT);
  }, 120_000);

  it("the owner's pages, signed in as the demo company's owner", async () => {
    await walkAs((page) => signInStaff(page, baseUrl), OWNER);
  }, 360_000);

  it('the back office, signed in as a platform admin', async () => {
    await walkAs((page) => signInAdmin(page, baseUrl), ADMIN);
  }, 240_000);

  it('reports no finding, and no two routes share a title', () => {
    const titled = new Map<string, string[]>();
    for (const f of findings) if (f.title && !f.redirectedTo) titled.set(f.title, [...(titled.get(f.title) ?? []), f.route]);
    const shared = [...titled].filter(([, routes]) => routes.length > 1).map(([title, routes]) => `"${title}": ${routes.join(', ')}`);
    const failed = findings.filter((f) => f.problems.length).map((f) => `${f.route} (${f.url}):\n  ${f.problems.join('\n  ')}`);
    console.log(
      `walked ${findings.length} routes of ${ROUTES.length}:\n${findings.map((f) => `${f.url} → ${f.redirectedTo ? `forwards to ${f.redirectedTo}` : f.title} (${f.ms ?? 0} ms)`).join('\n')}`,
    );
    expect([...failed, ...shared]).toEqual([]);
    expect(findings.map((f) => f.route).sort()).toEqual(ROUTES.map((r) => r.name).sort());
  });
});
