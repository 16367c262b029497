import type { TRouteDef } from './route-types';
import { withQueryProvider } from './with-query-provider';

// One chunk per page: /login loads the sign-in form only, not the sign-up, company creation and
// payment steps (their selects, Pix panel and billing calls), nor TanStack Query, which the other
// pages bring with them (with-query-provider.ts).

export const loginRoutes: TRouteDef[] = [
  {
    name: 'login',
    title: 'Entrar',
    path: '/login',
    layout: 'login',
    guard: 'none',
    page: () => import('@/features/auth/components/login-page').then((m) => m.LoginPage),
  },
  {
    name: 'login-com-senha',
    title: 'Entrar com senha',
    path: '/login/com-senha',
    layout: 'login',
    guard: 'none',
    page: withQueryProvider(() => import('@/features/auth/components/password-login-page').then((m) => m.PasswordLoginPage)),
  },
  {
    name: 'login-cadastre-se',
    title: 'Criar conta',
    path: '/login/cadastre-se',
    layout: 'login',
    guard: 'none',
    page: withQueryProvider(() => import('@/features/auth/components/sign-up-page').then((m) => m.SignUpPage)),
  },
  {
    name: 'admin-login',
    title: 'Entrar no painel',
    path: '/admin/login',
    layout: 'login',
    guard: 'none',
    page: withQueryProvider(() => import('@/features/auth/components/admin-login-page').then((m) => m.AdminLoginPage)),
  },
  {
    name: 'login-finalizar-cadastro',
    title: 'Finalizar cadastro',
    path: '/login/finalizar-cadastro',
    layout: 'login',
    guard: 'check-auth',
    page: withQueryProvider(() => import('@/features/companies/components/finish-sign-up-page').then((m) => m.FinishSignUpPage)),
  },
  {
    name: 'login-forma-de-pagamento',
    title: 'Forma de pagamento',
    path: '/login/forma-de-pagamento',
    layout: 'login',
    guard: 'check-auth',
    page: withQueryProvider(() => import('@/features/billing/components/payment-method-page').then((m) => m.PaymentMethodPage)),
  },
];
