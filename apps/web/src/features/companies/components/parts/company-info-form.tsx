import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { AtSign, Globe, Link2, MapPin } from 'lucide-react';
import {
  companyCategoryOptions,
  CURRENCIES,
  CURRENCY_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  TIMEZONES,
  TIMEZONE_LABELS,
} from '@agenda/shared/company';
import { ZPhone } from '@agenda/shared/schemas/fields';
import { ZCompanyUpdateBody, type TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { MAX_ADDRESS_LENGTH } from '@agenda/shared/schemas/secretary-settings';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import { DescriptionSuggestion } from './description-suggestion';
import type { TSessionCompany } from '@/lib/session/types';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

const ZCompanyInfoForm = ZCompanyUpdateBody.pick({
  name: true,
  slug: true,
  field: true,
  description: true,
  website: true,
  instagram: true,
  google: true,
  timezone: true,
  currency: true,
  assistant_language: true,
  address: true,
})
  .required({ name: true, slug: true, field: true, timezone: true, currency: true, assistant_language: true })
  .extend({ phone: z.preprocess(emptyToNull, ZPhone.nullable()) });

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((v) => ({ value: v, label: labels[v] }));

export function CompanyInfoForm({ company, onSave }: { company: TSessionCompany; onSave: (body: TCompanyUpdateBody) => Promise<void> }) {
  const form = useZodForm(ZCompanyInfoForm, {
    defaultValues: {
      name: company.name,
      slug: company.slug,
      field: (company.field ?? 'outro') as never,
      description: company.description ?? '',
      phone: company.phone ?? '',
      website: company.website ?? '',
      instagram: company.instagram ?? '',
      google: company.google ?? '',
      address: company.address ?? '',
      timezone: (company.timezone ?? 'America/Sao_Paulo') as never,
      currency: (company.currency ?? 'BRL') as never,
      assistant_language: (company.assistant_language ?? 'pt-BR') as never,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await onSave({ ...values, website: values.website || null, google: values.google || null, description: values.description || null });
    form.reset(form.getValues());
  });

  const select = (
    name: 'field' | 'timezone' | 'currency' | 'assistant_language',
    label: string,
    opts: { value: string; label: string }[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          options={opts}
          value={field.value}
          onValueChange={field.onChange}
          error={fieldState.error?.message}
          name={field.name}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate data-testid="company-info-form">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-foreground">Dados da empresa</legend>
        <Input label="Nome" error={errors.name?.message} {...form.register('name')} />
        {select('field', 'Segmento', companyCategoryOptions())}
        <Input
          label="Endereço da página"
          description={`agendainteligente.com.br/${form.watch('slug') || ''}`}
          leftIcon={<Link2 />}
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label="Telefone"
              name={field.name}
              value={(field.value as string) ?? ''}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <div className="sm:col-span-2">
          <Textarea
            label="Descrição"
            placeholder="Conte o que a empresa faz, o público e o diferencial."
            error={errors.description?.message}
            {...form.register('description')}
          />
          <DescriptionSuggestion companyId={company.id} onUse={(text) => form.setValue('description', text, { shouldDirty: true })} />
        </div>
        <div className="sm:col-span-2">
          <Input
            label="Endereço"
            placeholder="Rua, número, bairro, cidade"
            description="Aparece na sua página com um link para o mapa, e a secretária responde quando perguntam onde fica."
            leftIcon={<MapPin />}
            maxLength={MAX_ADDRESS_LENGTH}
            error={errors.address?.message}
            {...form.register('address')}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-foreground">Presença online</legend>
        <Input label="Site" placeholder="https://" leftIcon={<Globe />} error={errors.website?.message} {...form.register('website')} />
        <Input
          label="Instagram"
          placeholder="@suaempresa"
          leftIcon={<AtSign />}
          error={errors.instagram?.message}
          {...form.register('instagram')}
        />
        <div className="sm:col-span-2">
          <Input
            label="Link do Google Maps"
            placeholder="https://maps.app.goo.gl/…"
            leftIcon={<MapPin />}
            error={errors.google?.message}
            {...form.register('google')}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-base font-semibold text-foreground">Região</legend>
        {select('timezone', 'Fuso horário', options(TIMEZONES, TIMEZONE_LABELS))}
        {select('currency', 'Moeda', options(CURRENCIES, CURRENCY_LABELS))}
        {select('assistant_language', 'Idioma da secretária', options(LANGUAGES, LANGUAGE_LABELS))}
      </fieldset>
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty} className="max-sm:w-full">
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}
