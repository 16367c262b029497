// Login area chunk: the login layout; each login page has its own chunk (routes/login-routes.ts).
export { LoginLayout } from '../layouts/login-layout';
