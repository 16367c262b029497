// Public company page chunk: the layout and /{company_slug} (kept light, docs/spec.md size budget).
export { CompanyLayout } from '../layouts/company-layout';
export { CompanyPage } from '@/features/public-company/components/company-page';
