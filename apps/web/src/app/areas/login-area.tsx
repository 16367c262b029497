// Login area chunk: login layout, sign-in/sign-up pages and the two finishing steps.
export { LoginLayout } from '../layouts/login-layout';
export { LoginPage } from '@/features/auth/components/login-page';
export { PasswordLoginPage } from '@/features/auth/components/password-login-page';
export { SignUpPage } from '@/features/auth/components/sign-up-page';
export { AdminLoginPage } from '@/features/auth/components/admin-login-page';
export { PaymentMethodPage } from '@/features/billing/components/payment-method-page';
export { FinishSignUpPage } from '@/features/companies/components/finish-sign-up-page';
export { FeaturePlaceholder } from '../feature-placeholder';
