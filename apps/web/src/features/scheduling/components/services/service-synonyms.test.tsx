import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schdb, SVC_CORTE } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import ServiceFormHost from './service-form-host';

startMockServer();

describe('service form: other names clients use', () => {
  it('adds names with Enter or comma, ignores repeats, removes with ×, and saves them', async () => {
    renderAppPage('/app/servicos', '/app/servicos', () => <ServiceFormHost initial={{ serviceId: SVC_CORTE }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Editar serviço' });
    const input = await within(drawer).findByLabelText('Outros nomes que os clientes usam');
    await userEvent.type(input, 'degradê{Enter}pezinho, Degrade,navalhado{Enter}');
    expect(within(drawer).getByRole('button', { name: 'Remover degradê' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Remover Degrade' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remover navalhado' }));
    await userEvent.click(screen.getByTestId('service-form-submit'));
    await waitFor(() => expect(schdb().services.find((s) => s.id === SVC_CORTE)!.synonyms).toEqual(['degradê', 'pezinho']));
  });

  it('stops at 20 names and keeps each one within 40 characters', async () => {
    renderAppPage('/app/servicos', '/app/servicos', () => <ServiceFormHost initial={{ serviceId: SVC_CORTE }} />);
    const drawer = await screen.findByRole('dialog', { name: 'Editar serviço' });
    const input = await within(drawer).findByLabelText('Outros nomes que os clientes usam');
    expect(input).toHaveAttribute('maxlength', '40');
    await userEvent.type(input, `${Array.from({ length: 21 }, (_, i) => `nome ${i + 1}`).join(',')},`);
    expect(within(drawer).getAllByRole('button', { name: /^Remover nome/ })).toHaveLength(20);
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Limite de 20 nomes');
  });
});
