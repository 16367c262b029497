// One conversation with the embedded brain alone (no safety layer) over an in-memory barbershop agenda,
// Thursday 2025-11-27 10:00 in São Paulo: the replies, the actions of each turn and the agenda.
import { memoryAgenda } from '../memory-tools.js';
import type { TBrainAction, TBrainFaq, TBrainMedia, TBrainSettings } from '../types.js';
import { embeddedBrain } from './dialogue.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from './test-fixtures.js';

export const TALK_NOW = new Date('2025-11-27T13:00:00Z');
const PAYMENT_FAQ: TBrainFaq = { id: 'f1', question: 'Quais formas de pagamento vocês aceitam?', answer: 'Pix, cartão e dinheiro.' };

export async function talk(
  messages: string[],
  opts: {
    settings?: Partial<TBrainSettings>;
    faqs?: TBrainFaq[];
    media?: TBrainMedia[];
    calendars?: string[];
    /** Appointments the client already had (a past one makes history). */
    had?: Array<{ serviceId: string; calendarId: string; startAt: Date }>;
    /** Other clients' appointments (the professional is busy then). */
    busy?: Array<{ serviceId: string; calendarId: string; startAt: Date }>;
    /** Another moment than Thursday 27/11/2025 10:00 in São Paulo. */
    now?: Date;
  } = {},
) {
  const agenda = memoryAgenda({ services: BARBERSHOP_SERVICES, ...(opts.calendars ? { calendars: opts.calendars } : {}) });
  for (const h of opts.had ?? []) await agenda.tools.book({ ...h, displayName: null });
  for (const b of opts.busy ?? []) {
    const row = (await agenda.tools.book({ ...b, displayName: null })) as unknown as { ok: true; value: { client_id: string } };
    row.value.client_id = 'someone-else';
  }
  let state: Record<string, unknown> = {};
  const out: string[] = [];
  const actions: TBrainAction[][] = [];
  for (const m of messages) {
    const r = await embeddedBrain.turn({
      now: opts.now ?? TALK_NOW,
      settings: { ...BARBERSHOP_SETTINGS, ...opts.settings },
      services: BARBERSHOP_SERVICES,
      professionals: BARBERSHOP_PROFESSIONALS,
      company: BARBERSHOP_INFO,
      faqs: opts.faqs ?? [PAYMENT_FAQ],
      client: { id: 'client-1', name: 'João Silva' },
      messages: [m],
      history: [],
      state,
      tools: agenda.tools,
      ...(opts.media ? { media: opts.media } : {}),
    });
    state = r.state;
    out.push(r.replies.join('\n'));
    actions.push(r.actions);
  }
  return { out, actions, agenda };
}
