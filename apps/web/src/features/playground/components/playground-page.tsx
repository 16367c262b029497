import { Link } from 'react-router';
import { CircleHelp, Settings2 } from 'lucide-react';
import { useSelectedCompany } from '@/stores/company-store';
import { PlaygroundChat } from './playground-chat';
import { PlaygroundCleanup } from './parts/playground-cleanup';

/** /app/playground: talk to the real assistant as a client would, and clean the test bookings up. */
export function PlaygroundPage() {
  const company = useSelectedCompany();
  if (!company) return null;
  const companyId = String(company.id);
  const timezone = company.timezone ?? 'America/Sao_Paulo';
  return (
    <div className="mx-auto w-full max-w-6xl p-4 sm:p-6">
      <header className="mb-4">
        <p className="text-sm text-muted-foreground">Secretária com IA</p>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Testar assistente</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          Faça de conta que é um cliente e veja como a assistente responde, agenda, remarca e cancela.
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <PlaygroundChat
          companyId={companyId}
          timezone={timezone}
          className="h-[calc(100dvh-14rem)] min-h-[26rem] rounded-2xl border border-border bg-surface shadow-xs"
        />
        <aside className="flex flex-col gap-4">
          <PlaygroundCleanup companyId={companyId} timezone={timezone} />
          <section className="rounded-2xl border border-border bg-surface p-4 shadow-xs">
            <h2 className="text-sm font-semibold text-foreground">Não gostou de uma resposta?</h2>
            <ul className="mt-2 space-y-2 text-[13px]">
              <li>
                <Link
                  to={`/app/empresas/${company.slug}/assistente`}
                  className="inline-flex items-center gap-2 text-primary hover:underline"
                >
                  <Settings2 className="size-4" aria-hidden />
                  Ajuste o jeito da assistente
                </Link>
              </li>
              <li>
                <Link to="/app/perguntas-frequentes" className="inline-flex items-center gap-2 text-primary hover:underline">
                  <CircleHelp className="size-4" aria-hidden />
                  Ensine novas respostas
                </Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
