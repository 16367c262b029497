// Picks from the times offered: a day said with the pick goes back to that day's list.
import { describe, expect, it } from 'vitest';
import { matchService } from './match.js';
import { BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk } from './test-talk.js';
import { withoutReasons } from './reasons.js';

const localDay = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Sao_Paulo' }).format(d);

describe('"quinta então, o mais tarde" after another day was shown', () => {
  it("picks the latest of that day's list, not of the last list shown", async () => {
    const { out, actions, agenda } = await talk(['corte sexta de manhã, q horas tem?', 'e sábado?', 'sexta entao, o mais tarde', 'sim'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const fridayTimes = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]);
    expect(fridayTimes.length).toBeGreaterThan(1);
    expect(out[2]).toMatch(new RegExp(`sexta-feira, 28/11, às ${fridayTimes.at(-1)}`));
    expect(actions[3]?.map((a) => a.type)).toEqual(['book']);
    expect(localDay(agenda.schedules[0]!.start_at)).toBe('2025-11-28');
  });
});

describe('everyday words near a service word', () => {
  it('"escola" is no Escova, "sorte" no Corte', () => {
    const salon = [{ ...BARBERSHOP_SERVICES[0]!, id: 'e', title: 'Escova', synonyms: [] }];
    expect(matchService('levo meu filho na escola', salon)).toBeNull();
    expect(matchService('boa sorte', BARBERSHOP_SERVICES)).toBeNull();
    expect(matchService('escva', salon)?.service.id).toBe('e');
  });
});

describe('a position asked inside a window ("dps das 10 qual o primeiro?")', () => {
  it('counts among the offered times in that window', async () => {
    const { out } = await talk(['corte sexta de manhã, q horas tem?', 'e dps das 10 qual o primeiro?'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const times = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]!);
    const after = times.find((t) => t >= '10:00');
    expect(after, 'the morning list reaches past 10:00').toBeDefined();
    expect(out[1]).toContain(after);
    expect(out[1]).not.toContain(`às ${times[0]}`);
  });
});

describe('"qualquer um depois do almoço" to a list', () => {
  it('proposes the first time shown in that window, written only on the yes', async () => {
    const { out, actions } = await talk(['corte sexta, q horas tem?', 'qualquer um depois do almoço', 'pode'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const shown = [...out[0]!.matchAll(/\d\) (\d{2}:\d{2})/g)].map((m) => m[1]!);
    const first = shown.find((t) => t >= '13:00');
    expect(first, 'the list reaches the afternoon').toBeDefined();
    expect(out[1]).toContain(`às ${first}`);
    expect(actions[1]?.map((a) => a.type) ?? []).not.toContain('book');
    expect(actions[2]?.map((a) => a.type)).toContain('book');
  });
});

describe('"prefiro o Marcos, o primeiro horário que tiver com ele" after a list with someone else first', () => {
  it('is no pick of the first time shown: the earliest with Marcos is looked up and offered', async () => {
    const { out, actions } = await talk(['corte sexta, q horas tem?', 'prefiro o Marcos. o primeiro horário que tiver com ele'], {
      settings: { is_assistant_schedule_entry_confirm: true },
      calendars: ['c1', 'c2'],
    });
    expect(out[1]).toMatch(/o primeiro horário livre é às \d{2}:\d{2}/);
    expect(actions[1]?.map((a) => a.type)).toEqual(['find_slots']);
  });
});

describe('a professional who advised the client', () => {
  it('"o médico falou pra eu fazer fisioterapia" names the service advised, not a consultation', () => {
    const clinic = [
      { ...BARBERSHOP_SERVICES[0]!, id: 'c', title: 'Consulta clínica geral', synonyms: [] },
      { ...BARBERSHOP_SERVICES[0]!, id: 'f', title: 'Sessão de fisioterapia', synonyms: [] },
    ];
    const said = 'e que eu to com dor nas costas e o medico falou para eu fazer fisioterapia ne ai queria ver sexta';
    expect(matchService(withoutReasons(said), clinic)?.service.id).toBe('f');
  });
});

describe('"nenhum desses" on Saturday, then a bare time', () => {
  it('means the day of the new list (Tuesday, Sunday being closed), not Sunday', async () => {
    // 09:00 is free on Tuesday but not among the times shown: read with the day of the list.
    const { out } = await talk(['corte sábado de manhã, q horas tem?', 'nenhum desses', '9h'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    expect(out[1]).toMatch(/terça-feira, 02\/12/);
    expect(out[2]).not.toMatch(/domingo/);
    expect(out[2]).toMatch(/terça-feira, 02\/12, às 09:00/);
  });
});

describe('"o segundo de manhã" to a list', () => {
  it('is proposed, never written on that message, even where the owner books a picked time outright', async () => {
    const { out, actions } = await talk(['corte sexta de manhã, q horas tem?', 'o segundo de manhã', 'pode ser']);
    expect(out[0]).toMatch(/2\) \d{2}:\d{2}/);
    expect(actions[1]?.map((a) => a.type) ?? []).not.toContain('book');
    expect(actions[2]?.map((a) => a.type)).toContain('book');
  });
});

describe('a position in a list that lies whole in the window named', () => {
  it('"o primeiro da tarde, confirma" after the afternoon list books its first time', async () => {
    // After 17h on Saturday there are two times (17:00, 17:30): fewer than the three a list may show.
    const { out, actions, agenda } = await talk(['barba sábado depois das 17h', 'o primeiro da tarde, confirma'], {
      settings: { is_assistant_schedule_entry_confirm: true },
    });
    const first = /1\) (\d\d:\d\d)/.exec(out[0]!)?.[1];
    expect(out[0]).not.toMatch(/3\)/);
    expect(first).toBe('17:00');
    expect(actions[1]?.map((a) => a.type)).toEqual(['book']);
    const hm = agenda.schedules
      .at(-1)!
      .start_at.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    expect(hm).toBe(first);
  });
});
