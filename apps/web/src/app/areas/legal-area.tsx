// Legal pages chunk.
export { TermsPage } from '@/features/legal/components/terms-page';
export { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';
export { RemoveDataPage } from '@/features/legal/components/remove-data-page';
import { FeaturePlaceholder } from '../feature-placeholder';

export function StyleGuideComingSoon() {
  return <FeaturePlaceholder title="Guia de estilo" description="Todos os componentes do design system, com cada estado." />;
}
