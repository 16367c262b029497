import { Bot } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { useSelectedCompany } from '@/stores/company-store';
import { PlaygroundChat } from './playground-chat';
import { PlaygroundCleanup } from './parts/playground-cleanup';

/** The "testar assistente" modal (docs/spec.md §2); the app layout opens it on the `test-chat:open` event. */
export function TestChatModal({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const company = useSelectedCompany();
  if (!company) return null;
  const timezone = company.timezone ?? 'America/Sao_Paulo';
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      size="lg"
      icon={<Bot />}
      title="Testar assistente"
      description="Converse como um cliente. Os agendamentos feitos aqui são de teste."
      bodyClassName="p-0 sm:p-0"
      footer={<PlaygroundCleanup companyId={String(company.id)} timezone={timezone} compact />}
    >
      <PlaygroundChat companyId={String(company.id)} timezone={timezone} className="h-[60dvh] border-y border-border" />
    </Modal>
  );
}
