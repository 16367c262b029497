// The home's HTML at build time (vite.config.ts → dist/home.html, served for `/` by the API): the
// public layout and the home page rendered from the same components, so the page is complete from the HTML
// alone; the app's code runs at the visitor's first gesture (src/boot/home-boot.ts) and takes over the
// same markup (main.tsx waits for its routes). The cookie banner is there for a first visit, inside a
// wrapper the stylesheet hides when consent was already given (index.css).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CookieBanner } from '@/features/cookie-consent/components/cookie-banner';
import { HomePage } from '@/features/home/components/home-page';
import { DefaultLayout } from '../layouts/default-layout';

function HomeWithBanner() {
  return (
    <>
      <DefaultLayout />
      <div data-before-app="">
        <CookieBanner />
      </div>
    </>
  );
}

/** @public Loaded by the build (build-prerender-home.ts) through Vite's SSR loader. */
export async function renderHome(): Promise<string> {
  const handler = createStaticHandler([
    { id: 'layout-default', path: '/', Component: HomeWithBanner, children: [{ id: 'home', index: true, Component: HomePage }] },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The home did not render: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}
