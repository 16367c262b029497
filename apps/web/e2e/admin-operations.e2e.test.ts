// The operations pages of the back-office in the browser: platform events (a UTM visit shows with its
// campaign), every company's scheduled messages (one is cancelled and the cancel is in the platform logs)
// every company's integrations, the dashboard's leads and sales, the lookup of /admin/tools and the owner's
// /app/afiliados, a landing page built from blocks and published under /lp, on a desktop and on a phone (390×844).
// Screenshots with SCREENSHOTS=1.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickUntilUrl, DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { api, dir, signInAdmin, snap } from './admin-e2e-kit';

const baseUrl = inject('baseUrl');

describe('admin operations pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
    // A UTM visit (with cookie consent) and a message planned for tomorrow, so both lists have rows.
    const utm = await fetch(`${baseUrl}/general/platform_event/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'cookieBanner=accepted' },
      body: JSON.stringify({
        platform_events: [
          { event_name: 'utm_info', device_hash: 'e2e-admin-device', value: { utm_source: 'instagram', utm_campaign: 'lancamento-e2e' } },
        ],
      }),
    });
    expect(utm.status).toBe(200);
    const owner = await api('/user/auth/sign_in_with_password', {
      body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
    });
    const token = owner.body.token as string;
    const user = await api('/user/graphql/query?caller=loggedUser', { token, body: { query: '{ loggedUser { companies { id } } }' } });
    const companyId = user.body.data.loggedUser.companies[0].id as string;
    // A client of the company (the playground creates it on the first message).
    const sent = await api(`/user/${companyId}/playground/message`, {
      token,
      body: { message: 'Oi! Vocês abrem sábado?', client: { name: 'Lia Fila', phone: '+5511987650002' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const clients = await api(`/user/${companyId}/clients?search=Lia`, { token });
    const planned = await api(`/user/${companyId}/scheduled-messages`, {
      token,
      body: {
        client_id: clients.body.clients[0].id,
        content: 'Oi! Passando para lembrar do seu horário amanhã.',
        due_at: new Date(Date.now() + 26 * 3_600_000).toISOString(),
      },
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the platform events, cancels a scheduled message of a company and shows the integrations', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    const menu = (name: string, url: RegExp) =>
      clickUntilUrl(page, page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name, exact: true }), url);
    await menu('Eventos da plataforma', /\/admin\/eventos_plataforma$/);
    await page.getByRole('list', { name: 'Eventos' }).getByText('lancamento-e2e').waitFor();
    await snap(page, 'admin-eventos-plataforma', '1280');
    await menu('Mensagens agendadas', /\/admin\/scheduled_messages$/);
    const row = page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').filter({ hasText: 'lembrar do seu horário amanhã' });
    await row.getByRole('button', { name: 'Cancelar envio' }).click();
    await snap(page, 'admin-scheduled-cancel', '1280');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar envio' }).click();
    await row.getByText('Cancelada').waitFor();
    await snap(page, 'admin-scheduled-messages', '1280');
    await menu('Integrações', /\/admin\/integrations$/);
    await page.getByRole('list', { name: 'Integrações' }).or(page.getByText('Nenhuma integração')).first().waitFor();
    await snap(page, 'admin-integrations', '1280');
    await menu('Logs da plataforma', /\/admin\/logs_plataforma$/);
    await page.getByRole('list', { name: 'Ações' }).getByText('Cancelou mensagem agendada').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
    const phone = await newPage(browser, PHONE);
    await signInAdmin(phone.page);
    for (const [path, name, ready] of [
      ['eventos_plataforma', 'admin-eventos-plataforma', 'lancamento-e2e'],
      ['scheduled_messages', 'admin-scheduled-messages', 'lembrar do seu horário amanhã'],
      ['integrations', 'admin-integrations', 'Saúde'],
    ] as const) {
      await phone.page.goto(`${baseUrl}/admin/${path}`);
      await phone.page.getByText(ready).first().waitFor();
      await snap(phone.page, name, '390');
    }
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('reads the leads and sales of the dashboard and finds the demo owner by e-mail in /admin/tools', async () => {
    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`${baseUrl}/admin/dashboard`);
      const tabs = page.getByRole('navigation', { name: 'Seções do painel' });
      await clickUntilUrl(page, tabs.getByRole('link', { name: 'Leads' }), /\/admin\/dashboard\/leads$/);
      await page.getByRole('region', { name: 'Cadastros por dia' }).waitFor();
      await snap(page, 'admin-dashboard-leads', size);
      await clickUntilUrl(page, tabs.getByRole('link', { name: 'Vendas' }), /\/admin\/dashboard\/vendas$/);
      await page.getByText('Novas assinaturas pagas').waitFor();
      await page.getByRole('region', { name: 'Receita por dia' }).waitFor();
      await snap(page, 'admin-dashboard-vendas', size);
      await page.goto(`${baseUrl}/admin/tools`);
      await page.getByLabel('Buscar').fill('demo@agendainteligente.com.br');
      await page.getByRole('button', { name: 'Localizar' }).click();
      await page.getByRole('list', { name: 'Usuários encontrados' }).getByRole('link').first().waitFor();
      await snap(page, 'admin-tools', size);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('shows the owner the referral program at /app/afiliados', async () => {
    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInStaff(page, baseUrl);
      await page.goto(`${baseUrl}/app/afiliados`);
      await page.getByRole('region', { name: 'Como funciona' }).waitFor();
      await page.getByTestId('affiliate-link').waitFor();
      await snap(page, 'app-afiliados', size);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('builds a landing page from blocks and publishes it under /lp; the company page and the editor on a phone', async () => {
    for (const [viewport, size] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { page, context, errors } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`${baseUrl}/admin/landing_pages`);
      await page.getByRole('button', { name: 'Nova página' }).click();
      await page.getByLabel('Título', { exact: true }).fill('Agenda cheia');
      await page.getByLabel('Identificador').fill(`campanha-${size}`);
      await page.getByLabel('Descrição (SEO)').fill('A secretária que confirma sozinha.');
      await page.getByRole('button', { name: 'Adicionar bloco' }).click();
      await page.getByLabel('Título do bloco').fill('Sua agenda no piloto automático');
      await page.getByLabel('Conteúdo do bloco').fill('Responde **na hora**, de dia e de noite.');
      await page.getByRole('button', { name: 'Adicionar bloco' }).click();
      await page.getByLabel('Título do bloco').nth(1).fill('O que você ganha');
      await page.getByLabel('Conteúdo do bloco').nth(1).fill('- Lembretes\n- Confirmações');
      await page.getByRole('region', { name: 'Prévia' }).getByText('Confirmações').waitFor();
      await snap(page, 'admin-landing-blocos', size, true);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByRole('button', { name: 'Publicar' }).click();
      await page.getByRole('button', { name: 'Despublicar' }).waitFor();
      const lp = await (await fetch(`${baseUrl}/lp/campanha-${size}`)).text();
      expect(lp).toContain('<section class="lp-hero"><h1>Sua agenda no piloto automático</h1>');
      expect(lp).toContain('<ul><li>Lembretes</li><li>Confirmações</li></ul>');
      if (size === '390') {
        await page.goto(`${baseUrl}/admin/empresas`);
        await clickUntilUrl(page, page.getByRole('list', { name: 'Empresas' }).getByRole('link').first(), /\/admin\/empresas\/[^/]+$/);
        await page.getByRole('checkbox', { name: 'Em implantação' }).waitFor();
        await snap(page, 'admin-empresa', size, true);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
