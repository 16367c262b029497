import { ZInstagramConnectBody, type TInstagramConnectBody } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/forms';

/** For our support team: connect with an account id and token obtained elsewhere. */
export function InstagramManualForm({
  onSubmit,
  disabled,
}: {
  onSubmit: (body: TInstagramConnectBody) => Promise<unknown>;
  disabled?: boolean;
}) {
  const form = useZodForm(ZInstagramConnectBody, { defaultValues: { ig_account_id: '', access_token: '', username: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit(async (v) => {
        await onSubmit({ ...v, username: v.username?.replace(/^@/, '') || undefined }).catch(() => undefined);
      })}
    >
      <Input
        label="ID da conta profissional"
        inputMode="numeric"
        error={errors.ig_account_id ? 'Informe só os números do ID da conta.' : undefined}
        {...form.register('ig_account_id')}
      />
      <Input label="Usuário" placeholder="@suaempresa" error={errors.username?.message} {...form.register('username')} />
      <div className="sm:col-span-2">
        <Input
          label="Token de acesso"
          type="password"
          autoComplete="off"
          error={errors.access_token ? 'Informe o token de acesso.' : undefined}
          {...form.register('access_token')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline" loading={isSubmitting} disabled={disabled}>
          Conectar com token
        </Button>
      </div>
    </form>
  );
}
