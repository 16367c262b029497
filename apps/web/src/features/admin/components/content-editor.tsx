// The editor of one article or landing page: the fields the public page reads, the text with a live
// Markdown preview read exactly as /blog and /lp render it, save and publish/unpublish.
import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { ARTICLE_CATEGORY_LABELS, type TArticleCategory } from '@agenda/shared/article';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useContentAction } from '../api/pages-api';
import type { TAdminArticle, TAdminLandingPage } from '../api/page-types';
import { LandingSectionsEditor, LandingSectionsPreview } from './landing-sections-editor';
import { MarkdownPreview } from './markdown-preview';

export type TContentKind = 'articles' | 'landing_pages';
type TItem = TAdminArticle | TAdminLandingPage;

const isArticle = (kind: TContentKind, _item: TItem | null): _item is TAdminArticle | null => kind === 'articles';

export const publicPath = (kind: TContentKind, item: TItem) =>
  kind === 'articles' ? `/blog/${(item as TAdminArticle).slug}` : `/lp/${(item as TAdminLandingPage).identifier}`;

export function ContentEditor({ kind, item, onSaved }: { kind: TContentKind; item: TItem | null; onSaved: (id: string) => void }) {
  const article = isArticle(kind, item) ? item : null;
  const [form, setForm] = useState({
    path: item ? (kind === 'articles' ? (item as TAdminArticle).slug : (item as TAdminLandingPage).identifier) : '',
    title: item?.title ?? '',
    description: item?.description ?? '',
    content: item?.content ?? '',
    category: (article?.category ?? 'articles') as TArticleCategory,
    image_url: article?.image_url ?? '',
    sections: kind === 'landing_pages' ? ((item as TAdminLandingPage | null)?.sections ?? []) : [],
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const action = useContentAction(kind);
  const body =
    kind === 'articles'
      ? {
          slug: form.path,
          title: form.title,
          description: form.description,
          content: form.content,
          category: form.category,
          image_url: form.image_url.trim() || null,
        }
      : { identifier: form.path, title: form.title, description: form.description, content: form.content, sections: form.sections };
  const save = () =>
    action.mutate(
      { op: 'save', id: item?.id, body },
      {
        onSuccess: (data) =>
          onSaved(((data as Record<string, { id: string }>)[kind === 'articles' ? 'article' : 'landing_page'] ?? item)!.id),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{item ? `Editar: ${item.title}` : kind === 'articles' ? 'Novo artigo' : 'Nova página'}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Input label="Título" value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={160} />
        <Input
          label={kind === 'articles' ? 'Endereço (slug)' : 'Identificador'}
          description={kind === 'articles' ? `Publicado em /blog/${form.path || '…'}` : `Publicada em /lp/${form.path || '…'}`}
          value={form.path}
          onChange={(e) => set('path', e.target.value.toLowerCase())}
        />
        <Textarea
          label="Descrição (SEO)"
          description="Aparece no Google e nas prévias de link."
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={300}
          showCount
        />
        {kind === 'articles' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Select
              label="Categoria"
              value={form.category}
              onValueChange={(v) => set('category', v as TArticleCategory)}
              options={Object.entries(ARTICLE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
            />
            <Input label="Imagem de capa (URL)" value={form.image_url} onChange={(e) => set('image_url', e.target.value)} />
          </div>
        ) : null}
        <div className="grid gap-3 lg:grid-cols-2">
          <div className="space-y-3">
            {kind === 'landing_pages' ? <LandingSectionsEditor sections={form.sections} onChange={(s) => set('sections', s)} /> : null}
            <Textarea
              label={kind === 'landing_pages' ? 'Texto (depois dos blocos, opcional)' : 'Texto'}
              description="Markdown: linha em branco entre os blocos; ## título, - lista, 1. lista numerada, **negrito**, *itálico*, [link](https://…)."
              value={form.content}
              onChange={(e) => set('content', e.target.value)}
              minRows={kind === 'landing_pages' ? 4 : 10}
              maxRows={24}
            />
          </div>
          <section aria-label="Prévia" className="rounded-lg border border-border bg-background p-3 text-sm">
            <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Prévia</p>
            {form.image_url && kind === 'articles' ? (
              <img src={form.image_url} alt="" className="mb-2 max-h-40 rounded object-cover" />
            ) : null}
            <h2 className="text-lg font-semibold">{form.title || 'Sem título'}</h2>
            <p className="font-semibold">{form.description}</p>
            <LandingSectionsPreview sections={form.sections} />
            <MarkdownPreview content={form.content} />
          </section>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button loading={action.isPending && action.variables?.op === 'save'} onClick={save}>
            Salvar
          </Button>
          {item ? (
            <Button
              variant="outline"
              loading={action.isPending && action.variables?.op === 'publish'}
              onClick={() => action.mutate({ op: 'publish', id: item.id, published: !item.published_at })}
            >
              {item.published_at ? 'Despublicar' : 'Publicar'}
            </Button>
          ) : null}
          {item?.published_at ? (
            <Button variant="ghost" rightIcon={<ExternalLink />} asChild>
              <a href={publicPath(kind, item)} target="_blank" rel="noreferrer">
                Ver publicado
              </a>
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
