import type { TRouteDef } from './route-types';

const legal = () => import('@/app/areas/legal-area');
const home = () => import('@/app/areas/home-area');

// import.meta.glob keeps the build green while the style guide is being written.
const styleGuideModules = import.meta.glob<{ default: React.ComponentType }>('@/features/style-guide/style-guide-page.tsx');

export const publicRoutes: TRouteDef[] = [
  { name: 'home', path: '/', layout: 'default', guard: 'none', fade: true, page: () => home().then((m) => m.HomePage) },
  { name: 'terms', path: '/terms', layout: 'default', guard: 'none', fade: true, page: () => legal().then((m) => m.TermsPage) },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => legal().then((m) => m.PrivacyPolicyPage),
  },
  {
    name: 'legal-remove-data',
    path: '/legal/remove-data',
    layout: 'default',
    guard: 'none',
    fade: true,
    page: () => legal().then((m) => m.RemoveDataPage),
  },
  {
    name: 'blog',
    path: '/blog',
    layout: 'blog',
    guard: 'none',
    placeholder: { title: 'Blog', description: 'Tutoriais, novidades e artigos sobre atendimento com IA e gestão de agenda.' },
  },
  {
    name: 'blog-article',
    path: '/blog/:article_slug',
    layout: 'blog',
    guard: 'none',
    placeholder: { title: 'Artigo do blog', description: 'O conteúdo completo do artigo aparece aqui.' },
  },
  {
    name: 'style-guide',
    path: '/style-guide',
    layout: 'default',
    guard: 'none',
    page: async () => {
      const load = Object.values(styleGuideModules)[0];
      if (load) return (await load()).default;
      return (await legal()).StyleGuideComingSoon;
    },
  },
  {
    name: 'collect-test',
    path: '/collect/test',
    layout: 'default',
    guard: 'none',
    placeholder: { title: 'Teste de coleta de eventos', description: 'Página de verificação do rastreamento de eventos e UTMs.' },
  },
  {
    name: 'landing-page',
    path: '/lp/*',
    layout: 'default',
    guard: 'none',
    placeholder: { title: 'Página de campanha', description: 'As páginas de campanha são publicadas pelo painel administrativo.' },
  },
];
