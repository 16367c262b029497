// /admin/articles and /admin/landing_pages: drafts and published items, opened in the editor.
import { useState } from 'react';
import { FileText, Plus } from 'lucide-react';
import { ARTICLE_CATEGORY_LABELS } from '@agenda/shared/article';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pill } from '@/components/ui/pill';
import { useContentList } from '../api/pages-api';
import type { TAdminArticle } from '../api/page-types';
import { AdminPageShell, formatDate, QueryState } from './admin-page-shell';
import { ContentEditor, publicPath, type TContentKind } from './content-editor';

const TEXT = {
  articles: {
    title: 'Artigos',
    subtitle: 'Os artigos do blog (/blog): rascunhos, publicação e SEO.',
    create: 'Novo artigo',
    empty: 'Nenhum artigo ainda',
  },
  landing_pages: {
    title: 'Páginas de campanha',
    subtitle: 'Páginas publicadas em /lp/… com o botão de teste grátis.',
    create: 'Nova página',
    empty: 'Nenhuma página ainda',
  },
} as const;

function ContentPage({ kind }: { kind: TContentKind }) {
  const query = useContentList(kind);
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const text = TEXT[kind];
  return (
    <AdminPageShell
      title={text.title}
      subtitle={text.subtitle}
      actions={
        <Button leftIcon={<Plus />} onClick={() => setSelected('new')}>
          {text.create}
        </Button>
      }
    >
      <QueryState query={query} title="Não foi possível carregar o conteúdo">
        {(items) => {
          const item = items.find((i) => i.id === selected) ?? null;
          return (
            <div className="grid gap-4 lg:grid-cols-[320px_1fr]">
              {items.length === 0 ? (
                <EmptyState variant="inline" icon={FileText} title={text.empty} description={`Use "${text.create}" para começar.`} />
              ) : (
                <ul aria-label={text.title} className="space-y-2">
                  {items.map((i) => (
                    <li key={i.id}>
                      <button
                        type="button"
                        onClick={() => setSelected(i.id)}
                        aria-current={i.id === selected}
                        className={`w-full rounded-xl border p-3 text-left text-sm ${i.id === selected ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:bg-surface-muted'}`}
                      >
                        <span className="block font-semibold">{i.title}</span>
                        <span className="block truncate text-xs text-muted-foreground">{publicPath(kind, i)}</span>
                        <span className="mt-1 flex flex-wrap items-center gap-1.5">
                          {i.published_at ? (
                            <Pill type="success" dot>
                              Publicado em {formatDate(i.published_at)}
                            </Pill>
                          ) : (
                            <Pill type="default">Rascunho</Pill>
                          )}
                          {kind === 'articles' ? (
                            <Pill type="default">{ARTICLE_CATEGORY_LABELS[(i as TAdminArticle).category]}</Pill>
                          ) : null}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {selected ? (
                <ContentEditor key={selected} kind={kind} item={item} onSaved={setSelected} />
              ) : (
                <p className="hidden text-sm text-muted-foreground lg:block">Escolha um item para editar.</p>
              )}
            </div>
          );
        }}
      </QueryState>
    </AdminPageShell>
  );
}

export const AdminArticlesPage = () => <ContentPage kind="articles" />;
export const AdminLandingPagesPage = () => <ContentPage kind="landing_pages" />;
