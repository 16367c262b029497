// Hourly build-version check (docs/spec.md §4): a newer build reloads on the next navigation or on a
// chunk-load failure, at most once per path within 10 s.
import { RELOAD_GUARD_MS, VERSION_CHECK_INTERVAL_MS } from '@agenda/shared/timings';
import { BUILD_VERSION } from './config';

let newerBuild = false;

export function hasNewerBuild() {
  return newerBuild;
}

async function checkVersion(): Promise<boolean> {
  try {
    const res = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return false;
    const { version } = (await res.json()) as { version?: string };
    newerBuild = Boolean(version && version !== BUILD_VERSION);
  } catch {
    /* offline */
  }
  return newerBuild;
}

export function startVersionCheck(): () => void {
  const id = setInterval(() => void checkVersion(), VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(id);
}

/** Reloads unless this path was reloaded less than 10 s ago. */
export function guardedReload(path: string = window.location.pathname, now = Date.now()): boolean {
  const key = `reload:${path}`;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(key, String(now));
  window.location.reload();
  return true;
}
