// Public company page chunk.
export { CompanyLayout } from '../layouts/company-layout';
export { FeaturePlaceholder } from '../feature-placeholder';
