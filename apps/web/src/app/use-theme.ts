import { useSyncExternalStore } from 'react';
import { getTheme, toggleTheme, type TTheme } from '@/lib/theme';

function subscribe(cb: () => void) {
  window.addEventListener('themechange', cb);
  return () => window.removeEventListener('themechange', cb);
}

export function useTheme(): [TTheme, () => void] {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as TTheme);
  return [theme, toggleTheme];
}
