import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { AutomationsPage } from './automations-page';

startMockServer();

describe('auto-pilot on /app/automacoes', () => {
  it('turns it on, shows the intensities in words, adds a client, pauses and resumes them', async () => {
    renderAppPage('/app/automacoes', '/app/automacoes', AutomationsPage);
    const section = await screen.findByTestId('auto-pilot');
    const intensities = await within(section).findAllByTestId('auto-pilot-intensity');
    expect(intensities.map((b) => b.textContent)).toEqual([
      'SuaveUma mensagem a cada 15 a 25 diasAté 3 tentativas por etapa',
      'EquilibradoUma mensagem a cada 10 a 15 diasAté 4 tentativas por etapa',
      'IntensoUma mensagem a cada 5 a 10 diasAté 5 tentativas por etapa',
    ]);
    expect(intensities[1]).toHaveAttribute('aria-checked', 'true');
    expect(within(section).getByRole('button', { name: 'Adicionar cliente' })).toBeDisabled();

    await userEvent.click(within(section).getByRole('switch', { name: /Piloto automático ligado/ }));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Adicionar cliente' })).toBeEnabled());
    await userEvent.click(intensities[2]!);
    await waitFor(() => expect(within(section).getAllByTestId('auto-pilot-intensity')[2]).toHaveAttribute('aria-checked', 'true'));

    const cap = within(section).getByLabelText(/Limite de mensagens por dia/);
    await userEvent.clear(cap);
    await userEvent.type(cap, 'muitas');
    await userEvent.click(within(section).getByRole('button', { name: 'Salvar limite' }));
    expect(within(section).getByText('Use um número inteiro de 0 a 1000.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Adicionar cliente' }));
    const [first] = await within(section).findAllByTestId('client-option');
    const name = first!.querySelector('span')!.textContent!;
    await userEvent.click(first!);
    const run = await within(section).findByTestId('auto-pilot-run');
    expect(run).toHaveTextContent(name);
    expect(run).toHaveTextContent('Em andamento');
    await userEvent.click(within(run).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(within(section).getByTestId('auto-pilot-run')).toHaveTextContent('Pausado'));
    await userEvent.click(within(section).getByRole('button', { name: 'Retomar' }));
    await waitFor(() => expect(within(section).getByTestId('auto-pilot-run')).toHaveTextContent('Em andamento'));
  });
});
