// Legal pages chunk.
export { TermsPage } from '@/features/legal/components/terms-page';
export { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
export { RemoveDataPage } from '@/features/legal/components/remove-data-page';
