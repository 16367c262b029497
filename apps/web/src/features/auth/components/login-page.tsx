import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { KeyRound, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import { INSTAGRAM_REVIEW_PHONE } from '@/lib/config';
import { toast } from '@/stores/toast-store';
import { requestTwoFactor } from '../hooks/request-two-factor';
import { AuthCard, Divider } from './parts/auth-card';
import { GoogleSignInButton } from './parts/google-button';

// The check (zod) and the HTTP client (axios) load on the first submit, not with the page; one field
// needs no form library either (issue 17). As before: checked on submit, then again on every change.
const loadCheck = () => import('./parts/check-phone-input').then((m) => m.checkPhoneInput);
const loadSignIn = () =>
  Promise.all([import('../api/check-phone-exists'), import('../api/sign-in'), import('@/lib/session/login-sequence')]).then(
    ([exists, signIn, sequence]) => ({
      checkPhoneExists: exists.checkPhoneExists,
      signIn: signIn.signIn,
      completeLogin: sequence.completeLogin,
    }),
  );

export function LoginPage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  // Pre-rendered at build time too (dist/login.html), where there is no session storage.
  const review = typeof sessionStorage !== 'undefined' && sessionStorage.getItem('instagram_review_user') === '1';
  const [phone, setPhone] = useState(review ? INSTAGRAM_REVIEW_PHONE : '');
  const [error, setError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  const onChange = (value: string) => {
    setPhone(value);
    if (submitted) void loadCheck().then((check) => setError(check(value).error));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const checked = (await loadCheck())(phone);
    setError(checked.error);
    if (checked.error !== undefined) return;
    const number = checked.phone;
    setChecking(true);
    try {
      const { checkPhoneExists, signIn, completeLogin } = await loadSignIn();
      const exists = await checkPhoneExists(number);
      if (!exists) {
        toast.info('Não encontramos uma conta com este telefone. Crie a sua em poucos passos.');
        navigate(`/login/cadastre-se?phone=${encodeURIComponent(number)}`);
        return;
      }
      requestTwoFactor({
        action: 'sign_in',
        phone: number,
        verify: async (code) => {
          const token = await signIn({ phone: number, code });
          await completeLogin(token);
        },
      });
    } catch {
      /* the HTTP client already showed the error */
    } finally {
      setChecking(false);
    }
  };

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
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
        <PhoneInput label="WhatsApp" name="phone" value={phone} onValueChange={onChange} error={error} autoComplete="tel" autoFocus />
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
