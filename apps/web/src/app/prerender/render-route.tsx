// Renders one route of the route table to HTML with its layout, as the app would show it at that address:
// used at build time for the static pages (prerender-pages.tsx) and by the API for each company page
// (company-pages.tsx). The cookie banner is there for a first visit, inside a wrapper the stylesheet hides
// when consent was already given (index.css).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import type { TRouteDef } from '../routes/route-types';

/**
 * Loads what `url` (a path matching `route.path`) needs, then gives the render of #root's markup with `Layout`
 * around the route's page: a synchronous step, so data put in place for it just before is seen by this render only.
 */
export async function prepareRoute(route: TRouteDef, Layout: ComponentType, url: string): Promise<() => string> {
  const Page = await route.page();
  function LayoutWithBanner() {
    return (
      <>
        <Layout />
        <div data-before-app="">
          <CookieBanner />
        </div>
      </>
    );
  }
  const handler = createStaticHandler([
    { id: `layout-${route.layout}`, Component: LayoutWithBanner, children: [{ id: route.name, path: route.path, Component: Page }] },
  ]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} did not render: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return () => renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
