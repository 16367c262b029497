import type { TRouteDef } from './route-types';

const login = () => import('@/app/areas/login-area');

export const loginRoutes: TRouteDef[] = [
  { name: 'login', title: 'Entrar', path: '/login', layout: 'login', guard: 'none', page: () => login().then((m) => m.LoginPage) },
  {
    name: 'login-com-senha',
    title: 'Entrar com senha',
    path: '/login/com-senha',
    layout: 'login',
    guard: 'none',
    page: () => login().then((m) => m.PasswordLoginPage),
  },
  {
    name: 'login-cadastre-se',
    title: 'Criar conta',
    path: '/login/cadastre-se',
    layout: 'login',
    guard: 'none',
    page: () => login().then((m) => m.SignUpPage),
  },
  {
    name: 'admin-login',
    title: 'Entrar no painel',
    path: '/admin/login',
    layout: 'login',
    guard: 'none',
    page: () => login().then((m) => m.AdminLoginPage),
  },
  {
    name: 'login-finalizar-cadastro',
    title: 'Finalizar cadastro',
    path: '/login/finalizar-cadastro',
    layout: 'login',
    guard: 'check-auth',
    page: () => login().then((m) => m.FinishSignUpPage),
  },
  {
    name: 'login-forma-de-pagamento',
    title: 'Forma de pagamento',
    path: '/login/forma-de-pagamento',
    layout: 'login',
    guard: 'check-auth',
    page: () => login().then((m) => m.PaymentMethodPage),
  },
];
