import type { TCalendarDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import { Select } from '@/components/ui/select';
import { durationLabel } from '@/lib/dates';

const ANY_CALENDAR = 'any';

interface Props {
  services: TServiceDto[];
  calendars: TCalendarDto[];
  serviceId: string;
  calendarId: string;
  onService: (id: string) => void;
  onCalendar: (id: string) => void;
  serviceError?: string;
  /** Editing: the service cannot change, only the professional is shown. */
  lockService?: boolean;
}

/** Service, then the calendars that perform it (or "qualquer profissional"). */
export function ServiceCalendarFields({
  services,
  calendars,
  serviceId,
  calendarId,
  onService,
  onCalendar,
  serviceError,
  lockService,
}: Props) {
  const service = services.find((s) => s.id === serviceId);
  const able = calendars.filter((c) => c.is_active && (!service || service.calendar_ids.includes(c.id)));
  return (
    <div className={lockService ? 'grid' : 'grid gap-3 sm:grid-cols-2'}>
      {lockService ? null : (
        <Select
          label="Serviço"
          placeholder="Escolha o serviço"
          value={serviceId || undefined}
          disabled={lockService}
          onValueChange={onService}
          error={serviceError}
          options={services
            .filter((s) => s.is_active || s.id === serviceId)
            .map((s) => ({
              value: s.id,
              label: s.title,
              hint: [durationLabel(s.duration_in_minutes), s.formatted_price].filter(Boolean).join(' · '),
            }))}
        />
      )}
      <Select
        label="Profissional"
        value={calendarId || ANY_CALENDAR}
        onValueChange={(v) => onCalendar(v === ANY_CALENDAR ? '' : v)}
        options={[
          { value: ANY_CALENDAR, label: 'Qualquer profissional', hint: 'O primeiro livre no horário' },
          ...able.map((c) => ({
            value: c.id,
            label: c.title,
            icon: <span className="block size-2.5 rounded-full" style={{ background: c.color }} />,
          })),
        ]}
      />
    </div>
  );
}
