// Navigation usable outside React (HTTP redirects, socket events). The router registers itself.
import { isSafeInternalPath } from './redirect';

type Navigate = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;
let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null) {
  navigator = fn;
}

/** Internal paths go through the router; external URLs are refused unless allowed. */
export function navigateTo(to: string, opts: { replace?: boolean; allowExternal?: boolean } = {}): boolean {
  if (isSafeInternalPath(to)) {
    if (navigator) void navigator(to, { replace: opts.replace });
    else window.location.assign(to);
    return true;
  }
  if (opts.allowExternal && /^https?:\/\//i.test(to)) {
    window.location.assign(to);
    return true;
  }
  console.warn(`Navegação externa recusada: ${to}`);
  return false;
}
