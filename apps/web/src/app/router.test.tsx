import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { startMockServer } from '@/test/msw';
import { db } from '@/mocks/db';
import { queryClient } from '@/lib/query-client';
import { on } from '@/lib/events';
import { decodeRedirect } from '@/lib/redirect';
import { useUserStore } from '@/stores/user-store';
import { useCompanyStore } from '@/stores/company-store';
import { createRoutes } from './create-routes';
import { resolveGuard } from './guards';
import { ROUTES } from './routes';

startMockServer();

/** Every path of docs/spec.md §2 with its layout and guard. */
const SPEC_PATHS: [string, string, string][] = [
  ['/', 'default', 'none'],
  ['/terms', 'default', 'none'],
  ['/privacy-policy', 'default', 'none'],
  ['/blog', 'blog', 'none'],
  ['/blog/como-reduzir-faltas', 'blog', 'none'],
  ['/legal/remove-data', 'default', 'none'],
  ['/style-guide', 'default', 'none'],
  ['/collect/test', 'default', 'none'],
  ['/lp/black-friday/salao', 'default', 'none'],
  ['/login', 'login', 'none'],
  ['/login/com-senha', 'login', 'none'],
  ['/login/cadastre-se', 'login', 'none'],
  ['/admin/login', 'login', 'none'],
  ['/login/finalizar-cadastro', 'login', 'check-auth'],
  ['/login/forma-de-pagamento', 'login', 'check-auth'],
  ['/barbearia-demo', 'company', 'none'],
  ['/barbearia-demo/agendar', 'company', 'none'],
  ['/barbearia-demo/corte-masculino', 'company', 'none'],
  ['/barbearia-demo/minha-conta/historico', 'company', 'none'],
  ['/barbearia-demo/minha-conta/agendamentos', 'company', 'none'],
  ...[
    'crm',
    'dashboard',
    'chats',
    'agenda',
    'agenda/completa',
    'agendamentos',
    'clientes',
    'explorer',
    'servicos',
    'usuarios',
    'afiliados',
    'mensagens',
    'mensagens-agendadas',
    'automacoes',
    'financeiro',
    'playground',
    'notificacoes',
    'integracoes/whatsapp',
    'integracoes/instagram',
    'midias-e-arquivos',
    'perguntas-frequentes',
    'horarios-de-funcionamento',
    'empresas',
    ...['timeline', 'conversas', 'historico', 'prontuario', 'agendamentos', 'mensagens-agendadas'].map((s) => `clientes/42/${s}`),
    ...[
      'info',
      'importar',
      'assinatura',
      'assistente',
      'integracoes',
      'perguntas-frequentes',
      'configuracao-avancada',
      'mensagens-personalizadas',
    ].map((s) => `empresas/barbearia-demo/${s}`),
  ].map((p): [string, string, string] => [`/app/${p}`, 'app', 'check-auth']),
  ['/afiliados/home', 'affiliates', 'check-auth'],
  ['/afiliados/meu-link/ABC123/extra/partes', 'affiliates', 'none'],
  ...[
    'chats',
    'chats/9',
    'chats/9/logs',
    'plans',
    'roles',
    'tools',
    'admins',
    'ai_tool',
    'ai_tool/snapshots',
    'ai_tool/schedule_tool',
    'ai_model',
    'ai_model_run',
    'articles',
    'empresas',
    'usuarios',
    'dashboard',
    'dashboard/leads',
    'dashboard/vendas',
    'assinaturas',
    'assinaturas/calendario',
    'integrations',
    'landing_pages',
    'notifications',
    'plan_features',
    'plan_plan_features',
    'webhook_events',
    'company_metrics',
    'logs_plataforma',
    'eventos_plataforma',
    'scheduled_messages',
    'chat_personality',
    ...[
      'agendas',
      'clientes',
      'usuarios',
      'mensagens',
      'assinatura',
      'integracoes',
      'personalizar',
      'eventos-plataforma',
      'formas-de-pagamento',
      'chats-whatsapp',
    ].map((s) => `empresas/7/${s}`),
    ...['sessoes', 'empresas', 'eventos-plataforma'].map((s) => `usuarios/3/${s}`),
  ].map((p): [string, string, string] => [`/admin/${p}`, 'admin', 'check-admin-auth']),
];

