// The HTML of the static public pages at build time (build-prerender.ts → dist/home.html for `/`,
// dist/login.html for `/login`, served for those paths by the API): the page's layout and the page itself
// rendered from the same components and route table as the app, so each page is complete from the HTML
// alone; the app's code runs at the visitor's first gesture (src/boot/prerendered-boot.ts) and takes over
// the same markup (main.tsx waits for its routes).
import type { ComponentType } from 'react';
import { documentTitle } from '@/lib/page-title';
import { DefaultLayout } from '../layouts/default-layout';
import { LoginLayout } from '../layouts/login-layout';
import { ROUTES } from '../routes';
import { prepareRoute } from './render-route';

interface TPrerenderedPage {
  path: string;
  /** The file in dist/ (apps/api plugins/spa.ts serves it for `path`). */
  file: string;
  layout: ComponentType;
}

/** @public Read by the build (build-prerender.ts). Only pages that read no server data and no visitor's state. */
export const PRERENDERED_PAGES: TPrerenderedPage[] = [
  { path: '/', file: 'home.html', layout: DefaultLayout },
  { path: '/login', file: 'login.html', layout: LoginLayout },
];

/** @public Loaded by the build (build-prerender.ts) through Vite's SSR loader: the markup of #root and the page's title. */
export async function renderPage(path: string): Promise<{ markup: string; title: string }> {
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  const route = ROUTES.find((r) => r.path === path);
  if (!page || !route) throw new Error(`${path} is not a pre-rendered page of the route table`);
  const markup = (await prepareRoute(route, page.layout, path))();
  return { markup, title: documentTitle(route.title) };
}
