// The schedule form drawer (docs/spec.md §2 "Modals and drawers"), opened anywhere in the app through
// the 'schedule-form:open' event: a new schedule (with defaults from the agenda) or an existing one.
import { useEffect, useState } from 'react';
import { CalendarCheck, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { on, type TScheduleFormOpenPayload } from '@/lib/events';
import { useSchedule } from '../../api/get-schedule';
import { useStaleSchedule } from '../../hooks/use-stale-schedule';
import { useCompanyContext } from '../../hooks/use-company-context';
import { ScheduleCreateForm, SCHEDULE_FORM_ID } from './schedule-create-form';
import { ScheduleEditForm } from './schedule-edit-form';

export default function ScheduleFormHost({ initial }: { initial: TScheduleFormOpenPayload | null }) {
  const [payload, setPayload] = useState<TScheduleFormOpenPayload | null>(initial);
  const [open, setOpen] = useState(Boolean(initial));
  const [seq, setSeq] = useState(0);
  const [pending, setPending] = useState(false);
  const { companyId } = useCompanyContext();
  const editing = payload?.scheduleId ?? null;
  const schedule = useSchedule(open ? companyId : null, editing);
  const shown = useStaleSchedule(schedule.data ?? undefined);

  useEffect(() => {
    const offs = [
      on('schedule-form:open', (p) => {
        setPayload(p);
        setSeq((n) => n + 1);
        setOpen(true);
      }),
      on('modals:close-all', () => setOpen(false)),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  const close = () => setOpen(false);
  let body;
  if (!payload) body = null;
  else if (!editing) body = <ScheduleCreateForm key={seq} payload={payload} onDone={close} onPendingChange={setPending} />;
  else if (schedule.isPending)
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-44 rounded-xl" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  else if (!schedule.data || !shown)
    body = (
      <EmptyState
        variant="inline"
        title="Agendamento não encontrado"
        description="Ele pode ter sido removido ou pertencer a uma agenda que você não acessa."
      />
    );
  else
    body = (
      <ScheduleEditForm
        key={`${seq}-${shown.updated_at}`}
        schedule={shown}
        focusReschedule={payload.reschedule}
        onDone={close}
        onPendingChange={setPending}
      />
    );

  const canSave = !editing || Boolean(schedule.data);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={editing ? 'Agendamento' : 'Novo agendamento'}
      description={editing ? undefined : 'Escolha o cliente, o serviço e um horário livre.'}
      footer={
        canSave ? (
          <>
            <Button variant="outline" onClick={close}>
              Fechar
            </Button>
            <Button
              type="submit"
              form={SCHEDULE_FORM_ID}
              loading={pending}
              leftIcon={editing ? <Save /> : <CalendarCheck />}
              data-testid="schedule-form-submit"
            >
              {editing ? 'Salvar alterações' : 'Agendar'}
            </Button>
          </>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}
