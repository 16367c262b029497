import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { zonedIso } from '@/lib/dates';
import { addSchedule, CAL_CARLOS, CAL_MARINA, nextOpenDay, schdb, SVC_BARBA, TZ, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useCalendarStore } from '@/stores/calendar-store';
import { AgendaPage } from './agenda-page';

startMockServer();

beforeEach(() => {
  useCalendarStore.getState().reset();
  useCalendarStore.getState().setDate(nextOpenDay());
});

const columns = () => screen.getAllByTestId('agenda-column');

describe('agenda', () => {
  it('shows one column per calendar with its schedules and the blocked period striped', async () => {
    renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    await waitFor(() => expect(columns()).toHaveLength(2));
    expect(columns().map((c) => c.getAttribute('data-calendar-id'))).toEqual([CAL_CARLOS, CAL_MARINA]);
    const carlos = columns()[0]!;
    expect(await within(carlos).findByRole('button', { name: /João Pereira/ })).toBeInTheDocument();
    expect(within(carlos).getByTestId('agenda-blocked')).toHaveTextContent('Bloqueado · Almoço');
    expect(within(columns()[1]!).getByRole('button', { name: /Ana Beatriz Souza/ })).toBeInTheDocument();
  });

  it('toggles calendars with the chips (docs/spec.md §4) and shows canceled schedules only when asked', async () => {
    const canceled = schdb().schedules.find((s) => s.client_id === uuid(103))!;
    canceled.status = 'canceled';
    renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    await waitFor(() => expect(columns()).toHaveLength(2));
    await screen.findByRole('button', { name: /João Pereira/ });
    expect(screen.queryByRole('button', { name: /Pedro Almeida/ })).toBeNull();
    await userEvent.click(screen.getByTestId('show-canceled'));
    expect(await screen.findByRole('button', { name: /Pedro Almeida.*Cancelado/ })).toBeInTheDocument();

    const chips = screen.getByTestId('calendar-chips');
    await userEvent.click(within(chips).getByRole('button', { name: 'Marina' }));
    await waitFor(() => expect(columns()).toHaveLength(1));
    expect(useCalendarStore.getState().selectedIds).toEqual([CAL_CARLOS]);
    await userEvent.click(within(chips).getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(columns()).toHaveLength(2));
  });

  it('reloads live when the company room says a schedule changed', async () => {
    renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    await screen.findByRole('button', { name: /João Pereira/ });
    addSchedule(schdb(), {
      clientId: uuid(102),
      serviceId: SVC_BARBA,
      calendarId: CAL_MARINA,
      start: zonedIso(nextOpenDay(), '16:00', TZ),
      interface: 'PLATFORM_CLIENT',
    });
    act(() => emit('server:schedule_update', { action: 'booked' }));
    expect(await screen.findByRole('button', { name: /16:00–16:30/ })).toBeInTheDocument();
  });

  it('a click on an empty time opens the schedule form for that calendar, day and time', async () => {
    const opened: unknown[] = [];
    const { on } = await import('@/lib/events');
    const off = on('schedule-form:open', (p) => opened.push(p));
    renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    await waitFor(() => expect(columns()).toHaveLength(2));
    await userEvent.click(columns()[1]!);
    expect(opened[0]).toMatchObject({ calendarId: CAL_MARINA, date: nextOpenDay() });
    expect((opened[0] as { time: string }).time).toMatch(/^\d\d:\d\d$/);
    off();
  });

  it('colours by status when asked in "Mais opções", shows the legend and keeps the choice after a remount', async () => {
    // Pedro is confirmed in the mocks; Ana is canceled here.
    schdb().schedules.find((s) => s.client_id === uuid(102))!.status = 'canceled';
    useCalendarStore.getState().setShowCanceled(true);
    const first = renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    const pedro = await screen.findByRole('button', { name: /Pedro Almeida.*Confirmado/ });
    // By professional (the default): no status tone, no legend.
    expect(pedro).not.toHaveAttribute('data-tone');
    expect(screen.queryByTestId('agenda-status-legend')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Mais opções da agenda' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Status' }));

    const confirmed = () => screen.getByRole('button', { name: /Pedro Almeida.*Confirmado/ });
    const canceled = () => screen.getByRole('button', { name: /Ana Beatriz Souza.*Cancelado/ });
    await waitFor(() => expect(confirmed()).toHaveAttribute('data-tone', 'success'));
    expect(canceled()).toHaveAttribute('data-tone', 'danger');
    expect(confirmed().style.borderLeftColor).toBe('var(--success)');
    expect(canceled().style.borderLeftColor).toBe('var(--danger)');
    const legend = screen.getByRole('list', { name: 'Legenda das cores por status' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Agendado', 'Confirmado', 'Não compareceu', 'Cancelado']);

    // Persisted per browser: a fresh mount (as after a reload) still colours by status.
    first.unmount();
    expect(JSON.parse(localStorage.getItem('calendar-selection')!).state.colorBy).toBe('status');
    renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
    expect(await screen.findByRole('button', { name: /Pedro Almeida.*Confirmado/ })).toHaveAttribute('data-tone', 'success');
    expect(screen.getByTestId('agenda-status-legend')).toBeInTheDocument();
  });
});
