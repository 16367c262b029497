// A link to a company page shared on WhatsApp or Instagram previews as the business, not as the
// platform: crawlers do not run JavaScript, so the title and the Open Graph tags go into the HTML the
// server sends for /{company_slug} and the pages under it. The page's public data goes in too (what
// GET /client/{company}/public/company answers): the app renders the page from it at once, without a
// request after its code has run (issue 17: the page's largest text waited for that request).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppContext } from '../lib/context.js';
import { escapeHtml } from '../lib/escape-html.js';
import { isReservedSlug } from '../modules/companies/slug.js';
import { findActiveCompanyRow } from '../modules/companies/repo.js';
import { publicCompanyProfile } from '../modules/scheduling/service-public.js';
import { renderedCompanyPage } from './company-page-render.js';

const SLUG = /^\/([a-z0-9][a-z0-9-]{0,79})(?:\/|$)/i;

function absolute(url: string, base: string | undefined): string {
  if (/^https?:\/\//.test(url) || !base) return url;
  return new URL(url, base).toString();
}

interface TOgCompany {
  name: string;
  slug: string;
  description: string | null;
  address: string | null;
  cover_url: string | null;
  avatar_url: string | null;
  /** The gallery's first photo: the preview image when there is no cover. */
  first_photo_url: string | null;
}

/**
 * The public data as a JSON block the app reads (apps/web get-public-company.ts) under the slug of the
 * address. `<` is escaped so no text of the business can close the script element.
 */
function publicDataScript(slug: string, profile: TPublicCompanyDto): string {
  const json = JSON.stringify(profile).replace(/</g, '\\u003c');
  return `<script type="application/json" id="public-company-data" data-slug="${escapeHtml(slug)}">${json}</script>`;
}

/** index.html with the company's title, description and OG/Twitter tags in place of the platform's. */
function companyHtml(indexHtml: string, company: TOgCompany, publicUrl: string | undefined): string {
  const title = escapeHtml(`${company.name} | Agende online`);
  const summary = company.description?.trim() || `Agende seu horário em ${company.name}${company.address ? ` · ${company.address}` : ''}.`;
  const description = escapeHtml(summary.slice(0, 300));
  const image = company.cover_url ?? company.first_photo_url ?? company.avatar_url;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    publicUrl ? `<meta property="og:url" content="${escapeHtml(absolute(`/${company.slug}`, publicUrl))}" />` : '',
    image ? `<meta property="og:image" content="${escapeHtml(absolute(image, publicUrl))}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ].filter(Boolean);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `${tags.join('\n    ')}\n  </head>`);
}

/**
 * The chunks the page's route loads after the app's entry (apps/web build-route-preloads.ts writes them by
 * kind of page): the company's page at /{slug}, the booking at /{slug}/agendar and /{slug}/{service}. None
 * for the client's account pages or an older build.
 */
function routeChunks(distDir: string, path: string): string[] {
  const depth = path.split('/').filter(Boolean).length;
  const page = depth === 1 ? 'company' : depth === 2 ? 'company-booking' : null;
  const file = join(distDir, 'route-preloads.json');
  if (!page || !existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)[page] ?? [];
}

/**
 * The page's HTML: rendered on the server when the build can (company-page-render.ts), its route's chunks
 * then fetched with the app's code after the page has loaded; else the app's index.html, the route's chunks
 * module-preloaded so they download alongside the app's entry.
 */
async function pageShell(distDir: string, path: string, profile: TPublicCompanyDto, log: FastifyBaseLogger) {
  const chunks = routeChunks(distDir, path);
  const rendered = await renderedCompanyPage(distDir, path, profile, log);
  if (rendered)
    return rendered.replace(
      / data-app-code="([^"]*)"/,
      (_, list: string) => ` data-app-code="${escapeHtml([list, ...chunks].join(' ').trim())}"`,
    );
  // Read per request: the build may be replaced under a running server, and the file is small.
  const links = chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">\n    `).join('');
  return readFileSync(join(distDir, 'index.html'), 'utf8').replace('</head>', () => `  ${links}</head>`);
}

/** The HTML for a company page, or null when the path names no active company (the plain SPA then). */
export async function companyPageHtml(ctx: TAppContext, distDir: string, path: string, log: FastifyBaseLogger): Promise<string | null> {
  const slug = SLUG.exec(path)?.[1]?.toLowerCase();
  if (!slug || isReservedSlug(slug)) return null;
  const company = await findActiveCompanyRow(ctx.db, { slug });
  if (!company) return null;
  const profile = await publicCompanyProfile(ctx, company.id);
  const first_photo_url = company.cover_url ? null : (profile.company.photos[0]?.url ?? null);
  const html = companyHtml(await pageShell(distDir, path, profile, log), { ...company, first_photo_url }, ctx.config.PUBLIC_URL);
  return html.replace('</body>', () => `  ${publicDataScript(slug, profile)}\n  </body>`);
}
