import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAL_CARLOS, CAL_MARINA, schdb, uuid } from '@/mocks/handlers/scheduling/scheduling-db';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import CalendarFormHost from './calendar-form-host';

startMockServer();

const open = (calendarId: string | null) =>
  renderAppPage('/app/agenda', '/app/agenda', () => <CalendarFormHost initial={{ calendarId }} />);

describe('calendar form members', () => {
  it('lists every member by name with their role and saves who uses the calendar', async () => {
    open(CAL_MARINA);
    const drawer = await screen.findByRole('dialog', { name: 'Editar agenda' });
    const members = await within(drawer).findByTestId('calendar-members');
    const bia = await within(members).findByRole('checkbox', { name: /Bia Recepção/ });
    const me = within(members).getByRole('checkbox', { name: /Dono Demo \(você\)/ });
    expect(members).toHaveTextContent('Consultas e agendamentos');
    expect(members).toHaveTextContent('Proprietário');
    expect(me).toHaveAttribute('data-state', 'checked');
    expect(bia).toHaveAttribute('data-state', 'unchecked');
    await userEvent.click(bia);
    await userEvent.click(me);
    await userEvent.click(screen.getByTestId('calendar-form-submit'));
    await waitFor(() => expect(schdb().calendars.find((c) => c.id === CAL_MARINA)!.user_ids).toEqual([uuid(401)]));
    // Untouched calendars keep their members.
    expect(schdb().calendars.find((c) => c.id === CAL_CARLOS)!.user_ids).toEqual(['u-demo']);
  });

  it('a new calendar starts with only me checked', async () => {
    open(null);
    const drawer = await screen.findByRole('dialog', { name: 'Nova agenda' });
    const members = await within(drawer).findByTestId('calendar-members');
    expect(await within(members).findByRole('checkbox', { name: /Bia Recepção/ })).toHaveAttribute('data-state', 'unchecked');
    expect(within(members).getByRole('checkbox', { name: /Dono Demo/ })).toHaveAttribute('data-state', 'checked');
  });

  it('saves the nicknames clients use for the professional ("Apelidos")', async () => {
    open(CAL_MARINA);
    const drawer = await screen.findByRole('dialog', { name: 'Editar agenda' });
    await userEvent.type(await within(drawer).findByLabelText('Apelidos'), 'Carlão{Enter}Cacá{Enter}carlao{Enter}');
    expect(within(drawer).getAllByRole('button', { name: /^Remover / })).toHaveLength(2);
    // The mock's demo owner id is not a UUID: leave only Bia using the calendar so the form validates.
    const members = await within(drawer).findByTestId('calendar-members');
    await userEvent.click(await within(members).findByRole('checkbox', { name: /Bia Recepção/ }));
    const me = within(members).getByRole('checkbox', { name: /Dono Demo/ });
    if (me.getAttribute('data-state') === 'checked') await userEvent.click(me);
    await userEvent.click(screen.getByTestId('calendar-form-submit'));
    await waitFor(() => expect(schdb().calendars.find((c) => c.id === CAL_MARINA)!.aliases).toEqual(['Carlão', 'Cacá']));
  });
});
