import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { ZSignInWithPasswordBody } from '@agenda/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/forms';
import { completeLogin } from '@/lib/session/login-sequence';
import { signInWithPassword } from '../api/sign-in-with-password';
import { AuthCard } from './parts/auth-card';
import { EmailInput } from './parts/email-input';

export function PasswordLoginPage() {
  const form = useZodForm(ZSignInWithPasswordBody, { defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const token = await signInWithPassword(body);
      await completeLogin(token);
    } catch {
      /* shown by the HTTP client */
    }
  });

  return (
    <AuthCard
      title="Entrar com senha"
      subtitle="Use o e-mail e a senha da sua conta."
      footer={
        <>
          Prefere receber um código?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Entrar pelo WhatsApp
          </Link>
        </>
      }
    >
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
          Entrar
        </Button>
      </form>
    </AuthCard>
  );
}
