// Logout (docs/spec.md §4): clear the session of that kind, then clear the local cache after 1 s.
import { LOGOUT_CLEAR_CACHE_DELAY_MS } from '@agenda/shared/timings';
import { useUserStore } from '@/stores/user-store';
import { useCompanyStore } from '@/stores/company-store';
import { useCalendarStore } from '@/stores/calendar-store';
import { queryClient } from '@/lib/query-client';
import { disconnectSocket } from '@/lib/socket';
import { clearLocalCache } from './clear-local-cache';
import type { TSessionType } from './types';

export function logout(type: TSessionType = 'user') {
  useUserStore.getState().clear(type);
  disconnectSocket(type);
  if (type === 'user') {
    useCompanyStore.getState().reset();
    useCalendarStore.getState().reset();
    queryClient.clear();
  }
  setTimeout(() => clearLocalCache({ reload: false }), LOGOUT_CLEAR_CACHE_DELAY_MS);
}
