// What a turn ends with when nothing else answered it, and the answers that used to fall through to it:
// an acknowledgement, a question the secretary cannot answer, how long a service takes, a second choice of
// day, an angry client who also asks for a time, a pick from the list said with its yes, and "as duas" meaning both.
import { describe, expect, it } from 'vitest';
import { parseTimePref } from './dates.js';
import { TALK_NOW, talk } from './test-talk.js';

// The owner asks for a confirmation before each booking; the agenda's calendars are the fixture team's.
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const types = (actions: Array<{ type: string }> | undefined) => (actions ?? []).map((a) => a.type);

describe('a message that only acknowledges', () => {
  it('is acknowledged back, never "não entendi", and never handed over for it', async () => {
    const { out, actions } = await talk(['vcs aceitam pix?', 'hmm ta', 'show', 'ah entendi 👍']);
    for (const reply of out.slice(1)) expect(reply).not.toMatch(/não entendi/i);
    expect(actions.slice(1).flat()).toEqual([]);
  });
});

describe('a question the secretary cannot answer', () => {
  it('is owned as such with the offer of a person; a yes hands over, a no closes', async () => {
    const yes = await talk(['vcs tem wifi ai?', 'sim']);
    expect(yes.out[0]).toMatch(/equipe/);
    expect(yes.out[0]).not.toMatch(/não entendi/i);
    expect(yes.actions[1]).toContainEqual({ type: 'transfer_to_human', detail: 'unknown_question' });
    const no = await talk(['vcs tem wifi ai?', 'não precisa']);
    expect(types(no.actions[1])).not.toContain('transfer_to_human');
  });
});

describe('how long a service takes', () => {
  it('is answered after its price, of the service just priced', async () => {
    const { out, actions } = await talk(['quanto custa o corte e barba?', 'e demora muito?']);
    expect(out[1]).toContain('1 hora');
    expect(actions[1]).toEqual([]);
  });
  it('is answered beside a booking asked in the same message, which goes on', async () => {
    const { out, actions } = await talk(['qnto tempo leva o corte e barba? se der marca sábado 10h'], confirming);
    expect(out[0]).toContain('1 hora');
    expect(out[0]).toMatch(/sábado, \d{2}\/\d{2}, às 10:00/);
    expect(types(actions[0])).not.toContain('book');
  });
});

describe('a second choice of day', () => {
  it('is read only when the first choice says nothing', () => {
    const tz = 'America/Sao_Paulo';
    const first = parseTimePref('hoje la pras cinco ou se nao der hoje pode ser amanha cedo tipo oito mas hoje e melhor', TALK_NOW, tz);
    expect(first).toMatchObject({ date: '2025-11-27', exact_min: 17 * 60 });
    const onlySecond = parseTimePref('queria um corte, se nao der hoje pode ser amanha as oito', TALK_NOW, tz);
    expect(onlySecond.date).toBe('2025-11-28');
  });
});

describe('an angry client', () => {
  it('who asks for a time gets the apology and the answer, with a person a word away', async () => {
    const { out, actions } = await talk(['faz 2 dias q to tentando marcar um corte 😡 sabado 10h tem ou nao tem??'], confirming);
    expect(out[0]).toMatch(/desculp|sinto muito|lament/i);
    expect(out[0]).toMatch(/sábado, \d{2}\/\d{2}, às 10:00/);
    expect(types(actions[0])).toEqual([]);
  });
  it('who tells what went wrong gets the apology and the offer of a person, no booking', async () => {
    const { out } = await talk(['marquei 10h ontem e o dudu so me atendeu 10h40, que descaso']);
    expect(out[0]).toMatch(/desculp|sinto muito|lament/i);
    expect(out[0]).toMatch(/equipe/);
    expect(out[0]).not.toMatch(/Posso confirmar/);
  });
});

describe('a time picked from the list with an explicit yes', () => {
  it('is booked at once ("pode ser as onze e meia, pode confirmar"); a pick alone is proposed first', async () => {
    const agreed = await talk(['barba sábado de manhã', 'pode ser as onze e meia, pode confirmar'], confirming);
    expect(types(agreed.actions[1])).toEqual(['book']);
    expect(agreed.out[1]).toContain('11:30');
    const picked = await talk(['barba sábado de manhã', 'pode ser as onze e meia'], confirming);
    expect(types(picked.actions[1])).toEqual([]);
    expect(picked.out[1]).toMatch(/Posso confirmar/);
  });
  it('"pode marcar as duas" to a visit of two services is both of them, not 14:00', async () => {
    const { out, actions } = await talk(['quero um corte infantil e uma barba sábado 9h', 'pode marcar as duas'], confirming);
    expect(types(actions[1])).toEqual(['book', 'book']);
    expect(out[1]).toContain('09:00');
    expect(out[1]).not.toContain('14:00');
  });
});
