// Every route names its page (TRouteDef.title, issue 16): the title of the matched route goes into
// document.title on each navigation. Pages that know better (an article, an admin record) set it
// afterwards in their own effect, which runs after these layout effects.
import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';

const SITE = 'Agenda Inteligente';

interface TTitleHandle {
  title?: string;
  layout?: string;
}

/** "Agenda | Agenda Inteligente" on the platform; "Studio Júlia | Agendar horário" on a company's page. */
export function documentTitle(title: string, companyName?: string): string {
  if (companyName) return `${companyName} | ${title}`;
  return title === SITE ? SITE : `${title} | ${SITE}`;
}

/** The title of the route being shown (TRouteDef.title), for pages that compose their own. */
export function useLeafRouteTitle(): string | undefined {
  return ((useMatches().at(-1)?.handle ?? {}) as TTitleHandle).title;
}

/**
 * The root layout titles every platform route; the company layout titles the company's pages with the
 * business's name once loaded (until then the server-rendered title of the business stays).
 */
export function useRouteTitle(scope: 'platform' | 'company', companyName?: string): void {
  const leaf = useMatches().at(-1);
  const handle = (leaf?.handle ?? {}) as TTitleHandle;
  const mine = (handle.layout === 'company') === (scope === 'company');
  const title = handle.title;
  useLayoutEffect(() => {
    if (!title || !mine || (scope === 'company' && !companyName)) return;
    document.title = documentTitle(title, companyName);
  }, [title, mine, scope, companyName, leaf?.pathname]);
}
