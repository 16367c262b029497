import { NavLink } from 'react-router';

const TABS = [
  ['info', 'Informações'],
  ['assinatura', 'Assinatura'],
  ['assistente', 'Assistente'],
  ['integracoes', 'Integrações'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['mensagens-personalizadas', 'Mensagens'],
  ['importar', 'Importar'],
  ['configuracao-avancada', 'Avançado'],
] as const;

export function CompanyTabs({ slug }: { slug: string }) {
  return (
    <nav aria-label="Seções da empresa" className="-mx-4 mb-6 overflow-x-auto border-b border-border px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1">
        {TABS.map(([sub, label]) => (
          <li key={sub}>
            <NavLink
              to={`/app/empresas/${slug}/${sub}`}
              className={({ isActive }) =>
                `inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors ${
                  isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground'
                }`
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
