// Open agendas follow changes made anywhere (staff, public page, secretary): the server pushes
// schedule_update / blocked_period_update / calendar_update / service_update on the company room
// company_update:{companyId}; the socket re-emits them as server:{name}.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { on } from '@/lib/events';
import { invalidateAgenda, schedulingKeys } from '../api/keys';

type Id = string | number;

export function useLiveAgenda(companyId: Id | null | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!companyId) return;
    const agenda = () => invalidateAgenda(qc, companyId);
    const catalog = () => {
      void qc.invalidateQueries({ queryKey: schedulingKeys.calendars(companyId) });
      void qc.invalidateQueries({ queryKey: schedulingKeys.services(companyId) });
      agenda();
    };
    const offs = [
      on('server:schedule_update', agenda),
      on('server:blocked_period_update', agenda),
      on('server:calendar_update', catalog),
      on('server:service_update', catalog),
    ];
    return () => offs.forEach((off) => off());
  }, [companyId, qc]);
}
