import { describe, expect, it } from 'vitest';
import { embeddedBrain } from './dialogue.js';
import { memoryAgenda } from '../memory-tools.js';
import type { TBrainTools } from '../types.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from './test-fixtures.js';

// One service is enough: the offer order is what is under test.
const services = BARBERSHOP_SERVICES.slice(0, 1);
const settings = BARBERSHOP_SETTINGS;

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
    professionals: BARBERSHOP_PROFESSIONALS,
    company: BARBERSHOP_INFO,
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
