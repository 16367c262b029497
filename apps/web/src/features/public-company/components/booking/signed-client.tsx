import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { TSessionClient } from '@/lib/session/types';
import { clientSignOut } from '../../hooks/use-client-auth';
import { displayPhone } from '../company-info';

/** The identify step of a client already signed in: who, "não sou eu", and on to the confirmation. */
export function SignedClient({ client, onContinue }: { client: TSessionClient; onContinue: () => void }) {
  const qc = useQueryClient();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs" data-testid="signed-client">
        <Avatar name={client.name} size="md" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-foreground">{client.name}</p>
          <p className="text-sm text-muted-foreground tabular-nums">{displayPhone(client.phone)}</p>
        </div>
        <Button variant="ghost" size="sm" leftIcon={<LogOut />} onClick={() => clientSignOut(qc)}>
          Não sou eu
        </Button>
      </div>
      <Button size="lg" fullWidth onClick={onContinue}>
        Revisar e confirmar
      </Button>
    </div>
  );
}
