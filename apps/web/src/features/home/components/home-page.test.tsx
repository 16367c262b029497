import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { startMockServer } from '@/test/msw';
import { HomePage } from './home-page';

startMockServer();

function renderHome(url: string) {
  // No QueryClientProvider: the public layout has none (TanStack Query stays out of the public chunks).
  const router = createMemoryRouter([{ path: '/', Component: HomePage }], { initialEntries: [url] });
  return render(<RouterProvider router={router} />);
}

describe('marketing home page', () => {
  it('shows the plans of the database in BRL, the extras, how it works and the FAQ', async () => {
    renderHome('/');
    const prices = await screen.findByRole('region', { name: 'Preços simples, sem fidelidade' });
    expect(await within(prices).findByText('Profissional')).toBeInTheDocument();
    expect(prices).toHaveTextContent(/R\$\s179,90/);
    expect(prices).toHaveTextContent(/Automações\+ R\$\s49,90\/mês/);
    expect(screen.getByRole('region', { name: 'Como funciona' })).toHaveTextContent('Conecte o WhatsApp');
    expect(screen.getByText('Preciso trocar meu número de WhatsApp?')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('every sign-up call to action carries the coupon and the UTM of the visit', async () => {
    renderHome('/?cupom=bemvindo&utm_source=instagram&utm_campaign=marco&gclid=x');
    await screen.findByText('Profissional');
    const ctas = [screen.getByRole('link', { name: 'Começar teste grátis' }), ...screen.getAllByRole('link', { name: /dias grátis/ })];
    expect(ctas.length).toBeGreaterThan(1);
    for (const a of ctas) expect(a).toHaveAttribute('href', '/login/cadastre-se?cupom=BEMVINDO&utm_source=instagram&utm_campaign=marco');
  });
});
