// Public area chunk: default and blog layouts, the home page and the placeholders.
export { DefaultLayout } from '../layouts/default-layout';
export { BlogLayout } from '../layouts/blog-layout';
export { HomePage } from '@/features/home/components/home-page';
export { FeaturePlaceholder } from '../feature-placeholder';
export { CollectTestPage } from '@/features/collect-test/components/collect-test-page';
export { ServerContentPage } from '@/features/content-pages/components/server-content-page';
