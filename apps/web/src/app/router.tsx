import { createBrowserRouter } from 'react-router';
import { setNavigator } from '@/lib/navigation';
import { createRoutes } from './create-routes';
import { ROUTES } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes(ROUTES));
  setNavigator((to, opts) => router.navigate(to, opts));
  return router;
}
