import { describe, expect, it } from 'vitest';
import { embeddedBrain } from './dialogue.js';
import { memoryAgenda } from '../memory-tools.js';
import type { TBrainService, TBrainSettings, TBrainTools } from '../types.js';

const services: TBrainService[] = [
  { id: 's1', title: 'Corte masculino', description: null, duration_in_minutes: 30, price_type: 'fixed', price: 4500, price_max: null },
];
const settings: TBrainSettings = {
  company_name: 'Barbearia do Zé',
  timezone: 'America/Sao_Paulo',
  currency: 'BRL',
  assistant_language: 'pt-BR',
  custom_assistant_name: 'Bia',
  custom_greeting: null,
  is_greeting_clients_by_name: true,
  custom_greeting_clients_instructions: null,
  chat_personality_slug: null,
  custom_instructions: {},
  when_answer_about_price: 'only_when_asked',
  limit_suggestions_per_period: 3,
  cancelation_observations: null,
  custom_transfer_instructions: null,
  ignore_ai_tool_types: [],
  is_assistant_schedule_entry_confirm: false,
  custom_assistant_schedule_entry_message: null,
};

// Calendar ids are random UUIDs in the product: which professional is offered for a time both have
// free must not depend on them, or the same agenda answers differently in another database.
async function firstOffer(ids: [string, string]): Promise<string> {
  const names: Record<string, string> = { [ids[0]]: 'Ana', [ids[1]]: 'Zeca' };
  const agenda = memoryAgenda({ services, calendars: ids });
  const tools: TBrainTools = {
    ...agenda.tools,
    // Both professionals free at every time, listed in calendar-id order as the database returns them.
    findSlots: async (q) =>
      (await agenda.tools.findSlots(q)).flatMap((s) => ids.map((id) => ({ ...s, calendar_id: id, professional: names[id] }))),
  };
  const r = await embeddedBrain.turn({
    now: new Date('2025-11-27T13:00:00Z'),
    settings,
    services,
    faqs: [],
    client: { id: 'client-1', name: 'João Silva' },
    messages: ['quero marcar um corte amanhã'],
    history: [],
    state: {},
    tools,
  });
  return r.replies.join('\n');
}

describe('slot offers', () => {
  it('break ties between professionals by name, not by calendar id', async () => {
    const aFirst = await firstOffer(['cal-a', 'cal-z']);
    const zFirst = await firstOffer(['cal-z', 'cal-a']);
    expect(aFirst).toContain('com Ana');
    expect(aFirst).not.toContain('com Zeca');
    expect(zFirst).toBe(aFirst);
  });
});
