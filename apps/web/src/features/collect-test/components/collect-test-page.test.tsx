// /collect/test as the router loads it: the public layout mounts no query provider, so the route's
// page brings its own (an e2e walk found the page failing without it).
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { publicRoutes } from '@/app/routes/public-routes';
import { startMockServer } from '@/test/msw';

startMockServer();

describe('/collect/test', () => {
  it('shows the consent, the IP location and the stored events without a provider above it', async () => {
    document.cookie = 'cookieBanner=accepted; path=/';
    const route = publicRoutes.find((r) => r.path === '/collect/test')!;
    const Page = await route.page!();
    const router = createMemoryRouter([{ path: '/collect/test', Component: Page }], { initialEntries: ['/collect/test'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Aceito — eventos são registrados')).toBeInTheDocument();
    expect(screen.getByText(/127\.0\.0\.1 · São Paulo, SP, BR/)).toBeInTheDocument();
    expect(screen.getByText('Nenhum evento registrado')).toBeInTheDocument();
  });
});
