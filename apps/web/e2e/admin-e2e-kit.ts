// What the back-office walks share: the admin's sign-in, plain API calls and the screenshots (SCREENSHOTS=1).
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

const baseUrl = inject('baseUrl');
export const dir = join(import.meta.dirname, 'screenshots');
const shots = Boolean(process.env.SCREENSHOTS);

export async function snap(page: Page, name: string, size: string, full = false) {
  if (!shots) return;
  await page.waitForTimeout(450);
  await page.screenshot({ path: join(dir, `${name}-${size}.png`), fullPage: full });
}

export async function api(path: string, init: { token?: string; body?: unknown; method?: string } = {}, base = baseUrl) {
  const res = await fetch(`${base}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export async function signInAdmin(page: Page, base = baseUrl) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('E-mail').fill('admin@agendainteligente.com.br');
  await page.getByLabel('Senha').fill('admin-e2e-12345');
  await page.getByRole('button', { name: 'Entrar no painel' }).click();
  await page.waitForURL('**/admin/empresas');
}
