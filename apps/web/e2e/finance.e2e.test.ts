// Finance and dashboard in the browser: an appointment that already happened (this month) is charged from the
// cash book, the month's summary and the dashboard show its value, the CSV downloads; the company info form
// gets a generated description. With SCREENSHOTS=1 the pages are saved at 1280×800 and 390×844.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { SLUG } from './scheduling-seed';

const baseUrl = inject('baseUrl');
const dir = join(import.meta.dirname, 'screenshots');
const shots = Boolean(process.env.SCREENSHOTS);

async function snap(page: Page, name: string, size: string) {
  if (!shots) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: true });
}

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** "R$ 1.234,50" → 123450. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** A haircut earlier this month (the last open day before today), booked by the staff, so it is finished. */
async function pastAppointment(client: string): Promise<void> {
  const { body: auth } = await api<{ token: string }>('/user/auth/sign_in_with_password', {
    method: 'POST',
    body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
  });
  const { body: profile } = await api<{ company: { id: string }; services: { id: string; slug: string }[]; calendars: { id: string }[] }>(
    `/client/${SLUG}/public/company`,
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  for (let back = 1; back <= 20; back++) {
    const day = new Date(Date.parse(`${today}T12:00:00-03:00`) - back * 86_400_000).toISOString().slice(0, 10);
    if (day.slice(0, 7) !== today.slice(0, 7)) break;
    for (const hour of ['15:00', '16:00', '17:00']) {
      const res = await api(`/user/${profile.company.id}/general/update_or_create`, {
        method: 'POST',
        token: auth.token,
        body: {
          entity: 'schedule',
          data: {
            client: { name: client, phone: `+55119${String(Date.now()).slice(-8)}` },
            service_id: profile.services.find((s) => s.slug === 'corte-masculino')!.id,
            calendar_id: profile.calendars[0]!.id,
            start_at: new Date(`${day}T${hour}:00-03:00`).toISOString(),
          },
        },
      });
      if (res.status === 200) return;
    }
  }
  throw new Error('no past slot could be booked this month');
}

describe('finance and dashboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('charges a finished appointment, sees it in the month and on the dashboard, exports the CSV (1280)', async () => {
    const day = new Date().getUTCDate();
    const client = `Pagante E2E ${Date.now() % 10000}`;
    if (day > 1) await pastAppointment(client);
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInStaff(page, baseUrl);
    await page.goto(`${baseUrl}/app/financeiro`);
    await page.getByTestId('finance-page').waitFor();
    const summary = page.getByLabel('Resumo do período');
    await summary.waitFor();
    const income = () => summary.locator('dd').first().textContent();
    if (day > 1) {
      const row = page.getByRole('listitem').filter({ hasText: client });
      await row.waitFor();
      await snap(page, 'financeiro-a-receber', '1280');
      const before = centsOf(await income());
      const price = centsOf((await row.textContent())?.match(/R\$\s*[\d.,]+/)?.[0] ?? null);
      expect(price).toBeGreaterThan(0);
      await row.getByRole('button', { name: 'Registrar pagamento' }).click();
      await page.getByRole('list').filter({ hasText: client }).first().waitFor();
      // The month's income grows by exactly the appointment's price.
      await expect.poll(async () => centsOf(await income())).toBe(before + price);
    }
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    await page.getByRole('button', { name: 'Despesa' }).click();
    await page.getByLabel('Descrição').fill('Aluguel');
    await page.getByLabel('Valor', { exact: true }).fill('1.500,00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Aluguel').first().waitFor();
    await snap(page, 'financeiro', '1280');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^financeiro-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain(';Despesa;Aluguel;1500,00;Pix;Pago;;');
    if (day > 1) expect(csv).toContain(client);
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/^financeiro-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An Office Open XML workbook is a zip: "PK".
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');

    // A monthly expense and a professional's commission.
    const monthly = page.getByRole('form', { name: 'Nova despesa recorrente' });
    await monthly.getByLabel('Despesa').fill('Produtos de limpeza');
    await monthly.getByLabel('Valor mensal').fill('200,00');
    await monthly.getByLabel('Dia do mês').fill('1');
    await monthly.getByRole('button', { name: 'Adicionar' }).click();
    const active = page.getByRole('list', { name: 'Despesas recorrentes ativas' });
    await active.getByText('Produtos de limpeza').waitFor();
    expect(await active.textContent()).toContain('Todo dia 1');
    const percent = page.getByRole('spinbutton', { name: /^Comissão de / }).first();
    await percent.fill('30');
    await page.getByRole('region', { name: 'Comissões' }).getByRole('button', { name: 'Salvar' }).first().click();
    await expect.poll(() => percent.inputValue()).toBe('30');
    await expect
      .poll(async () => page.getByRole('region', { name: 'Comissões' }).getByRole('button', { name: 'Salvar' }).first().isDisabled())
      .toBe(true);
    await snap(page, 'financeiro-extras', '1280');

    const monthIncome = await income();
    await page.goto(`${baseUrl}/app/dashboard`);
    await page.getByTestId('dashboard-page').waitFor();
    const kpis = page.getByLabel('Indicadores');
    await kpis.waitFor();
    // The dashboard's revenue of the month is the cash book's income of the month, payment included.
    const revenue = kpis
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: /^Receita$/ }) })
      .locator('dd')
      .first();
    await expect.poll(() => revenue.textContent()).toBe(monthIncome);
    if (day > 1) expect(centsOf(monthIncome)).toBeGreaterThan(0);
    await snap(page, 'dashboard', '1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows finance and the dashboard on a phone (390)', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await signInStaff(page, baseUrl);
    await page.goto(`${baseUrl}/app/financeiro`);
    await page.getByLabel('Resumo do período').waitFor();
    await snap(page, 'financeiro', '390');
    await page.goto(`${baseUrl}/app/dashboard`);
    await page.getByLabel('Indicadores').waitFor();
    await snap(page, 'dashboard', '390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
