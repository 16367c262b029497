// Public company page chunk: the layout only. /{company_slug} has its own chunk, loaded alongside, so the
// booking page does not load the company page (docs/spec.md size budget, issue 17).
export { CompanyLayout } from '../layouts/company-layout';
