import { Bot } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { emit } from '@/lib/events';
import { useSelectedCompany } from '@/stores/company-store';
import { FaqManager } from './faq-manager';

/** /app/perguntas-frequentes: the answers the assistant gives, with their readability. */
export function FaqPage() {
  const company = useSelectedCompany();
  if (!company) return null;
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-muted-foreground">Secretária com IA</p>
          <h1 className="text-2xl font-bold tracking-tight text-foreground">Perguntas frequentes</h1>
          <p className="mt-1 max-w-xl text-sm text-muted-foreground">
            A assistente responde seus clientes com estas informações. Respostas curtas e simples funcionam melhor no celular.
          </p>
        </div>
        <Button variant="outline" leftIcon={<Bot />} onClick={() => emit('test-chat:open')} className="self-start">
          Testar assistente
        </Button>
      </header>
      <FaqManager companyId={String(company.id)} />
    </div>
  );
}
