import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Lock, Ticket, User } from 'lucide-react';
import { z } from 'zod';
import { ZCupom, ZSignUpBody } from '@agenda/shared/schemas/auth';
import { ZPassword } from '@agenda/shared/schemas/fields';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PhoneInput } from '@/components/ui/phone-input';
import { identify, track } from '@/lib/analytics';
import { useZodForm } from '@/lib/forms';
import { REFERRED_SHARING_CODE_KEY } from '@/lib/referral';
import { completeLogin } from '@/lib/session/login-sequence';
import { toast } from '@/stores/toast-store';
import { checkCoupon } from '../api/check-coupon';
import { checkPhoneExists } from '../api/check-phone-exists';
import { signUp } from '../api/sign-up';
import { requestTwoFactor } from '../hooks/request-two-factor';
import { AuthCard } from './parts/auth-card';
import { EmailInput } from './parts/email-input';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The sign-up body; an empty optional field means "not given". */
const ZSignUpForm = ZSignUpBody.extend({
  password: z.preprocess(blankToUndefined, ZPassword.optional()),
  cupom: z.preprocess(blankToUndefined, ZCupom.optional()),
});

export function SignUpPage() {
  const [params] = useSearchParams();
  const [checking, setChecking] = useState(false);
  const cupom = (
    params.get('cupom') ??
    sessionStorage.getItem('cupom') ??
    localStorage.getItem(REFERRED_SHARING_CODE_KEY) ??
    ''
  ).toUpperCase();
  const form = useZodForm(ZSignUpForm, {
    defaultValues: { name: '', email: '', phone: params.get('phone') ?? '', password: '', cupom },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = values;
    setChecking(true);
    try {
      // An unknown coupon is told on its field before a confirmation code is sent.
      const coupon = body.cupom ? await checkCoupon(body.cupom) : null;
      if (coupon && !coupon.valid) {
        form.setError('cupom', { message: coupon.message }, { shouldFocus: true });
        return;
      }
      if (await checkPhoneExists(body.phone)) {
        toast.warning('Este telefone já tem uma conta. Entre com ele para continuar.');
        return;
      }
      requestTwoFactor({
        action: 'sign_up',
        phone: body.phone,
        name: body.name,
        verify: async (code) => {
          const token = await signUp({ body, code });
          const user = await completeLogin(token);
          // The conversion, with the new account's hashed identity when consent was given (lib/analytics.ts).
          if (user) await identify(user);
          track('sign_up', { method: 'whatsapp', ...(body.cupom ? { coupon: body.cupom } : {}) });
        },
      });
    } catch {
      /* shown by the HTTP client */
    } finally {
      setChecking(false);
    }
  });

  return (
    <AuthCard
      title="Crie sua conta"
      subtitle="Teste grátis a secretária com IA que atende e agenda pelo WhatsApp."
      footer={
        <>
          Já tem conta?{' '}
          <Link to="/login" className="font-semibold text-primary hover:underline">
            Entrar
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Input label="Seu nome" autoComplete="name" leftIcon={<User />} error={errors.name?.message} autoFocus {...form.register('name')} />
        <EmailInput error={errors.email?.message} {...form.register('email')} />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              label="WhatsApp"
              description="Enviaremos um código de confirmação para este número."
              name={field.name}
              value={field.value}
              onValueChange={(v) => field.onChange(v)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoComplete="tel"
            />
          )}
        />
        <Input
          label="Senha (opcional)"
          type="password"
          autoComplete="new-password"
          leftIcon={<Lock />}
          description="Com uma senha você também pode entrar pelo e-mail."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Controller
          control={form.control}
          name="cupom"
          render={({ field, fieldState }) => (
            <Input
              label="Cupom ou código de indicação (opcional)"
              leftIcon={<Ticket />}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value.toUpperCase())}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              autoCapitalize="characters"
            />
          )}
        />
        <Button type="submit" size="lg" fullWidth loading={checking}>
          Criar conta
        </Button>
        <p className="text-center text-xs leading-relaxed text-muted-foreground">
          Ao criar sua conta você concorda com os{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="underline">
            Termos de uso
          </a>{' '}
          e a{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener noreferrer" className="underline">
            Política de privacidade
          </a>
          .
        </p>
      </form>
    </AuthCard>
  );
}
