import { http, HttpResponse } from 'msw';
import { MOCK_PLANS } from '../db';
import { recordErrorReport } from './admin-console-handlers';

export const generalHandlers = [
  http.post('*/general/graphql/query', () => HttpResponse.json({ data: { plans: MOCK_PLANS } })),
  http.post('*/general/slack/notify', async ({ request }) => {
    const body = (await request.json()) as { type?: string; payload?: Record<string, unknown> };
    if (!body.type) return HttpResponse.json({ message: 'Informe o tipo do relatório.' }, { status: 422 });
    recordErrorReport(body.type, body.payload ?? {});
    return HttpResponse.json({ ok: true, delivery: 'stored' });
  }),
  http.post('*/general/platform_event/collect', async ({ request }) => {
    const body = (await request.json()) as { platform_events?: unknown[] };
    return HttpResponse.json({ platform_events: body.platform_events ?? [] });
  }),
  http.get('*/general/collect/device_events', () =>
    HttpResponse.json({ consent: document.cookie.includes('cookieBanner=accepted'), platform_events: [] }),
  ),
  http.post('*/general/demo/message', async ({ request }) => {
    const { message } = (await request.json()) as { message?: string };
    if (!message?.trim()) return HttpResponse.json({ message: 'Escreva a mensagem.' }, { status: 422 });
    const replies = /pre[çc]o|custa|quanto/i.test(message)
      ? ['O Corte custa R$ 50,00 e leva 30 minutos. Quer marcar um horário?']
      : ['Olá! Sou a secretária da Barbearia Demo. Posso consultar preços e horários ou marcar um atendimento para você.'];
    return HttpResponse.json({ replies, company_name: 'Barbearia Demo' });
  }),
  http.get('*/general/collect/if', () =>
    HttpResponse.json({ ip_info: { ip: '127.0.0.1', city: 'São Paulo', state: 'SP', country: 'BR' } }),
  ),
];
