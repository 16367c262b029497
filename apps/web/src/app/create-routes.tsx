// Builds the React Router data-router tree from the route table: one pathless layout route
// per layout (lazy, one chunk per area), each child with its guard as loader.
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { resolveGuard } from './guards';
import { RootLayout } from './root-layout';
import { ErrorPage } from './error-page';
import { HydrateFallback } from './root/hydrate-fallback';
import { notFound } from './not-found';
import type { TLayoutName, TRouteDef } from './routes/route-types';

// The signed-in areas show stored numbers of any country (lists, profiles): they open with the phone
// metadata of every country in, as before issue 17; the public pages load it only for a foreign number.
function withPhoneMetadata<T>(layout: Promise<T>): Promise<T> {
  return Promise.all([layout, import('@agenda/shared/phone').then((m) => m.loadPhoneMetadata())]).then(([l]) => l);
}

const LAYOUTS: Record<TLayoutName, () => Promise<ComponentType>> = {
  default: () => import('./areas/home-area').then((m) => m.DefaultLayout),
  blog: () => import('./areas/home-area').then((m) => m.BlogLayout),
  login: () => import('./areas/login-area').then((m) => m.LoginLayout),
  company: () => import('./areas/company-area').then((m) => m.CompanyLayout),
  app: () => withPhoneMetadata(import('./areas/app-area').then((m) => m.AppLayout)),
  affiliates: () => withPhoneMetadata(import('./areas/affiliates-area').then((m) => m.AffiliatesLayout)),
  admin: () => withPhoneMetadata(import('./areas/admin-area').then((m) => m.AdminLayout)),
};

/** Slugs that are app areas, never a company's public page. */
const RESERVED_SLUGS = new Set([
  'app',
  'admin',
  'login',
  'afiliados',
  'blog',
  'legal',
  'lp',
  'collect',
  'terms',
  'privacy-policy',
  'style-guide',
]);

function childRoute(def: TRouteDef): RouteObject {
  const guard = resolveGuard(def.guard);
  const reservedCheck = def.layout === 'company';
  const loader =
    guard || reservedCheck
      ? async (args: LoaderFunctionArgs) => {
          if (reservedCheck && RESERVED_SLUGS.has(String(args.params.company_slug))) notFound(new URL(args.request.url).pathname);
          return guard ? guard(args) : null;
        }
      : undefined;
  return {
    id: def.name,
    path: def.path,
    loader,
    handle: { name: def.name, title: def.title, guard: def.guard, layout: def.layout, fade: def.fade ?? false },
    lazy: async () => ({ Component: await def.page() }),
  };
}

export function createRoutes(defs: TRouteDef[]): RouteObject[] {
  const byLayout = new Map<TLayoutName, TRouteDef[]>();
  for (const d of defs) {
    const list = byLayout.get(d.layout) ?? [];
    list.push(d);
    byLayout.set(d.layout, list);
  }
  const layoutRoutes: RouteObject[] = [...byLayout.entries()].map(([layout, list]) => ({
    id: `layout-${layout}`,
    lazy: async () => ({ Component: await LAYOUTS[layout]() }),
    children: list.map(childRoute),
  }));
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ErrorPage,
      HydrateFallback,
      children: [
        {
          // Errors inside a layout render in place of the page, keeping the root behaviours.
          ErrorBoundary: ErrorPage,
          children: [...layoutRoutes, { id: 'not-found', path: '*', loader: ({ request }) => notFound(new URL(request.url).pathname) }],
        },
      ],
    },
  ];
}
