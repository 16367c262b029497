// Client sign-in on the company page (SPEC §2/§7): the phone decides sign-in or sign-up (with the
// name), the code arrives by WhatsApp through the shell's two-factor modal, and the client token
// is kept in its own cookie.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { emit } from '@/lib/events';
import type { TSessionClient } from '@/lib/session/types';
import { useUserStore } from '@/stores/user-store';
import { checkClientPhone } from '../api/check-client-phone';
import { clientSignIn } from '../api/client-sign-in';
import { clientSignUp } from '../api/client-sign-up';
import { clientSessionKey } from '../api/get-client-session';

export function useClientAuth(slug: string, onSignedIn: (client: TSessionClient) => void) {
  const qc = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [needsName, setNeedsName] = useState(false);

  const finish = (token: string, client: TSessionClient) => {
    useUserStore.getState().setToken('client', token);
    useUserStore.getState().setClient(client);
    qc.setQueryData([...clientSessionKey(slug), token], client);
    onSignedIn(client);
  };

  /** Checks the phone; a new phone first asks for the name (returns false), then the code. */
  async function start(phone: string, name?: string): Promise<void> {
    setChecking(true);
    let exists: boolean;
    try {
      exists = await checkClientPhone({ slug, phone });
    } finally {
      setChecking(false);
    }
    if (!exists && !name) {
      setNeedsName(true);
      return;
    }
    emit('two-factor:open', {
      action: exists ? 'client_sign_in' : 'client_sign_up',
      phone,
      name: name ?? undefined,
      companySlug: slug,
      verify: async (code) => {
        const result = exists ? await clientSignIn({ slug, phone, code }) : await clientSignUp({ slug, body: { name: name!, phone }, code });
        finish(result.token, result.client);
      },
    });
  }

  return { start, checking, needsName, resetName: () => setNeedsName(false) };
}

/** Signs the client out of this device (the token is simply dropped). */
export function clientSignOut(qc: { removeQueries: (f: { queryKey: readonly unknown[] }) => void }) {
  useUserStore.getState().clear('client');
  qc.removeQueries({ queryKey: ['client-session'] });
  qc.removeQueries({ queryKey: ['client-schedules'] });
}
