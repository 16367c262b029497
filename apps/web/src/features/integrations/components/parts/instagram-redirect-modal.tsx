import { useEffect, useState } from 'react';
import { Camera, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { on } from '@/lib/events';
import { navigateTo } from '@/lib/navigation';
import { useInstagramRedirect } from '../../api/instagram-oauth';

const REQUIREMENTS = [
  'Uma conta do Instagram profissional (Empresa ou Criador de conteúdo).',
  'Em Configurações › Mensagens, deixe ativado “Permitir acesso às mensagens”.',
  'Entre com a conta da empresa e toque em “Permitir”.',
];

/** The Instagram redirect modal (docs/spec.md §2): explains the authorisation, then goes to Instagram. */
export function InstagramRedirectModal({ companyId }: { companyId: string }) {
  const [open, setOpen] = useState(false);
  const redirect = useInstagramRedirect(companyId);
  useEffect(() => {
    const offs = [on('instagram-redirect:open', () => setOpen(true)), on('modals:close-all', () => setOpen(false))];
    return () => offs.forEach((o) => o());
  }, []);

  async function go() {
    const url = await redirect.mutateAsync().catch(() => null);
    if (!url) return;
    // The API's URL already carries the signed state; Instagram sends it back with the code.
    navigateTo(url, { allowExternal: true });
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      icon={<Camera />}
      title="Conectar o Instagram"
      description="Você vai para o Instagram autorizar a assistente a responder as mensagens diretas da empresa. Depois volta para cá sozinho."
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button rightIcon={<ExternalLink />} loading={redirect.isPending} onClick={() => void go()}>
            Continuar para o Instagram
          </Button>
        </>
      }
    >
      <ul className="space-y-2.5" data-testid="instagram-redirect-modal">
        {REQUIREMENTS.map((r, i) => (
          <li key={r} className="flex gap-3 text-sm text-foreground">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary-soft-foreground">
              {i + 1}
            </span>
            <span className="pt-0.5">{r}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
