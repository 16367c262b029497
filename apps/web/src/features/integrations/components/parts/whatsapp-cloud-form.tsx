import { ZWhatsappCloudConnectBody, type TWhatsappCloudConnectBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/forms';

/** The official WhatsApp Business Platform (Cloud API): the number's id and access token from Meta. */
export function WhatsappCloudForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (body: TWhatsappCloudConnectBody) => Promise<unknown>;
  disabled?: boolean;
}) {
  const form = useZodForm(ZWhatsappCloudConnectBody, {
    defaultValues: { phone_number_id: '', access_token: '', display_phone_number: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      data-testid="whatsapp-cloud-form"
      onSubmit={form.handleSubmit(async (v) => {
        await onSubmit({ ...v, display_phone_number: v.display_phone_number || undefined }).catch(() => undefined);
      })}
    >
      <Input
        label="Identificação do número (Phone number ID)"
        inputMode="numeric"
        error={errors.phone_number_id ? 'Informe só os números da identificação.' : undefined}
        {...form.register('phone_number_id')}
      />
      <Input
        label="Número exibido"
        placeholder="+55 11 5555-0000"
        error={errors.display_phone_number?.message}
        {...form.register('display_phone_number')}
      />
      <div className="sm:col-span-2">
        <Input
          label="Token de acesso permanente"
          type="password"
          autoComplete="off"
          description="Gerado no Gerenciador de Negócios da Meta, em Usuários do sistema."
          error={errors.access_token?.message ? 'Informe o token de acesso.' : undefined}
          {...form.register('access_token')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={isSubmitting} disabled={disabled}>
          Conectar API oficial
        </Button>
      </div>
    </form>
  );
}
