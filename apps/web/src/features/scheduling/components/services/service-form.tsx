import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { SERVICE_RECURRENCE_OPTIONS } from '@agenda/shared/options';
import { SERVICE_PRICE_TYPES, type TServicePriceType } from '@agenda/shared/service';
import { ZServiceBody, type TServiceBody } from '@agenda/shared/schemas/scheduling';
import { MAX_NAME_VARIANT_LENGTH, MAX_NAME_VARIANTS } from '@agenda/shared/schemas/secretary-settings';
import type { TCalendarDto, TServiceDto } from '@agenda/shared/schemas/scheduling-dto';
import type { TMoneyCurrency } from '@agenda/shared/company';
import { Checkbox } from '@/components/ui/checkbox';
import { ChipsInput, listErrorMessage } from '@/components/ui/chips-input';
import { CurrencyInput } from '@/components/ui/currency-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { durationLabel } from '@/lib/dates';
import { useZodForm } from '@/lib/forms';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { ServiceImageField } from './service-image-field';

export const SERVICE_FORM_ID = 'service-form';

const DURATIONS = [10, 15, 20, 30, 40, 45, 50, 60, 75, 90, 105, 120, 150, 180, 240, 300, 360, 480];
const PRICE_LABELS: Record<TServicePriceType, string> = { uninformed: 'Sem preço', fixed: 'Preço fixo', range: 'Faixa' };
const NO_RECURRENCE = 'none';

function defaults(service: TServiceDto | null, calendars: TCalendarDto[]) {
  return {
    title: service?.title ?? '',
    description: service?.description ?? null,
    synonyms: service?.synonyms ?? [],
    duration_in_minutes: service?.duration_in_minutes ?? 30,
    price_type: service?.price_type ?? 'fixed',
    price: service?.price ?? null,
    price_max: service?.price_max ?? null,
    expected_recurrence_in_days: (service?.expected_recurrence_in_days ?? null) as TServiceBody['expected_recurrence_in_days'],
    is_active: service?.is_active ?? true,
    image_url: service?.image_url ?? null,
    // A new service is performed by every calendar until the owner says otherwise.
    calendar_ids: service?.calendar_ids ?? calendars.map((c) => c.id),
  };
}

interface Props {
  service: TServiceDto | null;
  calendars: TCalendarDto[];
  currency: TMoneyCurrency;
  /** `image`: a photo cropped for a new service, to upload once it exists. */
  onSubmit: (body: TServiceBody, image: Blob | null) => Promise<void>;
  /** Uploads a photo of an existing service now and returns its address. */
  onUploadImage: (blob: Blob) => Promise<string>;
}

