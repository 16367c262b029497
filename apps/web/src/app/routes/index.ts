import { adminRoutes } from './admin-routes';
import { affiliateRoutes, appRoutes } from './app-routes';
import { companyRoutes } from './company-routes';
import { loginRoutes } from './login-routes';
import { publicRoutes } from './public-routes';
import type { TRouteDef } from './route-types';

/** Every route of docs/spec.md §2, in one table. */
export const ROUTES: TRouteDef[] = [...publicRoutes, ...loginRoutes, ...appRoutes, ...affiliateRoutes, ...adminRoutes, ...companyRoutes];
