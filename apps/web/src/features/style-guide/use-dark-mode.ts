import { useEffect, useState } from 'react';
import { getTheme, setTheme } from '@/lib/theme';

/** The app's dark mode (class on <html>), plus `?tema=escuro|claro` to open the guide in a theme. */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const [dark, setDark] = useState(() => getTheme() === 'dark');

  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('tema');
    if (requested === 'escuro' || requested === 'claro') setTheme(requested === 'escuro' ? 'dark' : 'light');
    const sync = () => setDark(getTheme() === 'dark');
    sync();
    window.addEventListener('themechange', sync);
    return () => window.removeEventListener('themechange', sync);
  }, []);

  return [dark, (next: boolean) => setTheme(next ? 'dark' : 'light')];
}
