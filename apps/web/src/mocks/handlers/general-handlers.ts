import { http, HttpResponse } from 'msw';
import { MOCK_PLANS } from '../db';

export const generalHandlers = [
  http.post('*/general/graphql/query', () => HttpResponse.json({ data: { plans: MOCK_PLANS } })),
  http.post('*/general/slack/notify', () => HttpResponse.json({ ok: true })),
  http.post('*/general/platform_event/collect', async ({ request }) => {
    const body = (await request.json()) as { platform_events?: unknown[] };
    return HttpResponse.json({ platform_events: body.platform_events ?? [] });
  }),
  http.get('*/general/collect/device_events', () =>
    HttpResponse.json({ consent: document.cookie.includes('cookieBanner=accepted'), platform_events: [] }),
  ),
  http.get('*/general/collect/if', () =>
    HttpResponse.json({ ip_info: { ip: '127.0.0.1', city: 'São Paulo', state: 'SP', country: 'BR' } }),
  ),
];
