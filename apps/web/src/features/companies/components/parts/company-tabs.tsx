import { NavLink, useLocation, useNavigate } from 'react-router';
import { Select } from '@/components/ui/select';

const TABS = [
  ['info', 'Informações'],
  ['assinatura', 'Assinatura'],
  ['assistente', 'Assistente'],
  ['integracoes', 'Integrações'],
  ['perguntas-frequentes', 'Perguntas frequentes'],
  ['mensagens-personalizadas', 'Mensagens personalizadas'],
  ['importar', 'Importar clientes'],
  ['configuracao-avancada', 'Configuração avançada'],
] as const;

/** Sections of a company: wrapping tabs from tablets up, a select on phones (nothing is cut off). */
export function CompanyTabs({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = TABS.find(([sub]) => pathname.endsWith(`/${sub}`))?.[0] ?? 'info';
  return (
    <>
      <div className="mb-6 sm:hidden">
        <Select
          aria-label="Seção da empresa"
          value={current}
          onValueChange={(sub) => navigate(`/app/empresas/${slug}/${sub}`)}
          options={TABS.map(([value, label]) => ({ value, label }))}
        />
      </div>
      <nav aria-label="Seções da empresa" className="mb-6 hidden border-b border-border sm:block">
        <ul className="flex flex-wrap gap-x-1">
          {TABS.map(([sub, label]) => (
            <li key={sub}>
              <NavLink
                to={`/app/empresas/${slug}/${sub}`}
                className={({ isActive }) =>
                  `-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium transition-colors ${
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
    </>
  );
}
