import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import { startMockServer } from '@/test/msw';
import { HomePage } from './home-page';

const server = startMockServer();

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

  it('the live demo sends the visitor’s message to the secretary and shows her answer', async () => {
    renderHome('/');
    const chat = screen.getByRole('region', { name: 'Converse agora com a secretária' });
    const log = within(chat).getByRole('log', { name: 'Conversa com a secretária' });
    expect(log).toHaveTextContent('Sou a secretária virtual da Barbearia Demo');
    await userEvent.type(within(chat).getByRole('textbox', { name: 'Sua mensagem para a secretária' }), 'Qual o preço do corte?');
    await userEvent.click(within(chat).getByRole('button', { name: 'Enviar' }));
    expect(await within(log).findByText('O Corte custa R$ 50,00 e leva 30 minutos. Quer marcar um horário?')).toBeInTheDocument();
    expect(log).toHaveTextContent('Você: Qual o preço do corte?');
    expect(localStorage.getItem('home_demo_visitor')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // A suggestion is a message too; the suggestions leave once the conversation started.
    expect(within(chat).queryByRole('button', { name: 'Quanto custa o corte?' })).not.toBeInTheDocument();
  });

  it('the live demo keeps the message and says why when the secretary cannot answer', async () => {
    server.use(
      http.post('*/general/demo/message', () => HttpResponse.json({ message: 'Muitas mensagens em pouco tempo.' }, { status: 429 })),
    );
    renderHome('/');
    const chat = screen.getByRole('region', { name: 'Converse agora com a secretária' });
    await userEvent.click(within(chat).getByRole('button', { name: 'Quanto custa o corte?' }));
    expect(await within(chat).findByRole('alert')).toHaveTextContent('Muitas mensagens em pouco tempo.');
    expect(within(chat).getByRole('textbox', { name: 'Sua mensagem para a secretária' })).toHaveValue('Quanto custa o corte?');
  });
});
