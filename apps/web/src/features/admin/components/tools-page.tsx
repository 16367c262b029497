// /admin/tools: the operators' internal tools. The SPEC names none; the one built is the lookup support needs
// most: paste a phone (any format), an e-mail, a company link, a sharing code or a name and get the companies
// and users it matches, the phone normalised, with links to their pages.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pill } from '@/components/ui/pill';
import { useAdminLookup, type TAdminLookup } from '../api/events-queue-api';
import { AdminPageShell, QueryState } from './admin-page-shell';

const KIND_LABELS: Record<TAdminLookup['kind'], string> = { email: 'e-mail', phone: 'telefone', text: 'link, código ou nome' };

function Results({ data }: { data: TAdminLookup }) {
  if (!data.companies.length && !data.users.length)
    return (
      <EmptyState
        variant="inline"
        icon={Search}
        title="Nada encontrado"
        description={`Nenhuma empresa ou usuário com este ${KIND_LABELS[data.kind]}.`}
      />
    );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="lookup-companies" className="space-y-2">
        <h2 id="lookup-companies" className="text-sm font-semibold">
          Empresas ({data.companies.length})
        </h2>
        <ul aria-label="Empresas encontradas" className="space-y-2">
          {data.companies.map((c) => (
            <li key={c.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/admin/empresas/${c.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                  {c.name}
                </Link>
                {c.is_blocked ? (
                  <Pill type="error" size="sm">
                    Bloqueada
                  </Pill>
                ) : null}
              </div>
              <p className="break-all text-xs text-muted-foreground">
                /{c.slug}
                {c.phone ? ` · ${c.phone}` : ''}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="lookup-users" className="space-y-2">
        <h2 id="lookup-users" className="text-sm font-semibold">
          Usuários ({data.users.length})
        </h2>
        <ul aria-label="Usuários encontrados" className="space-y-2">
          {data.users.map((u) => (
            <li key={u.id} className="rounded-xl border border-border bg-surface p-3 text-sm">
              <Link to={`/admin/usuarios/${u.id}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                {u.name}
              </Link>
              <p className="break-all text-xs text-muted-foreground">
                {u.email} · {u.phone} · código {u.sharing_code}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function AdminToolsPage() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const query = useAdminLookup(q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  const tooShort = q.length > 0 && q.length < 3;
  return (
    <AdminPageShell title="Ferramentas" subtitle="Ferramentas internas da equipe de suporte.">
      <section aria-labelledby="tool-lookup" className="space-y-3 rounded-2xl border border-border bg-surface p-4">
        <div>
          <h2 id="tool-lookup" className="text-base font-semibold">
            Localizar empresa ou usuário
          </h2>
          <p className="text-sm text-muted-foreground">
            Cole um telefone em qualquer formato, um e-mail, o link da empresa, um código de indicação ou parte do nome.
          </p>
        </div>
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            label="Buscar"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="(11) 99999-0000, ana@exemplo.com, barbearia-demo…"
            containerClassName="sm:flex-1"
            error={tooShort ? 'Digite pelo menos 3 caracteres.' : undefined}
          />
          <Button type="submit" leftIcon={<Search />}>
            Localizar
          </Button>
        </form>
      </section>
      {q.length >= 3 ? (
        <QueryState query={query} title="Não foi possível buscar">
          {(data) => (
            <div className="space-y-3">
              {data.normalized_phone ? (
                <p className="text-sm">
                  Telefone normalizado: <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono">{data.normalized_phone}</code>
                </p>
              ) : null}
              <Results data={data} />
            </div>
          )}
        </QueryState>
      ) : null}
    </AdminPageShell>
  );
}
