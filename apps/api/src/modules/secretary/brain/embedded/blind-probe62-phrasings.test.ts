// What probe62's first run showed the secretary misread, each fixed in its general mechanism: a weekday that is not
// the date's, a yes naming the one professional on the table, a child's name set off by commas, an hour said to be bad
// before the one asked, two moves with the pair's days or one time each, and misspelled family words.
import { describe, expect, it } from 'vitest';
import { splitBoth } from './both-moved.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import type { TBrainSchedule } from '../types.js';

const TZ = 'America/Sao_Paulo';

describe('probe62 phrasings', () => {
  it('"sábado dia 29" when the 29th is a Saturday says nothing; "sexta dia 29" says which weekday the 29th is', async () => {
    const clash = await talk(['tem corte sexta dia 29 as 9h?']);
    expect(clash.out[0]).toMatch(/dia 29\/11 é sábado/);
    expect(clash.out[0]).toMatch(/sexta-feira, 28\/11/);
    const same = await talk(['tem corte sabado dia 29 as 9h?']);
    expect(same.out[0]).not.toMatch(/Só um detalhe/);
  });

  it('"pode ser sim, pode confirmar com o Dudu" to Dudu\'s one time is the yes, no new request', async () => {
    const { actions } = await talk(['qual o horario mais cedo de corte no sabado?', 'pode ser sim, pode confirmar com o dudu'], {
      calendars: ['c1'],
    });
    expect(actions[1]!.map((a) => a.type)).toContain('book');
  });

  it('"meu filho tb precisa cortar, o theo, tem 6 anos" names the child', async () => {
    const { out } = await talk(['meu filho precisa cortar, o theo, tem 6 anos. sabado 9h tem?'], { calendars: ['c1'] });
    expect(out[0]).toMatch(/Theo/);
    const unnamed = await talk(['meu filho precisa cortar, ele tem 6 anos. sabado 9h tem?'], { calendars: ['c1'] });
    expect(unnamed.out[0]).toMatch(/nome do seu filho/);
  });

  it('"sábado 9h vai ficar puxado, joga pro das 10h30" asks 10h30; "pro meu fiio" is a son', () => {
    const now = new Date('2026-06-25T14:00:00Z');
    expect(parseTimePref(normalize('sabado 9h vai ficar puxado, joga pro das 10h30 entao'), now, TZ).exact_min).toBe(630);
    expect(parseTimePref(normalize('9h ta bom'), now, TZ).exact_min).toBe(540);
    expect(normalize('pro meu fiio cortah o cabelu')).toMatch(/\bfilho\b/);
  });

  it("two moves in one word: the pair's days said together name neither copy, and two times go one to each", () => {
    const at = (iso: string, service_id: string): TBrainSchedule =>
      ({ id: iso, service_id, start_at: new Date(iso), status: 'scheduled', calendar_id: 'c1' }) as unknown as TBrainSchedule;
    const read = { services: BARBERSHOP_SERVICES, now: new Date('2025-11-24T12:00:00Z'), tz: TZ };
    const fisio = [at('2025-11-25T11:00:00Z', 's1'), at('2025-11-27T11:00:00Z', 's1')];
    const [tue, thu] = splitBoth('consigo passar as duas dessa semana (terça e quinta) pro fim da tarde? 17h', fisio, read)!;
    expect(tue).toMatch(/de terca/);
    expect(tue).not.toMatch(/quinta/);
    expect(thu).toMatch(/de quinta/);
    expect(thu).not.toMatch(/terça/);
    const pair = [at('2025-11-29T12:00:00Z', 's1'), at('2025-11-29T12:30:00Z', 's4')];
    const [mine, kid] = splitBoth('consegue passar os dois pra tarde? tipo 15h e 15h30', pair, read)!;
    expect(mine).toMatch(/15h(?!30)/);
    expect(mine).not.toMatch(/15h30/);
    expect(kid).toMatch(/15h30/);
    const [a, b] = splitBoth('consegue passar os dois pra tarde? entre 15h e 17h', pair, read)!;
    expect(a).toMatch(/entre 15h e 17h/);
    expect(b).toMatch(/entre 15h e 17h/);
  });
});