function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(ROUTES), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route table (docs/spec.md §2)', () => {
  const routes = createRoutes(ROUTES);

  it.each(SPEC_PATHS)('%s uses the %s layout and the %s guard', (path, layout, guard) => {
    const matches = matchRoutes(routes as RouteObject[], path);
    const leaf = matches?.at(-1)?.route as RouteObject & { handle?: { layout: string; guard: string } };
    expect(leaf?.id).not.toBe('not-found');
    expect(leaf?.handle).toMatchObject({ layout, guard });
  });

  it('names the admin company list admin-empresas', () => {
    expect(matchRoutes(routes, '/admin/empresas')?.at(-1)?.route.id).toBe('admin-empresas');
  });

  it('an unknown guard name throws', () => {
    expect(() => resolveGuard('check-everything')).toThrow('Unknown route guard: check-everything');
    expect(resolveGuard('none')).toBeNull();
  });
});

describe('navigation', () => {
  beforeEach(() => {
    useUserStore.getState().reset();
    useCompanyStore.getState().reset();
    queryClient.clear();
  });

  it('unknown paths give the 404 error page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/uma/rota/que/nao/existe');
    expect(await screen.findByText('Ops!')).toBeInTheDocument();
    expect(screen.getByText('Algo não saiu como esperado')).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page Not Found: /uma/rota/que/nao/existe');
    expect(screen.getByRole('link', { name: /Voltar para a página inicial/ })).toHaveAttribute('href', '/');
  });

  it('a reserved word is never taken as a company slug', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/app/nada-aqui');
    expect(await screen.findByTestId('error-message')).toHaveTextContent('Page Not Found: /app/nada-aqui');
  });

  it('check-auth sends a visitor to /login with redirect_to in base64', async () => {
    const router = renderApp('/app/clientes?busca=ana');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 8000 });
    const target = new URLSearchParams(router.state.location.search).get('redirect_to');
    expect(decodeRedirect(target)).toBe('/app/clientes?busca=ana');
  });

  it('check-admin-auth sends a visitor to /admin/login', async () => {
    const router = renderApp('/admin/empresas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 8000 });
  });

  it('check-auth loads the logged user and renders the page with its title', async () => {
    useUserStore.getState().setToken('user', 'mock-token-u-demo-1');
    renderApp('/app/midias-e-arquivos');
    // The empty list, or the extra-feature notice when the demo plan lacks it: never an error.
    expect(await screen.findByText(/Nenhum arquivo ainda|Mídias e arquivos não habilitado/, {}, { timeout: 15000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Mídias e arquivos/));
    expect(useUserStore.getState().user?.name).toBe('Dono Demo');
    expect(useCompanyStore.getState().selectedId).toBe('c-demo');
  });

  it('a blocked company sends /app routes to /app/empresas and opens the company-blocked modal', async () => {
    db.companies[0]!.is_blocked = true;
    const opened = vi.fn();
    const off = on('company-blocked:open', opened);
    useUserStore.getState().setToken('user', 'mock-token-u-demo-1');
    const router = renderApp('/app/agendamentos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/empresas'), { timeout: 5000 });
    await waitFor(() => expect(opened).toHaveBeenCalled());
    expect(await screen.findByText('Empresa bloqueada')).toBeInTheDocument();
    off();
  });

  it('an inactive subscription sends /app routes to the subscription page unless an admin ignores it', async () => {
    db.companies[0]!.current_subscription = { id: 's', status: 'expired', is_active: false };
    useUserStore.getState().setToken('user', 'mock-token-u-demo-1');
    const router = renderApp('/app/clientes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/empresas/barbearia-demo/assinatura'), { timeout: 5000 });
    expect(await screen.findByText('Sua assinatura não está ativa')).toBeInTheDocument();
  });

  it('an admin who ignores the inactive subscription is let through', async () => {
    db.companies[0]!.current_subscription = { id: 's', status: 'expired', is_active: false };
    useUserStore.getState().setToken('user', 'mock-token-u-demo-1');
    useUserStore.getState().setToken('admin', 'mock-admin-token');
    useUserStore.getState().setIgnoreInactiveSubscription(true);
    const router = renderApp('/app/clientes');
    expect(await screen.findByTestId('clients-page', {}, { timeout: 5000 })).toHaveTextContent('Clientes');
    expect(router.state.location.pathname).toBe('/app/clientes');
  });
});
