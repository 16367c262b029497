// Error reporting to the API (POST /general/slack/notify): at most once per 10 s per message,
// with the ignore list of docs/spec.md §8.
import { ERROR_DEDUP_WINDOW_MS } from '@agenda/shared/timings';
import { useUserStore } from '@/stores/user-store';

const IGNORED = [
  /ResizeObserver loop/i,
  /Unable to preload CSS/i,
  /preload CSS/i,
  /status code 401/i,
  /\b401\b.*status/i,
  /^Script error\.?$/i,
  /Network Error/i,
  /invalid form/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

const lastSent = new Map<string, number>();

function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'message' in error) return String((error as { message: unknown }).message);
  return String(error);
}

function shouldReport(message: string, now: number = Date.now()): boolean {
  if (!message || IGNORED.some((re) => re.test(message))) return false;
  const last = lastSent.get(message);
  if (last !== undefined && now - last < ERROR_DEDUP_WINDOW_MS) return false;
  lastSent.set(message, now);
  return true;
}

export async function reportError(error: unknown, extra: Record<string, unknown> = {}): Promise<void> {
  const message = errorMessageOf(error);
  if (!shouldReport(message)) return;
  try {
    const [{ http }, { getDeviceHash }] = await Promise.all([import('./http/client'), import('./http/device')]);
    const { user, admin } = useUserStore.getState();
    await http.post(
      '/general/slack/notify',
      {
        type: 'error',
        payload: {
          message,
          stack: error instanceof Error ? error.stack : undefined,
          date: new Date().toISOString(),
          url: window.location.href,
          user: user ? { id: user.id, email: user.email } : null,
          admin: admin ? { id: admin.id, email: admin.email } : null,
          device: { hash: getDeviceHash(), user_agent: navigator.userAgent },
          ...extra,
        },
      },
      { silent: true, retries: 0 },
    );
  } catch {
    /* reporting must never throw */
  }
}
