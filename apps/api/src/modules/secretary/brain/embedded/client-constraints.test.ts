// What a client says about their own day and their own request, read as a receptionist would: when they
// leave work, a time they cannot make, a day that hangs on a return not yet dated, a service they already
// did or only want ("só a barba"), a thing that is not a person's name, a yes that names someone else.
import { describe, expect, it } from 'vitest';
import { servicesAsCorrected } from './corrected-services.js';
import { parseTimePref } from './dates.js';
import { matchService } from './match.js';
import { normalize } from './text.js';
import { BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES } from './test-fixtures.js';
import { talk, TALK_NOW } from './test-talk.js';
import { namedProfessional } from './team.js';
import { visitServices } from './visit.js';

const TZ = 'America/Sao_Paulo';
const pref = (text: string) => parseTimePref(normalize(text), TALK_NOW, TZ);
const asked = (text: string) => {
  const corrected = servicesAsCorrected(text, BARBERSHOP_SERVICES);
  const visit = visitServices(corrected, BARBERSHOP_SERVICES);
  return visit.length ? visit.map((s) => s.title) : [matchService(normalize(corrected), BARBERSHOP_SERVICES)?.service.title];
};

describe('the time a client leaves work', () => {
  it('opens the window after the way over, never at that time', () => {
    expect(pref('tem corte sexta no fim do dia? saio do trampo as 5')).toMatchObject({ date: '2025-11-28', from_min: 17 * 60 + 30 });
    expect(pref('so saio do trabalho 18h')).toMatchObject({ from_min: 18 * 60 + 30 });
  });
});

describe('a clock time ruled out', () => {
  it('is not the time asked for', () => {
    expect(pref('16h na vdd, 16h30 eu n consigo chegar')).toMatchObject({ exact_min: 16 * 60 });
  });
  it('"que às quatro eu busco meu filho" is a reason: the time corrected to is kept', () => {
    expect(pref('às quatro da tarde ou melhor às três da tarde que às quatro eu busco meu filho')).toMatchObject({ exact_min: 15 * 60 });
  });
  it('"já queria" is no reason ("já que"): the service and time stay', async () => {
    const { out } = await talk(['ja queria um corte sexta umas 10 da manha']);
    expect(out[0]).toMatch(/Corte masculino.*28\/11, às 10:00/s);
  });
});

describe('a day that hangs on a return not yet dated', () => {
  it('is asked for, never the nearest day; the date then said keeps the time', async () => {
    const { out, actions } = await talk(['queria deixar marcado um corte pra quando eu voltar, umas 10 da manha', 'volto dia 5']);
    expect(out[0]).toMatch(/Para qual dia\?/);
    expect(actions[0]).toEqual([]);
    // "dia 5" said on the 27th is next month's, as the date reader has it.
    expect(out[1]).toMatch(/Posso confirmar \*Corte masculino\* para sexta-feira, 05\/12, às 10:00\?/);
  });
});

describe('the service asked for', () => {
  it('"só a barba e não corte" is the barba alone', () => {
    expect(asked('na vdd quero so a barba e nao corte, as 14h pode ser?')).toEqual(['Barba']);
  });
  it('"só" in a price question chooses nothing', () => {
    expect(asked('quanto é corte e barba e quanto é só a barba? quero o combo sexta 11h')).toContain('Corte + Barba');
  });
  it('a service done already is not asked for', () => {
    expect(asked('pera, so barba, o cabelo eu cortei semana passada kkk')).toEqual(['Barba']);
    expect(asked('ja fiz o corte, agora queria a barba')).toEqual(['Barba']);
  });
  it('a verb before the service it acts on names no service of its own', () => {
    expect(asked('bora aparar esse cavanhaque sexta')).toEqual(['Barba']);
  });
});

describe('a word after "um", "esse", "meu"', () => {
  it('is a thing, not someone on the team', () => {
    const team = [...BARBERSHOP_PROFESSIONALS, { ...BARBERSHOP_PROFESSIONALS[0]!, calendar_id: 'owner', title: 'Dona do negócio' }];
    expect(namedProfessional('surgiu um negocio aqui, da pra passar pra tarde?', team, BARBERSHOP_SERVICES)).toBeNull();
    expect(namedProfessional('com a dona do negocio', team, BARBERSHOP_SERVICES)).toMatchObject({ professional: { calendar_id: 'owner' } });
  });
});

describe('a professional asked for who does not do the service', () => {
  it('is told who does, and that time is proposed, never booked outright', async () => {
    const { out, actions, agenda } = await talk(['corte infantil sexta 15h com o marcos']);
    expect(out[0]).toMatch(/Marcos não faz \*Corte infantil\*.*Posso confirmar \*Corte infantil\* para sexta-feira, 28\/11, às 15:00\?/s);
    expect(actions[0]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules).toHaveLength(0);
  });
});

describe('a yes that names another professional', () => {
  it('agrees to nothing: the proposal is not written', async () => {
    const CONFIRMING = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
    const { out, actions, agenda } = await talk(['corte sexta 15h', 'pode ser, so que com o marcos'], CONFIRMING);
    expect(out[0]).toMatch(/Posso confirmar/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(agenda.schedules).toHaveLength(0);
  });
});

describe('a client asking about their own appointment', () => {
  it('is told its time ("é q horas msm?", "tenho alguma coisa marcada?"), never offered free times', async () => {
    const { out, actions } = await talk(['corte sexta 15h', 'e o corte de sexta é q horas msm?', 'tenho alguma coisa marcada?']);
    for (const k of [1, 2]) {
      expect(out[k]).toMatch(/sexta-feira, 28\/11, às 15:00 é \*Corte masculino\*/);
      expect(actions[k]!.map((a) => a.type)).toEqual(['list_appointments']);
    }
  });
});

describe('"além do meu corte de sábado … no mesmo horário"', () => {
  it('is the client’s own appointment: not asked again, and its time is the one meant', async () => {
    const { out, actions, agenda } = await talk(
      ['quero um corte sábado 10h com o Dudu', 'alem do meu corte de sabado, queria marcar uma barba pro meu filho Pedro no mesmo horario'],
      { calendars: ['c1', 'c2'] },
    );
    expect(actions[1]).toEqual([expect.objectContaining({ type: 'book', start_at: '2025-11-29T13:00:00.000Z' })]);
    expect(out[1]).toMatch(/\*Barba\* para \*Pedro\* ficou agendado para sábado, 29\/11, às 10:00/);
    // Beside the client's corte with Dudu: the other barber.
    const booked = await agenda.tools.listAppointments('upcoming');
    expect(booked.map((a) => a.service_title)).toEqual(['Corte masculino', 'Barba']);
    expect(new Set(booked.map((a) => a.calendar_id)).size).toBe(2);
  });
});
