import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ZCupom } from '@agenda/shared/schemas/auth';
import { Loader } from '@/components/ui/loader';
import { REFERRED_SHARING_CODE_KEY } from '@/lib/referral';

/**
 * /afiliados/meu-link/{sharing_code}: keeps the referral on this device (the server records it at
 * sign-up) and sends the visitor to sign-up with the cupom filled.
 */
export function ReferralLinkPage() {
  const { sharing_code } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    const parsed = ZCupom.safeParse(sharing_code ?? '');
    const code = parsed.success ? parsed.data : '';
    if (code) localStorage.setItem(REFERRED_SHARING_CODE_KEY, code);
    void navigate(code ? `/login/cadastre-se?cupom=${encodeURIComponent(code)}` : '/login/cadastre-se', { replace: true });
  }, [sharing_code, navigate]);
  return (
    <div className="flex min-h-[50dvh] items-center justify-center" aria-busy="true">
      <Loader label="Abrindo o cadastro…" />
    </div>
  );
}
