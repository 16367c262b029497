// Issue 16: the agenda's keyboard alternative to drag and resize (the drag itself is walked in
// e2e/agenda-drag.e2e.test.ts), the one-professional week and the list view.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_CONFLICT_MESSAGE } from '@agenda/shared/scheduling-rules';
import { zonedIso } from '@/lib/dates';
import { addSchedule, CAL_CARLOS, CAL_MARINA, nextOpenDay, schdb, SVC_CORTE, TZ, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useCalendarStore } from '@/stores/calendar-store';
import { useToastStore } from '@/stores/toast-store';
import { AgendaPage } from './agenda-page';

startMockServer();

beforeEach(() => {
  useCalendarStore.getState().reset();
  useCalendarStore.getState().setDate(nextOpenDay());
  useToastStore.setState({ toasts: [] });
});
afterEach(() => vi.restoreAllMocks());

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);
const joao = () => screen.findByRole('button', { name: /João Pereira/ });
const columnOf = (el: HTMLElement) => el.closest('[data-testid="agenda-column"]')!.getAttribute('data-calendar-id');

async function openAgenda() {
  renderAppPage('/app/agenda', '/app/agenda', AgendaPage);
  await waitFor(() => expect(screen.getAllByTestId('agenda-column')).toHaveLength(2));
  return joao();
}

describe('moving appointments from the agenda by keyboard', () => {
  it('Alt+↓ moves by one step, Alt+→/← hand it to the neighbouring professional, Alt+Shift+↓ makes it longer', async () => {
    const block = await openAgenda();
    expect(block).toHaveAttribute('aria-describedby', 'agenda-move-hint');
    block.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('button', { name: /João Pereira, 09:30–10:00/ })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain('Agendamento remarcado.'));

    (await joao()).focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(async () => expect(columnOf(await joao())).toBe(CAL_MARINA));
    expect(schdb().schedules.find((s) => s.client_id === uuid(101))).toMatchObject({ calendar_id: CAL_MARINA });

    (await joao()).focus();
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(async () => expect(columnOf(await joao())).toBe(CAL_CARLOS));
    (await joao()).focus();
    await userEvent.keyboard('{Alt>}{Shift>}{ArrowDown}{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: /João Pereira, 09:30–10:30/ })).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain('Duração alterada para 60 min.'));
    const saved = schdb().schedules.find((s) => s.client_id === uuid(101))!;
    expect(saved).toMatchObject({ calendar_id: CAL_CARLOS, start_at: zonedIso(nextOpenDay(), '09:30', TZ), duration_in_minutes: 60 });
  });

  it('a taken time answers with the conflict message and the appointment stays where it was', async () => {
    addSchedule(schdb(), {
      clientId: uuid(103),
      serviceId: SVC_CORTE,
      calendarId: CAL_MARINA,
      start: zonedIso(nextOpenDay(), '09:00', TZ),
    });
    const block = await openAgenda();
    block.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(toasts()).toContain(SCHEDULE_CONFLICT_MESSAGE));
    await waitFor(async () => expect(columnOf(await joao())).toBe(CAL_CARLOS));
    expect(schdb().schedules.find((s) => s.client_id === uuid(101))!.calendar_id).toBe(CAL_CARLOS);
  });
});

describe('agenda layouts', () => {
  it('the week shows one professional at a time, chosen by name', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never,
    );
    await openAgenda();
    await userEvent.click(screen.getByRole('radio', { name: 'Semana' }));
    await waitFor(() => expect(screen.getAllByTestId('agenda-column')).toHaveLength(7));
    const ids = () => new Set(screen.getAllByTestId('agenda-column').map((c) => c.getAttribute('data-calendar-id')));
    expect(ids()).toEqual(new Set([CAL_CARLOS]));
    const picker = screen.getByRole('radiogroup', { name: 'Profissional da semana' });
    expect(within(picker).getByRole('radio', { name: 'Carlos' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(picker).getByRole('radio', { name: 'Marina' }));
    await waitFor(() => expect(ids()).toEqual(new Set([CAL_MARINA])));
    expect(await screen.findByRole('button', { name: /Ana Beatriz Souza/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /João Pereira/ })).toBeNull();
  });

  it('the list view shows the week day by day (the phone has no week grid)', async () => {
    await openAgenda();
    expect(screen.queryByRole('radio', { name: 'Semana' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Lista' }));
    const list = await screen.findByTestId('agenda-list');
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(list).getByText('João Pereira')).toBeInTheDocument();
  });
});
