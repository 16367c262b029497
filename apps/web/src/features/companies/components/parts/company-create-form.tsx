import { Controller } from 'react-hook-form';
import { Building2 } from 'lucide-react';
import { companyCategoryOptions } from '@agenda/shared/company';
import { z } from 'zod';
import { ZCompanyStoreBody, type TCompanyStoreBody } from '@agenda/shared/schemas/company';
import { ZPhone } from '@agenda/shared/schemas/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The store body; an empty phone means "not given". */
const ZCompanyCreateForm = ZCompanyStoreBody.extend({ phone: z.preprocess(blankToUndefined, ZPhone.optional()) });

const CATEGORY_OPTIONS = companyCategoryOptions();

export function CompanyCreateForm({
  onSubmit,
  pending,
  submitLabel = 'Criar empresa',
  defaultPhone,
}: {
  onSubmit: (body: TCompanyStoreBody) => void;
  pending?: boolean;
  submitLabel?: string;
  defaultPhone?: string | null;
}) {
  const form = useZodForm(ZCompanyCreateForm, {
    defaultValues: { name: '', field: undefined as never, phone: defaultPhone ?? '', description: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    onSubmit({ ...values, phone: values.phone || undefined, description: values.description || undefined }),
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="company-create-form">
      <Input label="Nome da empresa" leftIcon={<Building2 />} error={errors.name?.message} autoFocus {...form.register('name')} />
      <Controller
        control={form.control}
        name="field"
        render={({ field, fieldState }) => (
          <Select
            label="Segmento"
            placeholder="Selecione o segmento"
            options={CATEGORY_OPTIONS}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error ? fieldState.error.message || true : undefined}
            name={field.name}
          />
        )}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label="Telefone da empresa (opcional)"
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={(v) => field.onChange(v)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Textarea
        label="Descrição (opcional)"
        placeholder="Ex.: Barbearia no centro, com cortes clássicos e modernos."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
