// The financial transaction form of /app/financeiro: a new entry names its client and professional, and an entry
// recorded as pending is opened again and marked as paid, which moves it into the period's income.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { FinancePage } from './finance-page';

startMockServer();

/** The JSON bodies the page posted to the finance entries, in order. */
function postedEntries() {
  const bodies: { url: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && /\/finance\/transactions/.test(request.url))
      bodies.push({ url: request.url, body: (await request.clone().json()) as Record<string, unknown> });
  });
  return bodies;
}

const income = () => screen.getByLabelText('Resumo do período').querySelector('dd')!.textContent;

describe('finance entry form', () => {
  it('links a new entry to a client and a professional, then marks the pending entry as paid', async () => {
    const posted = postedEntries();
    renderAppPage('/app/financeiro', '/app/financeiro', FinancePage);
    await screen.findByLabelText('Resumo do período');
    const before = income();

    await userEvent.click(screen.getByRole('button', { name: 'Novo lançamento' }));
    const form = await screen.findByRole('dialog', { name: 'Novo lançamento' });
    await userEvent.type(within(form).getByLabelText('Descrição'), 'Pomada modeladora');
    await userEvent.type(within(form).getByLabelText('Valor', { exact: true }), '3500');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pendente' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Profissional' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Júlia' }));
    const option = (await within(form).findAllByTestId('client-option'))[0]!;
    const clientName = option.querySelector('span')!.textContent!;
    await userEvent.click(option);
    expect(within(form).getByTestId('picked-client')).toHaveTextContent(clientName);
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({
      description: 'Pomada modeladora',
      amount_cents: 3500,
      status: 'pending',
      calendar_id: 'mock-calendar-julia',
      client_id: expect.any(String),
    });
    const clientId = posted[0]!.body.client_id;
    // Pending: listed, not yet in the income.
    await screen.findByText('Pomada modeladora');
    expect(income()).toBe(before);

    await userEvent.click(screen.getByRole('button', { name: 'Editar Pomada modeladora' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar lançamento' });
    expect(within(edit).getByLabelText('Descrição')).toHaveValue('Pomada modeladora');
    expect(within(edit).getByRole('combobox', { name: 'Profissional' })).toHaveTextContent('Júlia');
    await userEvent.click(within(edit).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pago' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.url).toMatch(/\/finance\/transactions\/[\w-]+$/);
    expect(posted[1]!.body).toMatchObject({
      status: 'completed',
      amount_cents: 3500,
      client_id: clientId,
      calendar_id: 'mock-calendar-julia',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Paid: the period's income grows by R$ 35,00.
    const cents = (text: string | null | undefined) => Number((text ?? '').replace(/\D/g, ''));
    await waitFor(() => expect(cents(income())).toBe(cents(before) + 3500));
  });
});
