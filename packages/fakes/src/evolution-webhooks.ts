// Webhook deliveries as webhook.controller.ts sends them: one envelope per event, optionally to
// a per-event URL, skipped when disabled or filtered out.
import type { FakeEvolutionDelivery, FakeEvolutionInstance } from './evolution-types.js';

export function createWebhookEmitter(deliveries: FakeEvolutionDelivery[], serverUrl: () => string) {
  return async function emit(inst: FakeEvolutionInstance, event: string, data: unknown): Promise<number | null> {
    const hook = inst.webhook;
    if (!hook || !hook.enabled) return null;
    const configName = event.toUpperCase().replace(/\./g, '_');
    if (hook.events.length > 0 && !hook.events.includes(configName)) return null;
    const target = hook.byEvents ? `${hook.url.replace(/\/+$/, '')}/${event.replace(/\./g, '-')}` : hook.url;
    const body = {
      event,
      instance: inst.name,
      data,
      destination: hook.url,
      date_time: new Date().toISOString(),
      sender: inst.wuid,
      server_url: serverUrl(),
      apikey: null,
    };
    const headers = { 'content-type': 'application/json', ...hook.headers };
    let status = 0;
    try {
      const res = await fetch(target, { method: 'POST', headers, body: JSON.stringify(body) });
      await res.arrayBuffer().catch(() => undefined);
      status = res.status;
    } catch {
      status = 0; // receiver down; the real server would retry with backoff (not simulated)
    }
    deliveries.push({ url: target, event, body, headers, status });
    return status;
  };
}
