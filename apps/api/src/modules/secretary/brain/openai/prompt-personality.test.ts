import { describe, expect, it } from 'vitest';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from '../embedded/test-fixtures.js';
import type { TBrainTurnInput } from '../types.js';
import { systemPrompt } from './prompt.js';

const input = (settings: Partial<TBrainTurnInput['settings']>): TBrainTurnInput => ({
  now: new Date('2026-03-02T12:00:00Z'),
  settings: { ...BARBERSHOP_SETTINGS, ...settings },
  services: BARBERSHOP_SERVICES,
  professionals: BARBERSHOP_PROFESSIONALS,
  company: BARBERSHOP_INFO,
  faqs: [],
  client: { id: 'c1', name: null },
  messages: ['oi'],
  history: [],
  state: {},
  tools: {} as TBrainTurnInput['tools'],
});

describe('the LLM prompt carries the personality the staff wrote (issue 14)', () => {
  it("tells the model the personality's instructions, not its bare slug", () => {
    const prompt = systemPrompt(
      input({ chat_personality_slug: 'formal', chat_personality_instructions: 'Trate o cliente por senhor ou senhora.' }),
      { upcoming: [], history: [] },
    );
    expect(prompt).toContain('Jeito de falar: Trate o cliente por senhor ou senhora.');
    expect(prompt).not.toContain('Personalidade: formal');
  });

  it('says nothing about personality for the default tone', () => {
    expect(systemPrompt(input({}), { upcoming: [], history: [] })).not.toContain('Jeito de falar');
  });
});
