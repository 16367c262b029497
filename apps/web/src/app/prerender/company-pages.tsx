// The HTML of a company's public page, rendered by the API for each request (apps/api plugins/company-og.ts
// loads this module from dist/server/, built by `vite build --ssr`): the page and the booking page's first
// step arrive complete, from the company's public data, so a phone paints them before any JavaScript runs.
// The app's code then runs at the visitor's first gesture and takes the markup over
// (src/boot/prerendered-boot.ts), as on the pre-rendered home and sign-in pages.
import type { TPublicCompanyDto } from '@agenda/shared/schemas/scheduling-dto';
import { publicCompanyQueryKey } from '@/features/public-company/api/get-public-company';
import { queryClient } from '@/lib/query-client';
import { CompanyLayout } from '../layouts/company-layout';
import { companyRoutes } from '../routes/company-routes';
import { prepareRoute } from './render-route';

/** The company pages rendered here: the page and the booking flow. The client's account pages need their session. */
const RENDERED = new Set(['company', 'company-agendar', 'company-service']);

/** Which route of the company area `path` opens, as the app's router ranks them (fixed segments first). */
function routeFor(path: string) {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1) return companyRoutes.find((r) => r.name === 'company');
  if (segments.length !== 2) return undefined;
  const fixed = companyRoutes.find((r) => r.path.split('/').filter(Boolean)[1] === segments[1]);
  return fixed ?? companyRoutes.find((r) => r.name === 'company-service');
}

/**
 * @public Called by the API: the markup of #root for `path` (under `/{profile.company.slug}`), or null for a page
 * not rendered here (the app renders it) or a service address that names no service of the company.
 */
export async function renderCompanyPage(path: string, profile: TPublicCompanyDto): Promise<string | null> {
  const route = routeFor(path);
  if (!route || !RENDERED.has(route.name)) return null;
  const serviceSlug = route.name === 'company-service' ? path.split('/').filter(Boolean)[1] : null;
  if (serviceSlug && !profile.services.some((s) => s.slug === serviceSlug)) return null;
  const render = await prepareRoute(route, CompanyLayout, path);
  const key = publicCompanyQueryKey(path.split('/').filter(Boolean)[0]!);
  // Set, rendered and dropped in one synchronous step: another request's render never sees this company.
  queryClient.setQueryData(key, profile);
  try {
    return render();
  } finally {
    queryClient.removeQueries({ queryKey: key, exact: true });
  }
}

/** @public Called by the API on the page it rendered: only the CSS its markup uses, inline (critical-css.ts). */
export { withCriticalCss } from './critical-css';
