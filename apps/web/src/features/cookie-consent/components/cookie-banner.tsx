import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Cookie } from 'lucide-react';
import { Z_INDEX } from '@agenda/shared/ui';
import { shouldShowCookieBanner, useCookieStore } from '@/stores/cookie-store';

export function CookieBanner() {
  const { pathname } = useLocation();
  const visible = useCookieStore((s) => s.visible);
  const accepted = useCookieStore((s) => s.accepted);
  const accept = useCookieStore((s) => s.accept);
  const syncWithConsent = useCookieStore((s) => s.syncWithConsent);

  useEffect(() => {
    syncWithConsent();
  }, [syncWithConsent]);

  if (!shouldShowCookieBanner({ visible, accepted }, pathname)) return null;

  return (
    <section
      role="region"
      aria-label="Aviso de cookies"
      data-testid="cookie-banner"
      style={{ zIndex: Z_INDEX.cookieBanner }}
      className="fixed inset-x-3 bottom-3 mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-border bg-surface p-4 text-sm text-foreground shadow-xl sm:flex-row sm:items-center sm:gap-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Cookie className="size-5" aria-hidden />
        </span>
        <p className="leading-relaxed text-muted-foreground">
          Usamos cookies para melhorar sua experiência, analisar o uso da plataforma e personalizar anúncios. Ao continuar, você concorda
          com os nossos{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2">
            Termos de uso
          </a>{' '}
          e a nossa{' '}
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-2"
          >
            Política de privacidade
          </a>
          .
        </p>
      </div>
      <button
        type="button"
        onClick={accept}
        className="h-11 shrink-0 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-10"
      >
        Concordo
      </button>
    </section>
  );
}
