import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { zonedIso } from '@/lib/dates';
import { addSchedule, CAL_CARLOS, nextOpenDay, schdb, SVC_CORTE, TZ, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import type { TScheduleFormOpenPayload } from '@/lib/events';
import ScheduleFormHost from './schedule-form-host';

const server = startMockServer();

function open(payload: TScheduleFormOpenPayload) {
  return renderAppPage('/app/agenda', '/app/agenda', () => <ScheduleFormHost initial={payload} />);
}

const day = () => nextOpenDay();

describe('schedule form', () => {
  it('books a known client on a suggested free slot with a note', async () => {
    open({ calendarId: CAL_CARLOS, serviceId: SVC_CORTE, date: day() });
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Pedro Almeida/ }));
    expect(within(dialog).getByTestId('client-selected')).toHaveTextContent('Pedro Almeida');
    // 09:00 is taken by João on Carlos' agenda: not suggested.
    const slots = await within(dialog).findByTestId('slot-list');
    expect(within(slots).queryByRole('button', { name: '09:00' })).toBeNull();
    await userEvent.click(within(slots).getByRole('button', { name: '11:00' }));
    await userEvent.type(within(dialog).getByLabelText('Observação'), 'Primeira vez');
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = schdb().schedules.find(
      (s) => s.client_id === uuid(103) && s.start_at === new Date(zonedIso(day(), '11:00', TZ)).toISOString(),
    );
    expect(created).toMatchObject({ calendar_id: CAL_CARLOS, service_id: SVC_CORTE, company_observation: 'Primeira vez' });
  });

  it('searches clients on the API (user_get_clients) by name without accents, phone digits or e-mail', async () => {
    const searches: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).searchParams.get('caller') === 'user_get_clients')
        searches.push(((await request.clone().json()) as { variables: { search: unknown } }).variables.search);
    });
    open({ calendarId: CAL_CARLOS, serviceId: SVC_CORTE, date: day() });
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    const list = await within(dialog).findByRole('list', { name: 'Clientes encontrados' });
    // Ordered by name.
    const NAMES = ['Ana Beatriz Souza', 'João Pereira', 'Pedro Almeida'];
    const shown = () =>
      within(list)
        .getAllByRole('button')
        .map((b) => NAMES.find((n) => b.textContent?.includes(n)) ?? 'novo');
    await waitFor(() => expect(shown()).toEqual([...NAMES, 'novo']));
    const search = within(dialog).getByRole('textbox', { name: 'Buscar cliente' });
    await userEvent.type(search, 'joao');
    await waitFor(() => expect(within(list).queryByRole('button', { name: /Pedro Almeida/ })).toBeNull());
    expect(within(list).getByRole('button', { name: /João Pereira/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '650003');
    expect(await within(list).findByRole('button', { name: /Pedro Almeida/ })).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByRole('button', { name: /João Pereira/ })).toBeNull());
    await userEvent.clear(search);
    await userEvent.type(search, 'joao@exemplo');
    expect(await within(list).findByRole('button', { name: /João Pereira/ })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /João Pereira/ }));
    expect(within(dialog).getByTestId('client-selected')).toHaveTextContent('João Pereira');
    // Debounced: the API saw the finished words, not one call per key.
    expect(searches).toEqual(expect.arrayContaining([null, 'joao', '650003', 'joao@exemplo']));
    expect(searches.length).toBeLessThan(10);
    server.events.removeAllListeners();
  });

  it('offers to register a new client when the search finds nobody', async () => {
    server.use(
      http.post('*/user/graphql/query', ({ request }) =>
        new URL(request.url).searchParams.get('caller') === 'user_get_clients'
          ? HttpResponse.json({ data: { user_get_clients: [] } })
          : undefined,
      ),
    );
    open({ calendarId: CAL_CARLOS, serviceId: SVC_CORTE, date: day() });
    const dialog = await screen.findByRole('dialog', { name: 'Novo agendamento' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Buscar cliente' }), 'Zélia');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Nenhum cliente encontrado. Cadastrar novo cliente' }));
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Zélia');
  });

  it('registers a new client with name and WhatsApp and checks them first', async () => {
    open({ calendarId: CAL_CARLOS, serviceId: SVC_CORTE, date: day() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Novo cliente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByText('Informe o nome.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escolha um horário.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Nome/), 'Lívia Nunes');
    const phone = within(dialog).getByLabelText(/^WhatsApp/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+5511976543210');
    await userEvent.click(await within(dialog).findByRole('button', { name: '15:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    await waitFor(() => expect(schdb().clients.some((c) => c.name === 'Lívia Nunes' && c.phone === '+5511976543210')).toBe(true));
  });

  it('shows the conflict in Portuguese and refreshes the free slots when the time was just taken', async () => {
    open({ calendarId: CAL_CARLOS, serviceId: SVC_CORTE, date: day() });
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /João Pereira/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: '16:00' }));
    // Someone else books 16:00 on Carlos meanwhile.
    addSchedule(schdb(), { clientId: uuid(102), serviceId: SVC_CORTE, calendarId: CAL_CARLOS, start: zonedIso(day(), '16:00', TZ) });
    await userEvent.click(screen.getByRole('button', { name: 'Agendar' }));
    expect(await within(dialog).findByTestId('slot-conflict')).toHaveTextContent(SCHEDULE_CONFLICT_MESSAGE);
    await waitFor(() => expect(within(within(dialog).getByTestId('slot-list')).queryByRole('button', { name: '16:00' })).toBeNull());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a schedule, confirms it and reschedules it to a suggested slot', async () => {
    const schedule = schdb().schedules.find((s) => s.client_id === uuid(101))!;
    open({ scheduleId: schedule.id });
    const dialog = await screen.findByRole('dialog', { name: 'Agendamento' });
    expect(await within(dialog).findByTestId('schedule-summary')).toHaveTextContent('João Pereira');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(schdb().schedules.find((s) => s.id === schedule.id)!.status).toBe('confirmed'));
    const slots = await within(dialog).findByTestId('slot-list');
    // Its own time stays offered (exclude_schedule_id).
    expect(within(slots).getByRole('button', { name: '09:00' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(slots).getByRole('button', { name: '17:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(schdb().schedules.find((s) => s.id === schedule.id)!.start_at).toBe(new Date(zonedIso(day(), '17:30', TZ)).toISOString()),
    );
  });

  it('cancels with a reason', async () => {
    const schedule = schdb().schedules.find((s) => s.client_id === uuid(101))!;
    open({ scheduleId: schedule.id });
    const dialog = await screen.findByRole('dialog', { name: 'Agendamento' });
    await userEvent.click(await within(dialog).findByTestId('cancel-schedule'));
    const modal = await screen.findByRole('dialog', { name: 'Cancelar agendamento' });
    await userEvent.type(within(modal).getByLabelText('Motivo (opcional)'), 'Cliente pediu');
    await userEvent.click(within(modal).getByTestId('confirm-cancel-schedule'));
    await waitFor(() =>
      expect(schdb().schedules.find((s) => s.id === schedule.id)).toMatchObject({ status: 'canceled', canceled_reason: 'Cliente pediu' }),
    );
  });
});
