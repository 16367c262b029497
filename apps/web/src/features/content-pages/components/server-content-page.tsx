// /blog, /blog/{slug} and /lp/{identifier…}: the API renders them (readable without JavaScript, with
// their Open Graph tags); the SPA shows that same HTML. Reached by a client-side navigation, the page
// is loaded from the server instead, which is where its content lives.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/ui/loader';
import { EmptyState } from '@/components/ui/empty-state';
import { serverContentFor, wasLoadedFromServer } from '@/lib/server-content';

export function ServerContentPage() {
  const { pathname } = useLocation();
  const content = serverContentFor(pathname);
  const missing = !content && wasLoadedFromServer(pathname);
  useEffect(() => {
    if (content) document.title = content.title;
    else if (missing) document.title = 'Página não encontrada | Agenda Inteligente';
    else window.location.assign(pathname);
  }, [content, missing, pathname]);
  if (missing) return <EmptyState title="Página não encontrada" description="O conteúdo procurado não existe ou não está publicado." />;
  if (!content) return <Spinner className="mx-auto my-16" label="Carregando página…" />;
  return (
    <div
      className="server-content mx-auto w-full max-w-3xl px-4 py-10 text-foreground [&_a]:text-primary [&_a]:underline [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_li]:py-3 [&_p]:mb-4 [&_p]:leading-relaxed [&_small]:text-muted-foreground [&_ul]:divide-y [&_ul]:divide-border [&_a.cta]:inline-flex [&_a.cta]:h-12 [&_a.cta]:items-center [&_a.cta]:rounded-xl [&_a.cta]:bg-primary [&_a.cta]:px-7 [&_a.cta]:font-semibold [&_a.cta]:text-primary-foreground [&_a.cta]:no-underline [&_a.cta]:shadow-brand [&_a.cta:hover]:bg-primary-hover"
      // The API escapes every text it puts in this HTML (modules/content/render.ts).
      dangerouslySetInnerHTML={{ __html: content.html }}
    />
  );
}
