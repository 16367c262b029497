// The calendar form drawer, opened through 'calendar-form:open' (new, or { calendarId } to edit).
import { useEffect, useState } from 'react';
import type { TCalendarBody } from '@agenda/shared/schemas/scheduling';
import { Drawer } from '@/components/ui/drawer';
import { ConfirmDeleteModal, EntityDrawerFooter } from '../entity-drawer-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { on } from '@/lib/events';
import { useUserStore } from '@/stores/user-store';
import { toast } from '@/stores/toast-store';
import { useCalendars } from '../../api/get-calendars';
import { useCompanyUsers } from '../../api/get-company-users';
import { useDeleteCalendar } from '../../api/delete-calendar';
import { useSaveCalendar } from '../../api/save-calendar';
import { useCompanyContext } from '../../hooks/use-company-context';
import { CALENDAR_FORM_ID, CalendarForm } from './calendar-form';

export default function CalendarFormHost({ initial }: { initial: { calendarId?: string | null } | null }) {
  const [state, setState] = useState({ open: Boolean(initial), calendarId: initial?.calendarId ?? null, seq: 0 });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { companyId } = useCompanyContext();
  const user = useUserStore((s) => s.user);
  const calendars = useCalendars(companyId);
  const members = useCompanyUsers(companyId);
  const save = useSaveCalendar(companyId);
  const remove = useDeleteCalendar(companyId);
  const calendar = state.calendarId ? (calendars.data?.find((c) => c.id === state.calendarId) ?? null) : null;

  useEffect(() => {
    const offs = [
      on('calendar-form:open', (p) => setState((s) => ({ open: true, calendarId: p.calendarId ?? null, seq: s.seq + 1 }))),
      on('modals:close-all', () => setState((s) => ({ ...s, open: false }))),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const close = () => setState((s) => ({ ...s, open: false }));
  const submit = async (body: TCalendarBody) => {
    await save.mutateAsync({ companyId: companyId!, id: state.calendarId, data: body });
    toast.success(
      state.calendarId ? 'Agenda atualizada.' : 'Agenda criada. Ela usa os horários da empresa; ajuste em Horários de funcionamento.',
    );
    close();
  };

  return (
    <>
      <Drawer
        open={state.open}
        onOpenChange={(open) => setState((s) => ({ ...s, open }))}
        title={state.calendarId ? 'Editar agenda' : 'Nova agenda'}
        description="Uma agenda para cada profissional ou sala."
        footer={
          <EntityDrawerFooter
            onDelete={state.calendarId ? () => setConfirmDelete(true) : undefined}
            onClose={close}
            formId={CALENDAR_FORM_ID}
            saving={save.isPending}
            saveLabel="Salvar agenda"
            testId="calendar-form-submit"
          />
        }
      >
        {calendars.data && (!state.calendarId || calendar) ? (
          <CalendarForm
            key={`${state.seq}-${state.calendarId ?? 'new'}`}
            calendar={calendar}
            usedColors={calendars.data.map((c) => c.color)}
            me={user ? { id: String(user.id), name: user.name } : null}
            members={members.data ?? null}
            onSubmit={submit}
          />
        ) : (
          <div className="flex flex-col gap-4" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-12" />
            <Skeleton className="h-10" />
          </div>
        )}
      </Drawer>
      <ConfirmDeleteModal
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Excluir agenda?"
        description={`${calendar?.title ?? 'Esta agenda'} deixa de receber agendamentos. Só é possível excluir uma agenda sem agendamentos futuros.`}
        confirmLabel="Excluir agenda"
        deleting={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync({ companyId: companyId!, id: state.calendarId! })
            .then(() => {
              toast.success('Agenda excluída.');
              setConfirmDelete(false);
              close();
            })
            .catch(() => undefined)
        }
      />
    </>
  );
}
