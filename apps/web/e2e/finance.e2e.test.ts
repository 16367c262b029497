// Finance and dashboard in the browser: an appointment of last month (finished whatever today's date is) is charged
// from the cash book with that month chosen in the period picker, the month's summary and the dashboard show its
// value, the CSV and XLSX download with it; the company info form gets a generated description ("Usar este texto").
// With SCREENSHOTS=1 the pages are saved at 1280×800 and 390×844.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y';
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

/** Last month in São Paulo, whatever today is: its first and last days ("2026-10-01", "2026-10-31"). */
function lastMonth(): { first: string; last: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { first: day(new Date(Date.UTC(year, month - 2, 1))), last: day(new Date(Date.UTC(year, month - 1, 0))) };
}

/** A haircut last month (its last open afternoon), booked by the staff, so it is finished. */
async function pastAppointment(client: string, month: { first: string; last: string }): Promise<void> {
  const { body: auth } = await api<{ token: string }>('/user/auth/sign_in_with_password', {
    method: 'POST',
    body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
  });
  const { body: profile } = await api<{ company: { id: string }; services: { id: string; slug: string }[]; calendars: { id: string }[] }>(
    `/client/${SLUG}/public/company`,
  );
  for (let back = 0; back < 20; back++) {
    const day = new Date(Date.parse(`${month.last}T12:00:00-03:00`) - back * 86_400_000).toISOString().slice(0, 10);
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
  throw new Error(`no slot could be booked in the last 20 days up to ${month.last}`);
}

/** "2026-10-01" → "01/10/2026", as the date fields are typed. */
const br = (iso: string) => iso.split('-').reverse().join('/');

/** Picks "Personalizado" and types the month's first and last days, as an owner looking back at last month does. */
async function chooseMonth(page: Page, month: { first: string; last: string }): Promise<void> {
  const picker = page.getByRole('group', { name: 'Período' });
  await picker.getByRole('button', { name: 'Personalizado' }).click();
  await picker.getByLabel('De', { exact: true }).fill(br(month.first));
  await picker.getByLabel('Até', { exact: true }).fill(br(month.last));
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

  it('charges a finished appointment of last month, sees it in that month and on the dashboard, exports the CSV (1280)', async () => {
    const month = lastMonth();
    const client = `Pagante E2E ${Date.now() % 10000}`;
    await pastAppointment(client, month);
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInStaff(page, baseUrl);
    await page.goto(`${baseUrl}/app/financeiro`);
    await page.getByTestId('finance-page').waitFor();
    await chooseMonth(page, month);
    const summary = page.getByLabel('Resumo do período');
    await summary.waitFor();
    const income = () => summary.locator('dd').first().textContent();
    const row = page.getByRole('listitem').filter({ hasText: client });
    await row.waitFor();
    await snap(page, 'financeiro-a-receber', '1280');
    const before = centsOf(await income());
    const price = centsOf((await row.textContent())?.match(/R\$\s*[\d.,]+/)?.[0] ?? null);
    expect(price).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Registrar pagamento' }).click();
    // Paid: it leaves the appointments to charge and is listed among the month's entries.
    await page.getByRole('region', { name: 'Lançamentos' }).getByText(client).waitFor();
    // The month's income grows by exactly the appointment's price.
    await expect.poll(async () => centsOf(await income())).toBe(before + price);
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    await page.getByRole('button', { name: 'Despesa' }).click();
    await page.getByLabel('Descrição').fill('Aluguel');
    await snap(page, 'financeiro-lancamento', '1280');
    // The entry form with its client and professional fields, over the custom period's date fields: WCAG A/AA.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Valor', { exact: true }).fill('1.500,00');
    await page
      .getByRole('dialog')
      .getByLabel('Data', { exact: true })
      .fill(br(`${month.first.slice(0, 8)}15`));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('region', { name: 'Lançamentos' }).getByText('Aluguel').first().waitFor();
    await snap(page, 'financeiro', '1280');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`financeiro-${month.first}-a-${month.last}.csv`);
    const path = await file.path();
    const csv = readFileSync(path, 'utf8');
    expect(csv).toContain(`${br(`${month.first.slice(0, 8)}15`)};Despesa;Aluguel;1500,00;Pix;Pago;;`);
    const paidLine = csv.split('\r\n').find((l) => l.includes(client));
    expect(paidLine).toMatch(new RegExp(`;Receita;.*;${(price / 100).toFixed(2).replace('.', ',')};Pix;Pago;${client};`));
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar XLSX' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe(`financeiro-${month.first}-a-${month.last}.xlsx`);
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
    await chooseMonth(page, month);
    const kpis = page.getByLabel('Indicadores');
    await kpis.waitFor();
    // The dashboard's revenue of the month is the cash book's income of the month, payment included.
    const revenue = kpis
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: /^Receita$/ }) })
      .locator('dd')
      .first();
    await expect.poll(() => revenue.textContent()).toBe(monthIncome);
    expect(centsOf(monthIncome)).toBeGreaterThanOrEqual(price);
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
    await page.getByRole('button', { name: 'Novo lançamento' }).click();
    const form = page.getByRole('dialog', { name: 'Novo lançamento' });
    await form.getByRole('combobox', { name: 'Profissional' }).waitFor();
    await snap(page, 'financeiro-lancamento', '390');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto(`${baseUrl}/app/dashboard`);
    await page.getByLabel('Indicadores').waitFor();
    await snap(page, 'dashboard', '390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a company description and puts it in the company info form with "Usar este texto" (1280 and 390)', async () => {
    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/empresas/${SLUG}/info`);
      const field = page.getByLabel('Descrição', { exact: true });
      await field.waitFor();
      await page.getByRole('button', { name: 'Gerar descrição' }).click();
      const use = page.getByRole('button', { name: 'Usar este texto' });
      await use.waitFor();
      const suggestion = page.locator('[aria-live="polite"] p').first();
      const text = (await suggestion.textContent()) ?? '';
      // Without a model key the API writes it from the company's name, services and hours.
      expect(text).toMatch(/^Barbearia Demo /);
      await snap(page, 'empresa-descricao', size);
      await use.click();
      await expect.poll(() => field.inputValue()).toBe(text);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
