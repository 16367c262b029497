// The utm_info recorded at start-up (lib/query-params.ts) goes to the API only once cookie consent is
// given (docs/spec.md §4): now if the banner was already accepted, otherwise when "Concordo" is clicked,
// even on a later visit (the record waits in localStorage as `sent: false`); never without consent.
import { useCookieStore } from '@/stores/cookie-store';

const KEY = 'utm_info';
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

interface TPendingUtm {
  utm: Record<string, string>;
  forceUtm: boolean;
}

function pendingUtm(): TPendingUtm | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!stored || stored.sent !== false) return null;
    const utm = Object.fromEntries(UTM_KEYS.filter((k) => typeof stored[k] === 'string').map((k) => [k, stored[k] as string]));
    return Object.keys(utm).length ? { utm, forceUtm: stored.force_utm === true } : null;
  } catch {
    return null;
  }
}

function markSent(utm: Record<string, string>): void {
  const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
  // A newer utm recorded meanwhile stays pending.
  if (!stored || UTM_KEYS.some((k) => (stored[k] ?? undefined) !== utm[k])) return;
  localStorage.setItem(KEY, JSON.stringify({ ...stored, sent: true }));
}

async function send({ utm, forceUtm }: TPendingUtm): Promise<void> {
  const { http } = await import('@/lib/http/client');
  await http.post(
    '/general/platform_event/collect',
    { platform_events: [{ event_name: 'utm_info', value: utm, force_utm: forceUtm }] },
    { silent: true },
  );
  markSent(utm);
}

/** Sends the waiting utm_info as soon as consent allows it (once per record). */
export function sendPendingUtmWhenConsented(): void {
  const pending = pendingUtm();
  if (!pending) return;
  const go = () => void send(pending).catch(() => undefined);
  if (useCookieStore.getState().accepted) return go();
  const stop = useCookieStore.subscribe((state) => {
    if (!state.accepted) return;
    stop();
    go();
  });
}
