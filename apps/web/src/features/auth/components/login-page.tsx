import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { KeyRound, MessageCircle } from 'lucide-react';
import { ZCheckPhoneBody } from '@agenda/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { INSTAGRAM_REVIEW_PHONE } from '@/lib/config';
import { useZodForm } from '@/lib/forms';
import { completeLogin } from '@/lib/session/login-sequence';
import { toast } from '@/stores/toast-store';
import { checkPhoneExists } from '../api/check-phone-exists';
import { signIn } from '../api/sign-in';
import { requestTwoFactor } from '../hooks/request-two-factor';
import { AuthCard, Divider } from './parts/auth-card';
import { GoogleSignInButton } from './parts/google-button';

export function LoginPage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const review = sessionStorage.getItem('instagram_review_user') === '1';
  const form = useZodForm(ZCheckPhoneBody, { defaultValues: { phone: review ? INSTAGRAM_REVIEW_PHONE : '' } });

  const onSubmit = form.handleSubmit(async ({ phone }) => {
    setChecking(true);
    try {
      const exists = await checkPhoneExists(phone);
      if (!exists) {
        toast.info('Não encontramos uma conta com este telefone. Crie a sua em poucos passos.');
        navigate(`/login/cadastre-se?phone=${encodeURIComponent(phone)}`);
        return;
      }
      requestTwoFactor({
        action: 'sign_in',
        phone,
        verify: async (code) => {
          const token = await signIn({ phone, code });
          await completeLogin(token);
        },
      });
    } catch {
      /* the HTTP client already showed the error */
    } finally {
      setChecking(false);
    }
  });

  return (
    <AuthCard
      title="Entrar"
      subtitle="Informe seu WhatsApp. Vamos enviar um código de confirmação para você."
      footer={
        <>
          Ainda não tem conta?{' '}
          <Link to="/login/cadastre-se" className="font-semibold text-primary hover:underline">
            Cadastre-se grátis
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label="WhatsApp"
              name={field.name}
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="tel"
              autoFocus
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={checking} leftIcon={<MessageCircle />}>
          Receber código
        </Button>
      </form>
      <Divider label="ou" />
      <div className="flex flex-col gap-3">
        <GoogleSignInButton audience="user" />
        <Button asChild variant="outline" size="lg" fullWidth leftIcon={<KeyRound />}>
          <Link to="/login/com-senha">Entrar com e-mail e senha</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
