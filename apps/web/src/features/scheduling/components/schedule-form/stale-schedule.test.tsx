// Issue 16: data changed elsewhere while the drawer is open → a toast with "Recarregar"; the owner's
// typing is kept until they reload. The drawer's own status change is taken in without the toast.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@/lib/events';
import { schdb, uuid, nextOpenDay } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { useCalendarStore } from '@/stores/calendar-store';
import { useToastStore } from '@/stores/toast-store';
import { STALE_SCHEDULE_MESSAGE } from '../../hooks/use-stale-schedule';
import { AgendaPage } from '../agenda/agenda-page';
import ScheduleFormHost from './schedule-form-host';

startMockServer();

beforeEach(() => {
  useCalendarStore.getState().reset();
  useCalendarStore.getState().setDate(nextOpenDay());
  useToastStore.setState({ toasts: [] });
});

const staleToast = () => useToastStore.getState().toasts.find((t) => t.message === STALE_SCHEDULE_MESSAGE);

async function openJoao() {
  const joao = schdb().schedules.find((s) => s.client_id === uuid(101))!;
  renderAppPage('/app/agenda', '/app/agenda', AgendaPage, [() => <ScheduleFormHost initial={{ scheduleId: joao.id }} />]);
  const dialog = await screen.findByRole('dialog', { name: 'Agendamento' });
  return { joao, dialog, note: await within(dialog).findByLabelText('Observação') };
}

describe('a schedule changed elsewhere while its drawer is open', () => {
  it('warns with a toast, keeps what the owner typed, and "Recarregar" shows the new version', async () => {
    const { joao, note } = await openJoao();
    await userEvent.type(note, 'Minha nota');
    Object.assign(joao, { company_observation: 'Cliente pediu máquina 2', updated_at: new Date().toISOString() });
    act(() => emit('server:schedule_update', { action: 'updated' }));
    await waitFor(() => expect(staleToast()?.action?.label).toBe('Recarregar'));
    expect(screen.getByLabelText('Observação')).toHaveValue('Minha nota');
    act(() => staleToast()!.action!.onClick());
    await waitFor(() => expect(screen.getByLabelText('Observação')).toHaveValue('Cliente pediu máquina 2'));
  });

  it("takes the drawer's own status change in silently", async () => {
    const { dialog } = await openJoao();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(schdb().schedules.find((s) => s.client_id === uuid(101))!.status).toBe('confirmed'));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Confirmar' })).toBeNull());
    expect(staleToast()).toBeUndefined();
  });
});
