// Public area chunk: default and blog layouts, the home page and the server-rendered content page
// (/collect/test has its own chunk).
export { DefaultLayout } from '../layouts/default-layout';
export { BlogLayout } from '../layouts/blog-layout';
export { HomePage } from '@/features/home/components/home-page';
export { ServerContentPage } from '@/features/content-pages/components/server-content-page';
