// The playground's "O que a secretária entendeu" mapping: both stored states, read defensively.
import { describe, expect, it } from 'vitest';
import { EMPTY_DIALOGUE_STATE } from '@agenda/shared/schemas/dialogue-state-dto';
import { dialogueStateDto } from '../playground-state.js';

const look = {
  timezone: 'America/Sao_Paulo',
  services: new Map([
    ['s1', 'Corte'],
    ['s2', 'Barba'],
  ]),
  professionals: new Map([['c1', 'Marcos']]),
  dayParts: [
    { key: 'morning' as const, from: '08:00', to: '12:00' },
    { key: 'afternoon' as const, from: '12:00', to: '18:00' },
    { key: 'evening' as const, from: '18:00', to: '22:00' },
  ],
};

describe('dialogueStateDto', () => {
  it('reads empty, damaged or unknown states as empty', () => {
    expect(dialogueStateDto({ dialogue_state: {}, brain_state: {} }, look)).toEqual(EMPTY_DIALOGUE_STATE);
    expect(dialogueStateDto({ dialogue_state: 'x', brain_state: [1, 2] }, look)).toEqual(EMPTY_DIALOGUE_STATE);
    expect(dialogueStateDto({ dialogue_state: null, brain_state: { pref: { date: 'amanhã', exact_min: 'x' } } }, look)).toEqual(
      EMPTY_DIALOGUE_STATE,
    );
  });

  it('falls back on what the safety layer recorded as asked (the LLM brain keeps no slots)', () => {
    const dto = dialogueStateDto(
      {
        dialogue_state: {
          constraints: {
            calendar_id: 'c1',
            service_ids: ['s1', 's2'],
            date: '2026-11-27',
            window: { from: 720, to: 1080 },
            for_name: null,
          },
        },
        brain_state: {},
      },
      look,
    );
    expect(dto).toMatchObject({
      services: ['Corte', 'Barba'],
      professional: 'Marcos',
      day: { date: '2026-11-27', date_to: null },
      part_of_day: { key: 'afternoon', from: '12:00', to: '18:00' },
    });
  });

  it('maps the brain slots: services, professional, day range, the company window, exact time', () => {
    const dto = dialogueStateDto(
      {
        dialogue_state: {},
        brain_state: {
          flow: 'book',
          service_ids: ['s1', 's2', 'gone'],
          calendar_id: 'c1',
          pref: { date: '2026-11-27', date_to: '2026-12-01', from_min: 12 * 60, to_min: 18 * 60, exact_min: 14 * 60 + 30 },
        },
      },
      look,
    );
    expect(dto).toMatchObject({
      goal: 'book',
      services: ['Corte', 'Barba'],
      professional: 'Marcos',
      day: { date: '2026-11-27', date_to: '2026-12-01' },
      part_of_day: { key: 'afternoon', from: '12:00', to: '18:00' },
      time: '14:30',
    });
    const free = dialogueStateDto({ dialogue_state: {}, brain_state: { pref: { from_min: 16 * 60, to_min: 24 * 60 } } }, look);
    expect(free.part_of_day).toEqual({ key: null, from: '16:00', to: '23:59' });
  });

  it('takes the pending proposal and the offered times from the safety layer, in the company timezone', () => {
    const dto = dialogueStateDto(
      {
        brain_state: { flow: 'reschedule', service_id: 's1' },
        dialogue_state: {
          turn: 3,
          goal: 'move',
          pending: {
            action: 'move',
            service_id: 's1',
            service_title: 'Corte',
            calendar_id: 'c1',
            professional: 'Marcos',
            start_at: '2026-11-27T17:00:00.000Z',
            schedule_id: 'x',
            from_start_at: null,
            text: 'Posso remarcar seu *Corte* para sexta-feira, 27/11, às 14:00, com *Marcos*?',
            shown_turn: 3,
          },
          offered: {
            service_id: 's1',
            schedule_id: 'x',
            shown_turn: 2,
            slots: [{ calendar_id: 'c1', start_at: '2026-11-27T17:00:00.000Z', professional: 'Marcos' }],
          },
        },
      },
      look,
    );
    expect(dto.goal).toBe('move');
    expect(dto.pending_proposal).toContain('remarcar');
    expect(dto.professional).toBe('Marcos');
    expect(dto.offered).toEqual([{ at: '2026-11-27 14:00', professional: 'Marcos' }]);
  });
});
