import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Lock, ShieldCheck } from 'lucide-react';
import { ZSignInWithPasswordBody } from '@agenda/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/forms';
import { ensureAdminSession } from '@/lib/session/ensure-session';
import { useUserStore } from '@/stores/user-store';
import { adminSignIn } from '../api/admin-sign-in';
import { AdminEmailLinkForm } from './parts/admin-email-link-form';
import { AuthCard, Divider } from './parts/auth-card';
import { GoogleSignInButton } from './parts/google-button';
import { EmailInput } from './parts/email-input';

export function AdminLoginPage() {
  const navigate = useNavigate();
  const [byLink, setByLink] = useState(false);
  const form = useZodForm(ZSignInWithPasswordBody, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const token = await adminSignIn(body);
      useUserStore.getState().setToken('admin', token);
      if (await ensureAdminSession()) navigate('/admin/empresas');
    } catch {
      /* shown by the HTTP client */
    }
  });

  return (
    <AuthCard
      title="Painel administrativo"
      subtitle={
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck className="size-4 text-primary" aria-hidden /> Acesso restrito à equipe da Agenda Inteligente.
        </span>
      }
    >
      {byLink ? (
        <AdminEmailLinkForm email={form.getValues('email')} onUsePassword={() => setByLink(false)} />
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <EmailInput error={errors.email?.message} autoFocus {...form.register('email')} />
          <Input
            label="Senha"
            type="password"
            autoComplete="current-password"
            leftIcon={<Lock />}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
            Entrar no painel
          </Button>
          <Button type="button" variant="link" onClick={() => setByLink(true)}>
            Entrar com link por e-mail
          </Button>
        </form>
      )}
      <Divider label="ou" />
      <GoogleSignInButton audience="admin" />
    </AuthCard>
  );
}