/** Name, description, duration, price (sem preço / fixo / faixa, in cents), recurrence, calendars, active, image. */
export function ServiceForm({ service, calendars, currency, onSubmit, onUploadImage }: Props) {
  const form = useZodForm(ZServiceBody, { defaultValues: defaults(service, calendars) });
  const [pendingImage, setPendingImage] = useState<Blob | null>(null);
  const { errors } = form.formState;
  const priceType = useWatch({ control: form.control, name: 'price_type' });
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(
      {
        ...values,
        price: values.price_type === 'uninformed' ? null : values.price,
        price_max: values.price_type === 'range' ? values.price_max : null,
      },
      pendingImage,
    );
  });

  return (
    <form id={SERVICE_FORM_ID} onSubmit={submit} className="flex flex-col gap-5" noValidate data-testid="service-form">
      <Input label="Nome do serviço" placeholder="Ex.: Corte masculino" error={errors.title?.message} {...form.register('title')} />
      <Textarea
        label="Descrição (opcional)"
        placeholder="O que está incluído, para quem é indicado…"
        minRows={3}
        error={errors.description?.message}
        {...form.register('description', { setValueAs: (v: string | null) => (v ? v : null) })}
      />
      <Controller
        control={form.control}
        name="synonyms"
        render={({ field }) => (
          <ChipsInput
            label="Outros nomes que os clientes usam"
            description="Ex.: degradê, pezinho, sobrancelha na navalha. A secretária entende esses nomes como este serviço."
            placeholder="Digite e tecle Enter"
            value={field.value ?? []}
            onChange={field.onChange}
            max={MAX_NAME_VARIANTS}
            maxLength={MAX_NAME_VARIANT_LENGTH}
            error={listErrorMessage(errors.synonyms)}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="duration_in_minutes"
          render={({ field }) => (
            <Select
              label="Duração"
              value={String(field.value)}
              onValueChange={(v) => field.onChange(Number(v))}
              error={errors.duration_in_minutes?.message}
              options={[...new Set([...DURATIONS, Number(field.value) || 30])]
                .sort((a, b) => a - b)
                .map((m) => ({ value: String(m), label: durationLabel(m) }))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="expected_recurrence_in_days"
          render={({ field }) => (
            <Select
              label="O cliente costuma voltar"
              value={field.value ? String(field.value) : NO_RECURRENCE}
              onValueChange={(v) => field.onChange(v === NO_RECURRENCE ? null : Number(v))}
              options={[
                { value: NO_RECURRENCE, label: 'Não definido' },
                ...SERVICE_RECURRENCE_OPTIONS.map((o) => ({ value: String(o.value), label: `A cada ${o.label}` })),
              ]}
              description="A secretária usa para lembrar o cliente de voltar."
            />
          )}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Preço</legend>
        <Controller
          control={form.control}
          name="price_type"
          render={({ field }) => (
            <SegmentedChoice
              label="Tipo de preço"
              fill
              value={field.value}
              onChange={field.onChange}
              options={SERVICE_PRICE_TYPES.map((t) => ({ value: t, label: PRICE_LABELS[t] }))}
            />
          )}
        />
        {priceType === 'uninformed' ? (
          <p className="text-[13px] text-muted-foreground">O preço não aparece na sua página nem nas respostas da secretária.</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="price"
              render={({ field }) => (
                <CurrencyInput
                  label={priceType === 'range' ? 'A partir de' : 'Valor'}
                  currency={currency}
                  value={field.value ?? null}
                  onValueChange={field.onChange}
                  error={errors.price?.message}
                />
              )}
            />
            {priceType === 'range' ? (
              <Controller
                control={form.control}
                name="price_max"
                render={({ field }) => (
                  <CurrencyInput
                    label="Até"
                    currency={currency}
                    value={field.value ?? null}
                    onValueChange={field.onChange}
                    error={errors.price_max?.message}
                  />
                )}
              />
            ) : null}
          </div>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-foreground">Quem faz este serviço</legend>
        {calendars.length ? (
          <Controller
            control={form.control}
            name="calendar_ids"
            render={({ field }) => (
              <div className="grid gap-1 sm:grid-cols-2">
                {calendars.map((c) => {
                  const checked = (field.value ?? []).includes(c.id);
                  return (
                    <Checkbox
                      key={c.id}
                      containerClassName="min-h-11 items-center rounded-lg px-2 hover:bg-surface-muted"
                      label={
                        <span className="flex items-center gap-2">
                          <span aria-hidden className="size-2.5 rounded-full" style={{ background: c.color }} />
                          {c.title}
                        </span>
                      }
                      checked={checked}
                      onCheckedChange={(v) =>
                        field.onChange(v ? [...(field.value ?? []), c.id] : (field.value ?? []).filter((id) => id !== c.id))
                      }
                    />
                  );
                })}
              </div>
            )}
          />
        ) : (
          <p className="text-[13px] text-muted-foreground">
            Crie uma agenda em Horários de funcionamento para escolher quem faz o serviço.
          </p>
        )}
      </fieldset>
      <Controller
        control={form.control}
        name="image_url"
        render={({ field }) => (
          <ServiceImageField
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.image_url?.message}
            pending={pendingImage}
            onImage={async (blob) => {
              if (!service) return setPendingImage(blob);
              field.onChange(await onUploadImage(blob));
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name="is_active"
        render={({ field }) => (
          <Switch
            label="Disponível para agendamento"
            description="Serviços inativos somem da sua página e a secretária não os oferece."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </form>
  );
}
