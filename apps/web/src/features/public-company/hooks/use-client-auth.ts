// Client sign-in on the company page (docs/spec.md §2/§7): the phone gets a code by WhatsApp through the shell's
// two-factor modal first; only then does the server say whether the phone is a client of the company
// (so nobody learns who is a client without the phone). A new phone then gives the name, and the same
// code completes the sign-up. The client token is kept in its own cookie.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit } from '@/lib/events';
import { errorMessage, HttpError } from '@/lib/http/errors';
import type { TSessionClient } from '@/lib/session/types';
import { toast } from '@/stores/toast-store';
import { useUserStore } from '@/stores/user-store';
import { clientSignIn } from '../api/client-sign-in';
import { clientSignUp } from '../api/client-sign-up';
import { clientSessionKey } from '../api/get-client-session';

export function useClientAuth(slug: string, onSignedIn: (client: TSessionClient) => void) {
  const qc = useQueryClient();
  const [checking, setChecking] = useState(false);
  // A phone proven by its code that is not yet a client: the name completes the sign-up with that code.
  const [proven, setProven] = useState<{ phone: string; code: string } | null>(null);

  const finish = (token: string, client: TSessionClient) => {
    useUserStore.getState().setToken('client', token);
    useUserStore.getState().setClient(client);
    qc.setQueryData([...clientSessionKey(slug), token], client);
    onSignedIn(client);
  };

  async function signUp(phone: string, name: string, code: string): Promise<void> {
    setChecking(true);
    try {
      const result = await clientSignUp({ slug, body: { name, phone }, code });
      setProven(null);
      finish(result.token, result.client);
    } catch (error) {
      // An expired or used code: back to the phone, whose next submit sends a new code.
      if (error instanceof HttpError && error.status === 422) setProven(null);
      throw error;
    } finally {
      setChecking(false);
    }
  }

  /** Sends the code for the phone; with the phone proven and unknown, signs up with the name. */
  async function start(phone: string, name?: string): Promise<void> {
    if (proven && proven.phone === phone && name) return signUp(phone, name, proven.code);
    emit('two-factor:open', {
      action: 'client_sign_in',
      phone,
      companySlug: slug,
      verify: async (code) => {
        try {
          const result = await clientSignIn({ slug, phone, code });
          finish(result.token, result.client);
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) {
            setProven({ phone, code });
            return;
          }
          toast.error(errorMessage(error));
          throw error;
        }
      },
    });
  }

  return { start, checking, needsName: proven !== null, resetName: () => setProven(null) };
}

/** Signs the client out of this device (the token is simply dropped). */
export function clientSignOut(qc: { removeQueries: (f: { queryKey: readonly unknown[] }) => void }) {
  useUserStore.getState().clear('client');
  qc.removeQueries({ queryKey: ['client-session'] });
  qc.removeQueries({ queryKey: ['client-schedules'] });
}
