import type { TRouteDef } from './route-types';
import { withQueryProvider } from './with-query-provider';

const legal = () => import('@/app/areas/legal-area');
const home = () => import('@/app/areas/home-area');

export const publicRoutes: TRouteDef[] = [
  {
    name: 'home',
    title: 'Agenda Inteligente',
    path: '/',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => home().then((m) => m.HomePage),
  },
  {
    name: 'terms',
    title: 'Termos de uso',
    path: '/terms',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => legal().then((m) => m.TermsPage),
  },
  {
    name: 'privacy-policy',
    title: 'Política de privacidade',
    path: '/privacy-policy',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => legal().then((m) => m.PrivacyPolicyPage),
  },
  {
    name: 'legal-remove-data',
    title: 'Remover meus dados',
    path: '/legal/remove-data',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => legal().then((m) => m.RemoveDataPage),
  },
  {
    name: 'blog',
    title: 'Blog',
    path: '/blog',
    layout: 'blog',
    guard: 'none',
    page: () => home().then((m) => m.ServerContentPage),
  },
  {
    name: 'blog-article',
    title: 'Artigo do blog',
    path: '/blog/:article_slug',
    layout: 'blog',
    guard: 'none',
    page: () => home().then((m) => m.ServerContentPage),
  },
  {
    name: 'style-guide',
    title: 'Guia de estilo',
    path: '/style-guide',
    layout: 'default',
    guard: 'none',
    page: () => import('@/features/style-guide/style-guide-page').then((m) => m.StyleGuidePage),
  },
  {
    name: 'collect-test',
    title: 'Teste de coleta de eventos',
    path: '/collect/test',
    layout: 'default',
    guard: 'none',
    // Its own chunk, inside the query provider the public layout does not mount: the query library and
    // HTTP client it uses stay out of the home's first load.
    page: withQueryProvider(() => import('@/features/collect-test/components/collect-test-page').then((m) => m.CollectTestPage)),
  },
  {
    name: 'landing-page',
    title: 'Conheça a plataforma',
    path: '/lp/*',
    layout: 'default',
    guard: 'none',
    page: () => home().then((m) => m.ServerContentPage),
  },
];
