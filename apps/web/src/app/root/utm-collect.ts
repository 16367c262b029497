// The start-up utm_info goes to the API only once cookie consent is given (docs/spec.md §4): sent now
// if the banner was already accepted, otherwise when "Concordo" is clicked; never without it.
import { useCookieStore } from '@/stores/cookie-store';

export function sendUtmWhenConsented(utm: Record<string, string>, forceUtm: boolean): void {
  const send = () =>
    void import('@/lib/http/client').then(({ http }) =>
      http
        .post(
          '/general/platform_event/collect',
          { platform_events: [{ event_name: 'utm_info', value: utm, force_utm: forceUtm }] },
          { silent: true },
        )
        .catch(() => undefined),
    );
  if (useCookieStore.getState().accepted) return send();
  const stop = useCookieStore.subscribe((state) => {
    if (!state.accepted) return;
    stop();
    send();
  });
}
