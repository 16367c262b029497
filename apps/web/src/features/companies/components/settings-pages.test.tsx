import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { AdvancedSettingsPage } from './advanced-settings-page';
import { AssistantPage } from './assistant-page';
import { CustomMessagesPage } from './custom-messages-page';

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

describe('assistant settings tabs', () => {
  it('advanced: the §9 suspend options in hours and the tool types the assistant may use', async () => {
    const bodies = captureUpdate();
    renderAppPage(
      '/app/empresas/:company_slug/configuracao-avancada',
      '/app/empresas/barbearia-demo/configuracao-avancada',
      AdvancedSettingsPage,
    );
    const save = await screen.findByRole('button', { name: 'Salvar alterações' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Pausar a assistente por' }));
    const labels = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(labels).toEqual([
      '5 minutos',
      '15 minutos',
      '30 minutos',
      '1 hora',
      '2 horas',
      '3 horas',
      '4 horas',
      '5 horas',
      '6 horas',
      '12 horas',
      '24 horas',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '30 minutos' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Responder perguntas gerais' }));
    await userEvent.click(save);

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      hours_to_suspend_assistant_after_human_intervention: 0.5,
      ignore_ai_tool_types: ['conversational'],
      min_response_delay: 0,
      limit_suggestions_per_period: 3,
    });
  });

  it('advanced: the cap of upcoming bookings per client, 3 by default, "Sem limite" is 0', async () => {
    const bodies = captureUpdate();
    renderAppPage(
      '/app/empresas/:company_slug/configuracao-avancada',
      '/app/empresas/barbearia-demo/configuracao-avancada',
      AdvancedSettingsPage,
    );
    const cap = await screen.findByRole('combobox', { name: 'Agendamentos futuros por cliente' });
    expect(cap).toHaveTextContent('3 agendamentos');
    await userEvent.click(cap);
    await userEvent.click(await screen.findByRole('option', { name: 'Sem limite' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ max_upcoming_schedules_per_client: 0 });
  });

  it('assistant: name, greeting by name and instructions per area', async () => {
    const bodies = captureUpdate();
    renderAppPage('/app/empresas/:company_slug/assistente', '/app/empresas/barbearia-demo/assistente', AssistantPage);
    await userEvent.type(await screen.findByLabelText('Nome da assistente'), 'Bia');
    await userEvent.click(screen.getByRole('switch', { name: 'Chamar o cliente pelo nome' }));
    await userEvent.type(screen.getByLabelText('Serviços e preços'), 'Barba só com hora marcada.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      custom_assistant_name: 'Bia',
      is_greeting_clients_by_name: false,
      chat_personality_slug: null,
      custom_greeting: null,
      custom_instructions: { Client_Service_Info: 'Barba só com hora marcada.' },
    });
  });

  it('assistant: "Jeito de falar" lists the personalities the platform keeps and saves the chosen slug', async () => {
    const bodies = captureUpdate();
    server.use(
      http.post('*/user/graphql/query', ({ request }) =>
        new URL(request.url).searchParams.get('caller') === 'chatPersonalities'
          ? HttpResponse.json({
              data: {
                user_get_chat_personalities: [
                  { slug: 'acolhedora', name: 'Acolhedora e calma', description: 'Fala devagar, com carinho.', is_active: true },
                  { slug: 'formal', name: 'Formal e objetiva', description: null, is_active: true },
                ],
              },
            })
          : undefined,
      ),
    );
    renderAppPage('/app/empresas/:company_slug/assistente', '/app/empresas/barbearia-demo/assistente', AssistantPage);
    const select = await screen.findByRole('combobox', { name: 'Jeito de falar' });
    expect(select).toHaveTextContent('Simpática e acolhedora (padrão)');
    await userEvent.click(select);
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Simpática e acolhedora (padrão)',
        'Acolhedora e calmaFala devagar, com carinho.',
        'Formal e objetiva',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /Acolhedora e calma/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ chat_personality_slug: 'acolhedora' });
  });

  it('custom messages: the confirmation text shows once the confirmation is on', async () => {
    const bodies = captureUpdate();
    renderAppPage(
      '/app/empresas/:company_slug/mensagens-personalizadas',
      '/app/empresas/barbearia-demo/mensagens-personalizadas',
      CustomMessagesPage,
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Pedir confirmação do cliente antes de marcar' }));
    await userEvent.type(screen.getByLabelText('Mensagem antes da confirmação'), 'Chegue 10 minutos antes.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      is_assistant_schedule_entry_confirm: true,
      custom_assistant_schedule_entry_message: 'Chegue 10 minutos antes.',
      bday_message: null,
    });
  });

  it("custom messages: the templates show a preview with the owner's data, never the raw {{placeholders}}", async () => {
    renderAppPage(
      '/app/empresas/:company_slug/mensagens-personalizadas',
      '/app/empresas/barbearia-demo/mensagens-personalizadas',
      CustomMessagesPage,
    );
    const bday = await screen.findByLabelText('Mensagem de aniversário');
    await userEvent.type(bday, 'Feliz aniversário, {{{{name}}! A {{{{company_name}} te espera.');
    const previews = await screen.findAllByTestId('message-preview');
    const last = previews.at(-1)!;
    expect(last).toHaveTextContent('Prévia com os seus dados');
    expect(last).toHaveTextContent('Feliz aniversário, Dono! A Barbearia Demo te espera.');
    expect(last.textContent).not.toContain('{{');
    // The reminder left blank previews the default text the clients receive.
    const reminderSwitch = screen.getByRole('switch', { name: 'Enviar lembrete antes do atendimento' });
    if (reminderSwitch.getAttribute('aria-checked') !== 'true') await userEvent.click(reminderSwitch);
    await waitFor(() =>
      expect(screen.getAllByTestId('message-preview')[0]).toHaveTextContent(/Olá, Dono! Passando para lembrar.*Barbearia Demo/),
    );
  });
});
