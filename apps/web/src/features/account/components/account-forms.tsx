// "Minha conta": name and e-mail, the phone (a code to the new number) and the password.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { KeyRound, Phone, Save } from 'lucide-react';
import { z } from 'zod';
import { formatPhone } from '@agenda/shared/phone';
import { ZUserPasswordBody, ZUserProfileBody, type TUserProfileDto } from '@agenda/shared/schemas/user-profile';
import { ZPhone } from '@agenda/shared/schemas/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { useZodForm } from '@/lib/forms';
import { emit } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { useChangePassword, useChangePhone, useUpdateProfile } from '../api/account-api';
import { AccountSection } from './account-section';

export function ProfileForm({ profile }: { profile: TUserProfileDto }) {
  const update = useUpdateProfile();
  const form = useZodForm(ZUserProfileBody, { defaultValues: { name: profile.name, email: profile.email } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await update.mutateAsync(body).then(
      () => toast.success('Dados salvos.'),
      () => undefined,
    );
  });
  return (
    <AccountSection title="Dados pessoais" description="Seu nome aparece para a equipe; o e-mail serve para entrar com senha.">
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="profile-form">
        <Input label="Nome" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <Input label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <div className="sm:col-span-2">
          <Button type="submit" leftIcon={<Save />} loading={isSubmitting}>
            Salvar dados
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}

const ZNewPhone = z.object({ phone: ZPhone });

export function PhoneForm({ profile }: { profile: TUserProfileDto }) {
  const change = useChangePhone();
  const form = useZodForm(ZNewPhone, { defaultValues: { phone: '' } });
  const submit = form.handleSubmit(({ phone }) => {
    if (phone === profile.phone) return void form.setError('phone', { message: 'Este já é o seu telefone.' });
    emit('two-factor:open', {
      action: 'change_phone',
      phone,
      verify: async (code) => {
        await change.mutateAsync({ phone, code });
        toast.success('Telefone alterado.');
        form.reset({ phone: '' });
      },
    });
  });
  return (
    <AccountSection
      title="Telefone"
      description="O número do WhatsApp com que você entra. Enviamos um código para o novo número antes de trocar."
    >
      <p className="mb-3 text-sm text-foreground">
        Atual: <span className="font-medium">{formatPhone(profile.phone)}</span>
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" data-testid="phone-form">
        <div className="sm:w-80">
          <Controller
            control={form.control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                label="Novo telefone"
                name={field.name}
                value={field.value}
                onValueChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                autoComplete="tel"
              />
            )}
          />
        </div>
        <Button type="submit" variant="outline" leftIcon={<Phone />} className="sm:mt-7">
          Enviar código
        </Button>
      </form>
    </AccountSection>
  );
}

export function PasswordForm({ profile }: { profile: TUserProfileDto }) {
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const form = useZodForm(ZUserPasswordBody, { defaultValues: { current_password: '', new_password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await change.mutateAsync({ ...body, current_password: profile.has_password ? body.current_password : null }).then(
      () => {
        toast.success(profile.has_password ? 'Senha alterada.' : 'Senha criada.');
        form.reset({ current_password: '', new_password: '' });
        setDone(true);
      },
      () => undefined,
    );
  });
  return (
    <AccountSection
      title="Senha"
      description={
        profile.has_password || done
          ? 'Troque a senha com que você entra pelo e-mail.'
          : 'Sua conta entra com o código do WhatsApp. Crie uma senha para também entrar pelo e-mail.'
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="password-form">
        {profile.has_password ? (
          <Input
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
        ) : null}
        <Input
          label="Nova senha"
          type="password"
          autoComplete="new-password"
          description="Pelo menos 8 caracteres."
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline" leftIcon={<KeyRound />} loading={isSubmitting}>
            {profile.has_password ? 'Trocar senha' : 'Criar senha'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
