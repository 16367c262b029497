import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { ZPlaygroundMessageBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { useZodForm } from '@/lib/forms';
import type { TPlaygroundClient } from '../../hooks/use-playground-store';

const ZClient = z.object({ client: ZPlaygroundMessageBody.shape.client });

/** Who the owner pretends to be: a new name or phone starts a new test conversation. */
export function PlaygroundClientForm({
  client,
  onSave,
  onCancel,
}: {
  client: TPlaygroundClient;
  onSave: (c: TPlaygroundClient) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(ZClient, { defaultValues: { client } });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => onSave(v.client))}
      className="grid gap-3 rounded-xl border border-border bg-surface-sunken/60 p-3 sm:grid-cols-2"
      data-testid="playground-client-form"
    >
      <Input label="Nome do cliente" error={errors.client?.name?.message} {...form.register('client.name')} />
      <Controller
        control={form.control}
        name="client.phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            label="Telefone do cliente"
            description="Use o telefone de um cliente cadastrado para conversar como ele, com os agendamentos dele."
            name={field.name}
            value={field.value ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" size="sm">
          Começar nova conversa
        </Button>
      </div>
    </form>
  );
}
