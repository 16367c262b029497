import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { AssistantPage } from './assistant-page';
import { CompanyInfoPage } from './company-info-page';

startMockServer();

function captureUpdate() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/user/:id/company/update', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ company: {} });
    }),
  );
  return bodies;
}

const openAssistant = () =>
  renderAppPage('/app/empresas/:company_slug/assistente', '/app/empresas/barbearia-demo/assistente', AssistantPage);

describe('owner settings behind the secretary', () => {
  it('assistant: the parts of the day start at the defaults and save the owner’s windows', async () => {
    const bodies = captureUpdate();
    openAssistant();
    const eveningFrom = await screen.findByLabelText('Noite: das');
    expect(screen.getByLabelText('Manhã: das')).toHaveValue('05:00');
    expect(screen.getByLabelText('Tarde: até')).toHaveValue('18:00');
    await userEvent.clear(screen.getByLabelText('Tarde: até'));
    await userEvent.type(screen.getByLabelText('Tarde: até'), '17:00');
    await userEvent.clear(eveningFrom);
    await userEvent.type(eveningFrom, '17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.day_parts).toEqual({
      morning: { from: '05:00', to: '12:00' },
      afternoon: { from: '12:00', to: '17:00' },
      evening: { from: '17:00', to: '23:59' },
    });
  });

  it('assistant: overlapping or reversed windows are refused with a clear message', async () => {
    const bodies = captureUpdate();
    openAssistant();
    const eveningFrom = await screen.findByLabelText('Noite: das');
    await userEvent.clear(eveningFrom);
    await userEvent.type(eveningFrom, '16:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText(/Noite precisa começar depois do fim do período anterior/)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /Voltar ao padrão/ }));
    await waitFor(() => expect(screen.getByLabelText('Noite: das')).toHaveValue('18:00'));
    await userEvent.clear(screen.getByLabelText('Noite: até'));
    await userEvent.type(screen.getByLabelText('Noite: até'), '22:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect((bodies[0]!.day_parts as Record<string, unknown>).evening).toEqual({ from: '18:00', to: '22:00' });
  });

  it('company info: the address ("Endereço") is saved trimmed and limited to 200 characters', async () => {
    const bodies = captureUpdate();
    renderAppPage('/app/empresas/:company_slug/info', '/app/empresas/barbearia-demo/info', CompanyInfoPage);
    const address = await screen.findByLabelText('Endereço');
    expect(address).toHaveValue('Rua Augusta, 1500 — Consolação, São Paulo - SP');
    expect(address).toHaveAttribute('maxlength', '200');
    await userEvent.clear(address);
    await userEvent.type(address, '  Av. Paulista, 1000 — Bela Vista ');
    await userEvent.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.address).toBe('Av. Paulista, 1000 — Bela Vista');
  });
});
