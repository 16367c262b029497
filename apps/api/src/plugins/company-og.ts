// A link to a company page shared on WhatsApp or Instagram previews as the business, not as the
// platform: crawlers do not run JavaScript, so the title and the Open Graph tags go into the HTML the
// server sends for /{company_slug} and the pages under it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TAppContext } from '../lib/context.js';
import { isReservedSlug } from '../modules/companies/slug.js';
import { listCompanyPhotos } from '../modules/companies/photos.js';
import { findActiveCompanyRow } from '../modules/companies/repo.js';

const SLUG = /^\/([a-z0-9][a-z0-9-]{0,79})(?:\/|$)/i;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

/** The HTML for a company page, or null when the path names no active company (the plain SPA then). */
export async function companyPageHtml(ctx: TAppContext, distDir: string, path: string): Promise<string | null> {
  const slug = SLUG.exec(path)?.[1]?.toLowerCase();
  if (!slug || isReservedSlug(slug)) return null;
  const company = await findActiveCompanyRow(ctx.db, { slug });
  if (!company) return null;
  // Read per request: the build may be replaced under a running server, and the file is small.
  const first_photo_url = company.cover_url ? null : ((await listCompanyPhotos(ctx, company.id))[0]?.url ?? null);
  return companyHtml(readFileSync(join(distDir, 'index.html'), 'utf8'), { ...company, first_photo_url }, ctx.config.PUBLIC_URL);
}
