// Renders an /app page as the demo owner of the msw mocks: session token, companies in the store,
// a fresh query cache and a memory router at the given path.
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { db, loggedUserOf, tokenFor } from '@/mocks/db';
import { useCompanyStore } from '@/stores/company-store';
import { useUserStore } from '@/stores/user-store';

function signInDemoOwner() {
  const user = db.users.find((u) => u.id === 'u-demo')!;
  useUserStore.getState().setToken('user', tokenFor(user.id));
  useUserStore.getState().setUser(loggedUserOf(user));
  useCompanyStore.getState().setCompanies(loggedUserOf(user).companies ?? [], 'c-demo');
}

export function renderAppPage(routePath: string, url: string, Page: ComponentType, extra: ComponentType[] = []) {
  signInDemoOwner();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
  const Wrapped = () => (
    <>
      <Page />
      {extra.map((X, i) => (
        <X key={i} />
      ))}
    </>
  );
  const router = createMemoryRouter([{ path: routePath, Component: Wrapped }], { initialEntries: [url] });
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}
