// What clients say back after a write (probe17): their own times checked ("ficou 10h o corte e 10h30 a barba
// né?"), the lateness they suppose ("se eu chegar 10h10 tem problema?"), an add-on left out ("deixa só o corte
// mesmo"), the whole day's price ("quanto vai dar tudo?"). None of them is a new request or a cancel.
import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Friday 28/11/2025 in São Paulo: the client's Corte masculino at 10:00 and Barba at 10:30, with Dudu.
const corte = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') };
const barba = { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:30:00Z') };
const TOLERANCE = { id: 'f2', question: 'Qual a tolerância de atraso?', answer: 'Temos tolerância de 10 minutos.' };
const writes = (actions: Array<{ type: string }> | undefined) =>
  (actions ?? []).filter((a) => ['book', 'reschedule', 'cancel', 'confirm'].includes(a.type)).map((a) => a.type);

describe('the client says back what they have', () => {
  it('"ficou 10h o corte e 10h30 a barba né?" is answered from the agenda, nothing proposed', async () => {
    const r = await talk(['ficou 10h o corte e 10h30 a barba ne?'], { ...confirming, had: [corte, barba] });
    expect(r.out[0]).toMatch(/Isso mesmo ✅/);
    expect(r.out[0]).toMatch(/Corte masculino.*10:00/);
    expect(r.out[0]).toMatch(/Barba.*10:30/);
    expect(r.out[0]).not.toMatch(/Posso confirmar|Qual você prefere/);
    expect(writes(r.actions[0])).toEqual([]);
  });

  it('a time said back wrongly gets the real one; a change said beside the check is the request', async () => {
    const wrong = await talk(['então sexta 11h o corte, certinho né?'], { ...confirming, had: [corte] });
    expect(wrong.out[0]).toMatch(/Conferi aqui: Seu horário de \*Corte masculino\*.*10:00/);
    const change = await talk(['tenho corte sexta 10h ne? vou ter q mudar'], { ...confirming, had: [corte] });
    expect(change.out[0]).not.toMatch(/Isso mesmo/);
  });
});

describe('lateness supposed', () => {
  it('"se eu chegar 10h10 tem problema?" and "e se eu atrasar uns 15 min? cancela?" get the tolerance, nothing else', async () => {
    expect(detectIntents(normalize('e se eu atrasar uns 15 min? cancela?'))).toMatchObject({ late: true, cancel: false });
    expect(detectIntents(normalize('se eu nao conseguir ir tem q avisar com quanto tempo?')).cancel).toBe(false);
    expect(detectIntents(normalize('nao vou conseguir ir amanha')).cancel).toBe(true);
    for (const message of ['se eu chegar 10h10 tem problema?', 'e se eu atrasar uns 15 min? cancela?']) {
      const r = await talk([message], { ...confirming, had: [corte], faqs: [TOLERANCE] });
      expect(r.out[0]).toMatch(/tolerância de 10 minutos/);
      expect(r.out[0]).not.toMatch(/cancelamento|Qual você prefere|Posso confirmar/);
      expect(writes(r.actions[0])).toEqual([]);
    }
  });
});

describe('after a booking', () => {
  it('"deixa só o corte mesmo" after the price of a barba keeps the corte as it is (no new list)', async () => {
    const r = await talk(['quanto tá a barba?', 'ah deixa so o corte mesmo'], { ...confirming, had: [corte] });
    expect(r.out[1]).toMatch(/Combinado, fica só isso mesmo 👍.*Corte masculino.*10:00/);
    expect(r.out[1]).not.toMatch(/1\)/);
  });

  it('"quanto vai dar tudo?" right after a barba is added to a corte prices the whole day', async () => {
    const r = await talk(['quero uma barba sexta 10h30', 'sim', 'quanto vai dar tudo?'], { ...confirming, had: [corte] });
    expect(writes(r.actions[1])).toEqual(['book']);
    expect(r.out[2]).toMatch(/Corte masculino\* custa R\$ 45,00/);
    expect(r.out[2]).toMatch(/Barba\* custa R\$ 30,00/);
    expect(r.out[2]).toMatch(/No total, fica R\$ 75,00/);
  });
});

describe('the proposal stays on the table', () => {
  it('"vcs fazem barba?" while a corte is proposed: yes, and the corte proposed again; the yes books the corte', async () => {
    const r = await talk(['quero corte sexta 10h', 'vcs fazem barba?', 'sim'], confirming);
    expect(r.out[1]).toMatch(/Sim, fazemos \*Barba\*/);
    expect(r.out[1]).toMatch(/Posso confirmar \*Corte masculino\*.*sexta-feira, 28\/11, às 10:00/);
    expect(writes(r.actions[1])).toEqual([]);
    expect(writes(r.actions[2])).toEqual(['book']);
    expect(r.agenda.schedules.map((s) => s.service_id)).toEqual(['s1']);
  });
});

describe('one of the own appointments by its place', () => {
  it('"no dia do primeiro, logo depois do corte" with two cortes: right after the first one', async () => {
    const saturday = { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T13:00:00Z') };
    const r = await talk(['quero fazer a barba tb no dia do primeiro, logo depois do corte'], { ...confirming, had: [saturday, corte] });
    expect(r.out[0]).toMatch(/sexta-feira, 28\/11.*10:30/);
    expect(writes(r.actions[0])).toEqual([]);
  });
});

describe('"qualquer um dos meninos"', () => {
  it('is the team, not a child: the corte stays a Corte masculino', async () => {
    const r = await talk(['quero corte sexta 10h', 'pode ser com qualquer um dos meninos'], confirming);
    expect(r.out[1]).not.toMatch(/infantil/i);
    expect(r.agenda.schedules.filter((s) => s.status !== 'canceled').map((s) => s.service_id)).not.toContain('s4');
  });
});
