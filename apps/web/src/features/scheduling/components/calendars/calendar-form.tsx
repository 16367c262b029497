import { Controller } from 'react-hook-form';
import { CALENDAR_COLORS } from '@agenda/shared/calendar';
import { COMPANY_USER_ROLE_LABELS } from '@agenda/shared/company';
import { SLOT_INCREMENT_OPTIONS } from '@agenda/shared/options';
import { CALENDAR_DEFAULTS, ZCalendarBody, type TCalendarBody } from '@agenda/shared/schemas/scheduling';
import { MAX_NAME_VARIANT_LENGTH, MAX_NAME_VARIANTS } from '@agenda/shared/schemas/secretary-settings';
import type { TCalendarDto } from '@agenda/shared/schemas/scheduling-dto';
import { Checkbox } from '@/components/ui/checkbox';
import { ChipsInput, listErrorMessage } from '@/components/ui/chips-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useZodForm } from '@/lib/forms';
import type { TCompanyMemberDto } from '../../api/get-company-users';
import { ColorSwatches } from './color-swatches';

export const CALENDAR_FORM_ID = 'calendar-form';

const NOTICE = [0, 30, 60, 120, 240, 720, 1440, 2880];
const WINDOW = [7, 15, 30, 60, 90, 180, 365];
const noticeLabel = (m: number) =>
  m === 0
    ? 'Sem antecedência mínima'
    : m < 60
      ? `${m} minutos antes`
      : m < 1440
        ? `${m / 60} hora${m === 60 ? '' : 's'} antes`
        : `${m / 1440} dia${m === 1440 ? '' : 's'} antes`;

interface Props {
  calendar: TCalendarDto | null;
  /** How many calendars exist (to suggest a colour not in use). */
  usedColors: string[];
  me: { id: string; name: string } | null;
  /** Every member of the company (user_get_company_users); null while loading or when it failed. */
  members: TCompanyMemberDto[] | null;
  onSubmit: (body: TCalendarBody) => Promise<void>;
}

/** A professional or a room: name, colour, slot increment, booking rules and who uses it. */
export function CalendarForm({ calendar, usedColors, me, members, onSubmit }: Props) {
  const freeColor = CALENDAR_COLORS.find((c) => !usedColors.includes(c)) ?? CALENDAR_COLORS[0];
  const form = useZodForm(ZCalendarBody, {
    defaultValues: {
      title: calendar?.title ?? '',
      description: calendar?.description ?? null,
      color: (calendar?.color as TCalendarBody['color']) ?? freeColor,
      aliases: calendar?.aliases ?? [],
      slots_increment_in_minutes: (calendar?.slots_increment_in_minutes ?? 30) as TCalendarBody['slots_increment_in_minutes'],
      min_notice_in_minutes: calendar?.min_notice_in_minutes ?? CALENDAR_DEFAULTS.min_notice_in_minutes,
      dates_window: calendar?.dates_window ?? CALENDAR_DEFAULTS.dates_window,
      is_active: calendar?.is_active ?? true,
      user_ids: calendar?.user_ids ?? (me ? [me.id] : []),
    },
  });
  const { errors } = form.formState;
  const numberSelect = (
    name: 'slots_increment_in_minutes' | 'min_notice_in_minutes' | 'dates_window',
    label: string,
    options: { value: number; label: string }[],
    description?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          value={String(field.value)}
          onValueChange={(v) => field.onChange(Number(v))}
          options={[
            ...options,
            ...(options.some((o) => o.value === field.value) || field.value == null
              ? []
              : [{ value: Number(field.value), label: String(field.value) }]),
          ].map((o) => ({ value: String(o.value), label: o.label }))}
        />
      )}
    />
  );

  return (
    <form
      id={CALENDAR_FORM_ID}
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-col gap-5"
      noValidate
      data-testid="calendar-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Nome da agenda" placeholder="Ex.: Carlos ou Sala 1" error={errors.title?.message} {...form.register('title')} />
        <Input
          label="Descrição (opcional)"
          placeholder="Ex.: Barbeiro"
          error={errors.description?.message}
          {...form.register('description', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
      </div>
      <Controller
        control={form.control}
        name="aliases"
        render={({ field }) => (
          <ChipsInput
            label="Apelidos"
            description="Como os clientes chamam este profissional (ex.: Marcão, Dri). A secretária entende esses nomes."
            placeholder="Digite e tecle Enter"
            value={field.value ?? []}
            onChange={field.onChange}
            max={MAX_NAME_VARIANTS}
            maxLength={MAX_NAME_VARIANT_LENGTH}
            error={listErrorMessage(errors.aliases)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => <ColorSwatches value={field.value} onChange={field.onChange} error={errors.color?.message} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {numberSelect(
          'slots_increment_in_minutes',
          'Intervalo entre horários',
          SLOT_INCREMENT_OPTIONS.map((o) => ({ value: o.value, label: `A cada ${o.label}` })),
          'De quanto em quanto tempo os horários começam.',
        )}
        {numberSelect(
          'min_notice_in_minutes',
          'Antecedência mínima',
          NOTICE.map((m) => ({ value: m, label: noticeLabel(m) })),
          'Para agendamentos feitos pelos clientes.',
        )}
        {numberSelect(
          'dates_window',
          'Agenda aberta para',
          WINDOW.map((d) => ({ value: d, label: `Os próximos ${d} dias` })),
        )}
      </div>
      {me || members?.length ? (
        <Controller
          control={form.control}
          name="user_ids"
          render={({ field }) => {
            const ids = field.value ?? [];
            // Everyone in the company, me first; until the list loads, just me.
            const people = members?.length
              ? [...members]
                  .sort((a, b) => Number(b.user_id === me?.id) - Number(a.user_id === me?.id))
                  .map((m) => ({ id: m.user_id, name: m.name, role: m.role }))
              : me
                ? [{ id: me.id, name: me.name, role: null }]
                : [];
            const listed = new Set(people.map((p) => p.id));
            const others = ids.filter((id) => !listed.has(id)).length;
            const toggle = (id: string, on: boolean) =>
              field.onChange(on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id));
            return (
              <fieldset className="flex flex-col gap-2" data-testid="calendar-members">
                <legend className="mb-1.5 text-sm font-medium text-foreground">Quem usa esta agenda</legend>
                {people.map((p) => (
                  <Checkbox
                    key={p.id}
                    label={p.id === me?.id ? `${p.name} (você)` : p.name}
                    description={p.role ? COMPANY_USER_ROLE_LABELS[p.role] : undefined}
                    checked={ids.includes(p.id)}
                    onCheckedChange={(v) => toggle(p.id, v === true)}
                  />
                ))}
                <p className="text-[13px] text-muted-foreground">
                  {others ? `E mais ${others} ${others === 1 ? 'pessoa' : 'pessoas'} da equipe. ` : ''}Membros com o perfil “Consultas e
                  agendamentos” só veem as agendas marcadas para eles.
                </p>
              </fieldset>
            );
          }}
        />
      ) : null}
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Agenda ativa"
            description="Agendas inativas não recebem novos agendamentos."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </form>
  );
}
