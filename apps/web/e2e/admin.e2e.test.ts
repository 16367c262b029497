// The back-office in the browser (issue 14): companies → one company (tagged) → block (the owner's open app shows
// the blocked modal live, and unblocking removes it) → enter as the owner (banner) → chats with the AI logs
// → tag → export as an eval scenario → signing the admin out ends the owner session it opened.
// With SCREENSHOTS=1 the screens are saved at 1280×800 (and 390×844 for the companies list and a chat).
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { clickUntilUrl, DESKTOP, launch, newPage, PHONE, signInStaff } from './browser';
import { api, dir, signInAdmin, snap } from './admin-e2e-kit';

const baseUrl = inject('baseUrl');

describe('admin back-office', () => {
  let browser: Browser;
  let companyName: string;
  beforeAll(async () => {
    mkdirSync(dir, { recursive: true });
    browser = await launch();
    // A conversation with the real brain on the test channel, so the chat has turns to show.
    const owner = await api('/user/auth/sign_in_with_password', {
      body: { email: 'demo@agendainteligente.com.br', password: 'demo12345' },
    });
    const user = await api('/user/graphql/query?caller=loggedUser', {
      token: owner.body.token,
      body: { query: '{ loggedUser { companies { id name } } }' },
    });
    const company = user.body.data.loggedUser.companies[0];
    companyName = company.name;
    const sent = await api(`/user/${company.id}/playground/message`, {
      token: owner.body.token,
      body: { message: 'Oi! Tem horário pra corte amanhã de manhã?', client: { name: 'Paula Revisão', phone: '+5511987650001' } },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks companies → company → block → impersonate → chat logs → tag → export', async () => {
    const owner = await newPage(browser, DESKTOP);
    await signInStaff(owner.page, baseUrl);
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.getByRole('table', { name: 'Empresas' }).waitFor();
    await snap(page, 'admin-empresas', '1280');
    await clickUntilUrl(
      page,
      page.getByRole('table', { name: 'Empresas' }).getByRole('link', { name: companyName }).first(),
      /\/admin\/empresas\/[^/]+$/,
    );
    await page.getByRole('heading', { name: companyName }).waitFor();
    // A §3 tag: saved at once, shown next to the status.
    await page.getByRole('checkbox', { name: 'Em implantação' }).click();
    await expect.poll(async () => page.getByRole('checkbox', { name: 'Em implantação' }).getAttribute('aria-checked')).toBe('true');
    await page.getByRole('main').getByText('Em implantação', { exact: true }).first().waitFor();
    await snap(page, 'admin-empresa', '1280', true);

    await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
    await page.getByLabel('Motivo do bloqueio').fill('Pagamento contestado no cartão');
    await snap(page, 'admin-empresa-bloquear', '1280');
    await page.getByRole('button', { name: 'Bloquear empresa' }).click();
    // The owner's open app, with no reload.
    await owner.page.getByRole('dialog', { name: 'Empresa bloqueada' }).waitFor();
    await snap(owner.page, 'admin-app-bloqueada', '1280');
    await page.getByRole('button', { name: 'Desbloquear' }).click();
    await owner.page.getByRole('dialog', { name: 'Empresa bloqueada' }).waitFor({ state: 'hidden' });
    await page.getByRole('main').getByRole('link', { name: 'Usuários' }).click();
    await page.getByRole('table', { name: 'Usuários' }).waitFor();

    // On a computer the unblock toast sits over the header, and a loaded machine may lose a click: close
    // the toasts, then click until the owner's app opens (each click is one audited entry; `.first()` below).
    const toastClose = page.getByRole('button', { name: 'Fechar notificação' });
    while (await toastClose.first().isVisible()) await toastClose.first().click();
    const enter = page.getByRole('button', { name: 'Entrar como proprietário' });
    for (let i = 0; i < 4 && !/\/app\/agenda/.test(page.url()); i++) {
      if (await enter.isEnabled().catch(() => false)) await enter.click({ timeout: 5000 }).catch(() => undefined);
      await page.waitForURL('**/app/agenda**', { timeout: 15_000 }).catch(() => undefined);
    }
    await page.waitForURL('**/app/agenda**');
    await page.getByText(/Você está na conta de/).waitFor();
    await page.getByRole('heading', { name: 'Agendamentos', level: 1 }).waitFor();
    await snap(page, 'admin-impersonacao', '1280');
    const impersonated = await page.evaluate(() => JSON.parse(localStorage.getItem('admin_impersonation') ?? '{}').token as string);
    expect(impersonated).toBeTruthy();

    await page.goto(`${baseUrl}/admin/chats`);
    const row = page.getByRole('list', { name: 'Conversas' }).getByRole('listitem').filter({ hasText: 'Paula Revisão' }).first();
    await row.getByText(/^(Último: |Sentimento não medido)/).waitFor();
    await snap(page, 'admin-chats', '1280');
    await row.getByRole('link', { name: 'Paula Revisão' }).click();
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    await clickUntilUrl(page, page.getByRole('link', { name: 'Registros da IA' }), /\/logs$/);
    await page.getByRole('list', { name: 'Turnos da secretária' }).waitFor();
    await snap(page, 'admin-chat-logs', '1280', true);
    await page.getByRole('checkbox', { name: 'Erro crítico' }).click();
    await expect.poll(async () => page.getByRole('checkbox', { name: 'Erro crítico' }).getAttribute('aria-checked')).toBe('true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar como cenário' }).click(),
    ]);
    const scenario = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(scenario).toMatchObject({
      tags: ['CRITICT_ERROR'],
      client: { name: 'Paula Revisão' },
      turns: [{ send: 'Oi! Tem horário pra corte amanhã de manhã?' }],
    });

    await page.goto(`${baseUrl}/admin/logs_plataforma`);
    await page.getByText('Entrou como proprietário').first().waitFor();
    await snap(page, 'admin-logs', '1280');
    await page.getByRole('button', { name: 'Menu do administrador' }).click();
    await page.getByRole('menuitem', { name: 'Sair do painel' }).click();
    await page.waitForURL('**/admin/login');
    await expect
      .poll(
        async () =>
          (await api('/user/graphql/query?caller=loggedUser', { token: impersonated, body: { query: '{ loggedUser { id } }' } })).status,
      )
      .toBe(401);
    expect(errors).toEqual([]);
    await context.close();
    await owner.context.close();
  });

  it('companies list and a chat on a phone (390×844)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signInAdmin(page);
    await page.getByRole('list', { name: 'Empresas' }).getByText('Em implantação').waitFor();
    await snap(page, 'admin-empresas', '390');
    await page.goto(`${baseUrl}/admin/chats`);
    await page
      .getByRole('list', { name: 'Conversas' })
      .getByText(/^(Último: |Sentimento não medido)/)
      .first()
      .waitFor();
    await snap(page, 'admin-chats', '390');
    await page.getByRole('link', { name: 'Paula Revisão' }).first().click();
    await page.getByRole('list', { name: 'Mensagens' }).waitFor();
    await snap(page, 'admin-chat', '390', true);
    await context.close();
  });

  it('subscriptions with their bills and calendar, plans, a user, and an article published to /blog', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await signInAdmin(page);
    await clickUntilUrl(
      page,
      page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name: 'Assinaturas' }),
      /\/admin\/assinaturas$/,
    );
    await page.getByRole('list', { name: 'Assinaturas' }).waitFor();
    await page.getByRole('button', { name: 'Cobranças' }).first().click();
    await page
      .getByText(/Nenhuma cobrança|Cobranças/)
      .first()
      .waitFor();
    await snap(page, 'admin-assinaturas', '1280');
    await clickUntilUrl(page, page.getByRole('link', { name: 'Calendário' }), /\/admin\/assinaturas\/calendario$/);
    await page.getByRole('heading', { name: 'Calendário de assinaturas' }).waitFor();
    await snap(page, 'admin-assinaturas-calendario', '1280');
    await clickUntilUrl(
      page,
      page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name: 'Planos' }),
      /\/admin\/plans$/,
    );
    await page.getByRole('list', { name: 'Planos' }).waitFor();
    await page.getByRole('button', { name: 'Editar' }).first().click();
    await page.getByRole('dialog').waitFor();
    await snap(page, 'admin-plan-drawer', '1280');
    await page.keyboard.press('Escape');
    await clickUntilUrl(
      page,
      page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name: 'Usuários' }),
      /\/admin\/usuarios$/,
    );
    await clickUntilUrl(page, page.getByRole('link', { name: 'Rafael' }).first(), /\/admin\/usuarios\/[^/]+$/);
    // The user's page: the sessions card, with the list or "Nenhuma sessão."
    await page
      .locator('#sessoes')
      .getByText(/Nenhuma sessão|aberta em/)
      .first()
      .waitFor();
    await snap(page, 'admin-usuario', '1280');
    await clickUntilUrl(
      page,
      page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name: 'Artigos' }),
      /\/admin\/articles$/,
    );
    await page.getByRole('button', { name: 'Novo artigo' }).click();
    await page.getByLabel('Título').fill('Como confirmar horários pelo WhatsApp');
    await page.getByLabel('Endereço (slug)').fill('como-confirmar-e2e');
    await page.getByLabel('Descrição (SEO)').fill('Confirmações automáticas sem esforço.');
    await page.getByLabel('Texto').fill('A secretária confirma um dia antes.\n\nQuem não responde recebe um lembrete.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await page.getByRole('button', { name: 'Despublicar' }).waitFor();
    await snap(page, 'admin-articles', '1280');
    const blog = await fetch(`${baseUrl}/blog/como-confirmar-e2e`);
    expect(blog.status).toBe(200);
    expect(await blog.text()).toContain('<p>Quem não responde recebe um lembrete.</p>');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('edits AI tools and personalities, reads the dashboard, sends a notification and filters the logs', async () => {
    const { page, context, errors } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    const menu = (name: string, url: RegExp) =>
      clickUntilUrl(page, page.getByRole('complementary', { name: 'Menu do painel' }).getByRole('link', { name, exact: true }), url);
    await menu('Painel', /\/admin\/dashboard$/);
    await page.getByText('Empresas pagantes').waitFor();
    await snap(page, 'admin-dashboard', '1280');
    await menu('Ferramentas de IA', /\/admin\/ai_tool$/);
    await page.getByRole('button', { name: 'Nova ferramenta' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Nome', { exact: true }).fill('consultar_precos');
    await drawer.getByLabel('Descrição para a IA').fill('Informa o preço de um serviço quando o cliente pergunta.');
    await drawer
      .getByLabel('Esquema dos argumentos (JSON Schema)')
      .fill('{"type":"object","properties":{"servico":{"type":"string"}},"required":["servico"]}');
    await snap(page, 'admin-ai-tool-drawer', '1280');
    await drawer.getByRole('button', { name: 'Salvar ferramenta' }).click();
    const tool = page.getByRole('list', { name: 'Ferramentas' }).getByRole('listitem').filter({ hasText: 'consultar_precos' });
    await tool.getByText('Versão 1').waitFor();
    await tool.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar ferramenta' }).click();
    await tool.getByText(/Versão 2/).waitFor();
    await snap(page, 'admin-ai-tools', '1280');
    await clickUntilUrl(page, page.getByRole('link', { name: 'Ver versões' }), /\/admin\/ai_tool\/snapshots$/);
    await page.getByRole('list', { name: 'Versões' }).getByText('Versão 2').waitFor();
    await snap(page, 'admin-ai-tool-versions', '1280');
    await menu('Personalidades', /\/admin\/chat_personality$/);
    await page.getByRole('button', { name: 'Nova personalidade' }).click();
    await page.getByRole('dialog').getByLabel('Nome', { exact: true }).fill('Acolhedora');
    await page
      .getByRole('dialog')
      .getByLabel(/^Identificador/)
      .fill('acolhedora');
    await page
      .getByRole('dialog')
      .getByLabel(/^Instruções de tom/)
      .fill('Fale com carinho e chame o cliente pelo nome.');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar personalidade' }).click();
    await page.getByRole('list', { name: 'Personalidades' }).getByText('Acolhedora', { exact: true }).waitFor();
    await snap(page, 'admin-personalidades', '1280');
    await menu('Notificações', /\/admin\/notifications$/);
    await page.getByRole('button', { name: 'Enviar notificação' }).click();
    await page.getByRole('dialog').getByLabel('Título').fill('Novidade na agenda');
    await page.getByRole('dialog').getByLabel('Mensagem').fill('Agora a secretária manda lembretes sozinha.');
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    // One line per company it went to.
    await page.getByRole('list', { name: 'Notificações enviadas' }).getByText('Novidade na agenda').first().waitFor();
    await snap(page, 'admin-notifications', '1280');
    await menu('Logs da plataforma', /\/admin\/logs_plataforma$/);
    await page.getByRole('combobox', { name: 'Ação' }).click();
    await page.getByRole('option', { name: 'Alterou ferramenta de IA' }).click();
    await page.getByRole('list', { name: 'Ações' }).getByText('Alterou ferramenta de IA').waitFor();
    expect(await page.getByRole('list', { name: 'Ações' }).getByRole('listitem').count()).toBe(1);
    await page.getByText('Antes e depois').click();
    await snap(page, 'admin-logs', '1280');
    expect(errors).toEqual([]);
    await context.close();
    const phone = await newPage(browser, PHONE);
    await signInAdmin(phone.page);
    for (const [path, name, ready] of [
      ['dashboard', 'admin-dashboard', 'Empresas pagantes'],
      ['ai_tool', 'admin-ai-tools', 'consultar_precos'],
      ['ai_tool/snapshots', 'admin-ai-tool-versions', 'Versão 1'],
      ['chat_personality', 'admin-personalidades', 'Acolhedora'],
      ['notifications', 'admin-notifications', 'Novidade na agenda'],
      ['logs_plataforma', 'admin-logs', 'Enviou notificação'],
    ] as const) {
      await phone.page.goto(`${baseUrl}/admin/${path}`);
      await phone.page.getByText(ready).first().waitFor();
      await snap(phone.page, name, '390');
    }
    await phone.context.close();
  });
});
