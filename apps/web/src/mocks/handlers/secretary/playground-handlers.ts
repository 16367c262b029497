import { http, HttpResponse } from 'msw';
import { EMPTY_DIALOGUE_STATE, type TDialogueStateDto } from '@agenda/shared/schemas/dialogue-state-dto';
import type { TPlaygroundMessageAnswer, TPlaygroundMessageBody } from '@agenda/shared/schemas/secretary';
import { authorized, nextId, sdb } from './secretary-db';

const OBSERVATION = 'Agendamento de teste (playground)';
const TIMES = ['16:00', '18:00', '20:30']; // UTC → 13:00, 15:00, 17:30 in São Paulo

function tomorrowAt(utc: string): string {
  const d = new Date(Date.now() + 86_400_000);
  const [h, m] = utc.split(':').map(Number);
  d.setUTCHours(h!, m!, 0, 0);
  return d.toISOString();
}

/** What the scripted brain "understood": the offered times while a pick is awaited. */
function stateAfter(offered: string[]): TDialogueStateDto {
  if (!offered.length) return EMPTY_DIALOGUE_STATE;
  const local = (iso: string) => {
    const d = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString();
    return `${d.slice(0, 10)} ${d.slice(11, 16)}`;
  };
  return {
    ...EMPTY_DIALOGUE_STATE,
    goal: 'book',
    services: ['Corte masculino'],
    day: { date: local(offered[0]!).slice(0, 10), date_to: null },
    part_of_day: { key: 'afternoon', from: '12:00', to: '18:00' },
    offered: offered.map((at) => ({ at: local(at), professional: 'Carlos' })),
  };
}

/** A tiny scripted brain: enough for the playground screens and tests without the API. */
function answer(body: TPlaygroundMessageBody): TPlaygroundMessageAnswer {
  const s = sdb();
  const text = body.message.toLowerCase();
  const first = body.client.name.split(' ')[0];
  const pick = /primeiro|1\b/.test(text) ? 0 : /segundo|2\b/.test(text) ? 1 : /terceiro|3\b/.test(text) ? 2 : -1;
  if (pick >= 0 && s.playground.offered.length) {
    const start_at = s.playground.offered[pick]!;
    const schedule_id = nextId('sch');
    s.schedules.push({
      id: schedule_id,
      client_id: 'cli-playground',
      status: 'scheduled',
      start_at,
      end_at: new Date(Date.parse(start_at) + 30 * 60_000).toISOString(),
      interface: 'ASSISTANT_CLIENT',
      client_observation: OBSERVATION,
      service: { title: 'Corte masculino', formatted_price: 'R$ 45,00' },
      calendar: { title: 'Carlos', color: '#2563eb' },
    });
    s.playground.offered = [];
    return {
      replies: ['Prontinho! ✅ Seu horário de *Corte masculino* ficou agendado.\nSe precisar remarcar ou cancelar, é só me chamar aqui.'],
      actions: [{ type: 'book', schedule_id, start_at }],
    };
  }
  if (/hor[aá]rio|agendar|marcar|amanh/.test(text)) {
    s.playground.offered = TIMES.map(tomorrowAt);
    return {
      replies: [
        `Olá, ${first}! Para *Corte masculino* amanhã tenho estes horários:\n1) 13:00\n2) 15:00\n3) 17:30\n\nQual fica melhor pra você?`,
      ],
      actions: [],
    };
  }
  if (/quanto|pre[cç]o|custa|valor/.test(text)) {
    return {
      replies: ['Nossos serviços:\n• *Corte masculino*: R$ 45,00\n• *Barba*: R$ 35,00\n• *Corte e barba*: de R$ 70,00 a R$ 90,00'],
      actions: [{ type: 'list_services' }],
    };
  }
  if (/pessoa|atendente|humano/.test(text)) {
    return { replies: ['Claro! Já chamei alguém da equipe para falar com você. 😊'], actions: [{ type: 'transfer_to_human' }] };
  }
  return { replies: [`Olá, ${first}! Aqui é a assistente virtual da Barbearia Demo 😊 Como posso ajudar?`], actions: [] };
}

export const playgroundHandlers = [
  http.post('*/user/:company/playground/message', async ({ request }) => {
    if (!authorized(request)) return HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
    const body = (await request.json()) as TPlaygroundMessageBody;
    if (!body.message?.trim()) return HttpResponse.json({ message: 'Escreva a mensagem.' }, { status: 422 });
    const reply = answer(body);
    return HttpResponse.json({
      ...reply,
      chat_id: 'chat-playground',
      client_id: 'cli-playground',
      dialogue_state: stateAfter(sdb().playground.offered),
    });
  }),
  http.delete('*/user/:company/playground', ({ request }) => {
    if (!authorized(request)) return HttpResponse.json({ message: 'Unauthorized access' }, { status: 401 });
    const s = sdb();
    let canceled = 0;
    s.schedules = s.schedules.map((x) => {
      if (x.client_observation !== OBSERVATION || x.status === 'canceled') return x;
      canceled++;
      return { ...x, status: 'canceled' as const };
    });
    s.playground.offered = [];
    return HttpResponse.json({ canceled, chats: 1 });
  }),
];
