// Pages of finance, the dashboard and the explorer (issue 13), each its own lazy chunk, by route name.
import type { TPageLoader } from './route-types';

export const FINANCE_PAGES: Record<string, TPageLoader> = {
  'app-financeiro': () => import('@/features/finance/components/finance-page').then((m) => m.FinancePage),
  'app-explorer': () => import('@/features/explorer/components/explorer-page').then((m) => m.ExplorerPage),
  'app-dashboard': () => import('@/features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
};
