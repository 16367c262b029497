// Login area chunk: the login layout and the placeholders; each login page has its own chunk
// (routes/login-routes.ts).
export { LoginLayout } from '../layouts/login-layout';
export { FeaturePlaceholder } from '../feature-placeholder';
