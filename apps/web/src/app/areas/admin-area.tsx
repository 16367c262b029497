export { AdminLayout } from '../layouts/admin/admin-layout';
export { FeaturePlaceholder } from '../feature-placeholder';
