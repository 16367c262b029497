// Issue 16: every route sets its own page title. The route table is walked (each definition names a
// Portuguese title that reaches its route's handle) and the title hooks are checked on navigation.
import { createContext, useContext } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { documentTitle, useRouteTitle } from '@/lib/page-title';
import { createRoutes } from './create-routes';
import { ROUTES } from './routes';

/** A concrete URL for a route path: parameters filled, a trailing splat dropped. */
const sample = (path: string) => path.replace(/:[a-z_]+/g, (p) => (p === ':company_slug' ? 'barbearia-demo' : 'x1')).replace(/\/\*$/, '/a');

describe('route titles', () => {
  it('every route of the table names a Portuguese title of its own', () => {
    expect(ROUTES.length).toBeGreaterThan(60);
    for (const r of ROUTES) {
      expect(r.title, r.name).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ0-9][^|]*\S$/);
      expect(r.title, r.name).not.toBe(r.name);
    }
    // "Its own": no two routes of a layout share a title ("Conversas" and "Conversas do cliente").
    const byTitle = new Map<string, string[]>();
    for (const r of ROUTES) byTitle.set(`${r.layout}:${r.title}`, [...(byTitle.get(`${r.layout}:${r.title}`) ?? []), r.name]);
    const shared = [...byTitle.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('every URL of the table matches a route whose handle carries that title', () => {
    const routes = createRoutes(ROUTES);
    for (const r of ROUTES) {
      const matches = matchRoutes(routes, sample(r.path));
      const handle = matches?.at(-1)?.route.handle as { title?: string; name?: string } | undefined;
      expect(handle?.title, `${r.name} ${sample(r.path)}`).toBeTruthy();
    }
  });

  it('formats the platform and the company titles', () => {
    expect(documentTitle('Agenda')).toBe('Agenda | Agenda Inteligente');
    expect(documentTitle('Agenda Inteligente')).toBe('Agenda Inteligente');
    expect(documentTitle('Agendar horário', 'Studio Júlia')).toBe('Studio Júlia | Agendar horário');
  });

  it('sets document.title on each navigation; the company layout waits for the business name', async () => {
    function Root() {
      useRouteTitle('platform');
      return <Outlet />;
    }
    const CompanyName = createContext('');
    function Company() {
      useRouteTitle('company', useContext(CompanyName));
      return null;
    }
    const routes: RouteObject[] = [
      {
        Component: Root,
        children: [
          { path: '/app/agenda', handle: { title: 'Agenda', layout: 'app' }, Component: () => null },
          { path: '/app/servicos', handle: { title: 'Serviços', layout: 'app' }, Component: () => null },
          {
            path: '/:slug/agendar',
            handle: { title: 'Agendar horário', layout: 'company' },
            Component: Company,
          },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/app/agenda'] });
    const view = render(
      <CompanyName.Provider value="">
        <RouterProvider router={router} />
      </CompanyName.Provider>,
    );
    expect(document.title).toBe('Agenda | Agenda Inteligente');
    await act(() => router.navigate('/app/servicos'));
    expect(document.title).toBe('Serviços | Agenda Inteligente');
    document.title = 'Studio Júlia | Agende online';
    await act(() => router.navigate('/studio-julia/agendar'));
    expect(document.title).toBe('Studio Júlia | Agende online');
    view.rerender(
      <CompanyName.Provider value="Studio Júlia">
        <RouterProvider router={router} />
      </CompanyName.Provider>,
    );
    expect(document.title).toBe('Studio Júlia | Agendar horário');
  });
});
