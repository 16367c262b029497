export { AffiliatesLayout } from '../layouts/affiliates-layout';
export { FeaturePlaceholder } from '../feature-placeholder';
