export { AffiliatesLayout } from '../layouts/affiliates-layout';
export { AffiliatesHomePage } from '@/features/affiliates/components/affiliates-home-page';
export { ReferralLinkPage } from '@/features/affiliates/components/referral-link-page';
