// Server-rendered HTML of the blog, its articles and the landing pages: the head tags crawlers and
// link previews read (title, description, Open Graph, canonical) and the readable body, put into the
// built index.html so the SPA takes over after load (createRoot replaces #root's content).
import { markdownHtml } from '@agenda/shared/markdown';
import type { TLandingSection } from '@agenda/shared/schemas/public-content';
import type { TArticle, TLandingPage } from './repo.js';

export interface TPageHead {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  image?: string | null;
  publishedAt?: Date | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const SITE_NAME = 'Agenda Inteligente';
const CATEGORY_LABELS: Record<string, string> = {
  tutorials: 'Tutorial',
  news: 'Novidade',
  articles: 'Artigo',
  tips: 'Dica',
  guides: 'Guia',
};

const dateLabel = (d: Date) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(d);

function headTags(head: TPageHead): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)} | ${SITE_NAME}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    `<link rel="canonical" href="${e(head.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="pt_BR" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.canonical)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${e(head.image)}" />`);
  if (head.publishedAt) tags.push(`<meta property="article:published_time" content="${head.publishedAt.toISOString()}" />`);
  return tags.join('\n    ');
}

/** The built index.html with this page's head tags and readable body. */
export function injectPage(indexHtml: string, head: TPageHead, bodyHtml: string): string {
  const withoutDefaults = indexHtml.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
  return withoutDefaults
    .replace(/<\/head>/i, `  ${headTags(head)}\n  </head>`)
    .replace(/<div id="root"><\/div>/i, `<div id="root"><main class="ssr-page">${bodyHtml}</main></div>`);
}

export function articleBody(article: TArticle): string {
  const meta = article.published_at
    ? `<p><small>${CATEGORY_LABELS[article.category] ?? ''} · ${dateLabel(article.published_at)}</small></p>`
    : '';
  return `<nav><a href="/blog">← Blog</a></nav><article><h1>${escapeHtml(article.title)}</h1>${meta}<p><strong>${escapeHtml(article.description)}</strong></p>${markdownHtml(article.content)}</article>`;
}

export function blogIndexBody(list: TArticle[]): string {
  const items = list
    .map(
      (a) =>
        `<li><a href="/blog/${encodeURIComponent(a.slug)}"><h2>${escapeHtml(a.title)}</h2></a><p>${escapeHtml(a.description)}</p></li>`,
    )
    .join('');
  return `<h1>Blog da ${SITE_NAME}</h1>${list.length ? `<ul>${items}</ul>` : '<p>Nenhum artigo publicado ainda.</p>'}`;
}

/** One block of a landing page: the hero carries the page's h1, the others an h2; hero and call to action end in the sign-up link. */
function sectionHtml(section: TLandingSection, signUp: string): string {
  const heading = section.type === 'hero' ? 'h1' : 'h2';
  const cta = section.type === 'hero' || section.type === 'cta' ? signUp : '';
  return `<section class="lp-${section.type}"><${heading}>${escapeHtml(section.title)}</${heading}>${markdownHtml(section.body)}${cta}</section>`;
}

export function landingBody(page: TLandingPage): string {
  const signUp = `<p><a class="cta" href="/login/cadastre-se?utm_source=lp&amp;utm_campaign=${encodeURIComponent(page.identifier)}">Teste grátis</a></p>`;
  const hasHero = page.sections.some((s) => s.type === 'hero');
  const head = hasHero ? '' : `<h1>${escapeHtml(page.title)}</h1><p><strong>${escapeHtml(page.description)}</strong></p>`;
  const sections = page.sections.map((s) => sectionHtml(s, signUp)).join('');
  const closing = page.sections.some((s) => s.type === 'cta') ? '' : signUp;
  return `${head}${sections}${markdownHtml(page.content)}${closing}`;
}

export const BLOG_DESCRIPTION =
  'Tutoriais, novidades e artigos sobre atendimento com IA e gestão de agenda para salões, barbearias e clínicas.';

const xmlEscape = escapeHtml;

export function sitemapXml(base: string, entries: { path: string; updatedAt: Date }[]): string {
  const urls = entries
    .map((u) => `  <url><loc>${xmlEscape(base + u.path)}</loc><lastmod>${u.updatedAt.toISOString()}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/',
    'Disallow: /admin/',
    'Disallow: /login/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
