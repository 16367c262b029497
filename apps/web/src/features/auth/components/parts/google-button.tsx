import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TGoogleAudience } from '../../api/google-sign-in';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.8V6.5h-4a12 12 0 0 0 0 11l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.5l4 3.1c1-2.8 3.6-4.8 6.7-4.8Z" />
    </svg>
  );
}

/** "Entrar com Google": asks the API for the consent URL and leaves for Google. */
export function GoogleSignInButton({ audience }: { audience: TGoogleAudience }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      fullWidth
      loading={busy}
      leftIcon={<GoogleIcon />}
      onClick={async () => {
        setBusy(true);
        try {
          // The round trip's code and the HTTP client (axios) load on the click, not with the login page (issue 17).
          const { startGoogleSignIn } = await import('../../api/google-sign-in');
          await startGoogleSignIn(audience);
        } catch {
          setBusy(false); // the HTTP client showed the error (e.g. 'Login com Google não configurado.')
        }
      }}
    >
      Entrar com Google
    </Button>
  );
}
