// Paths of the SPA and API that a company page must never shadow (/{company_slug} is a top-level route).
const RESERVED = new Set([
  'app',
  'login',
  'admin',
  'blog',
  'lp',
  'terms',
  'privacy-policy',
  'legal',
  'style-guide',
  'collect',
  'afiliados',
  'api',
  'user',
  'client',
  'general',
  'dev',
  'health',
  'webhooks',
  'socket-io',
  'assets',
  'static',
  'favicon-ico',
]);

export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  const slug = base.length >= 3 ? base : `empresa-${base || 'nova'}`;
  return RESERVED.has(slug) ? `${slug}-empresa` : slug;
}

export const isReservedSlug = (slug: string) => RESERVED.has(slug);

/** The first free slug among base, base-2, base-3, … given the taken ones that share the prefix. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
