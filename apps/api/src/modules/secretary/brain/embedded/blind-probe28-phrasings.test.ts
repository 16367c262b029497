// What the probe28 set found (session 32): typos ("quarat q vem", "as 10 e mei", "qq barbero", "a dotora fernada"),
// a relative of an errand taken for the person booked, "passar na nutricionista" taken for a move, "eu já
// consultei" taken for a consultation asked, "obrigada e quanto fica mesmo" taken for thanks only, and "depois da
// coloração" not read as after the client's own appointment.
import { describe, expect, it } from 'vitest';
import { asksToMove } from '../../consent.js';
import type { TBrainProfessional } from '../types.js';
import { servicesAsCorrected } from './corrected-services.js';
import { levenshtein } from './fuzzy.js';
import { matchService } from './match.js';
import { bookingFor } from './people.js';
import { namedProfessional } from './team.js';
import { normalize } from './text.js';
import { BARBERSHOP_SERVICES, clinicServices } from './test-fixtures.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
const clinic = clinicServices(['Consulta clínica geral', 'Retorno']);
const doctors: TBrainProfessional[] = [
  { calendar_id: 'ricardo', title: 'Dr. Ricardo', aliases: [], service_ids: ['k0', 'k1'] },
  { calendar_id: 'fernanda', title: 'Dra. Fernanda', aliases: [], service_ids: ['k0', 'k1'] },
];

describe('typos', () => {
  it('two letters swapped are one edit: "quarat" is quarta', () => {
    expect(levenshtein('quarat', 'quarta')).toBe(1);
    expect(levenshtein('corte', 'barba')).toBe(4);
    expect(levenshtein('abc', 'cba')).toBe(2);
    expect(normalize('na quarat q vem as 2 da tard')).toMatch(/\bquarta que vem\b/);
  });

  it('"as 10 e mei" is the half hour; "qq barbero" is any barber, no beard', () => {
    expect(normalize('as 10 e mei')).toBe('as 10 e meia');
    expect(normalize('qq barbero')).toBe('qualquer barbeiro');
    expect(matchService(normalize('qria marca um cortr pro sabdo, qq barbero'), BARBERSHOP_SERVICES)?.service.title).toBe(
      'Corte masculino',
    );
    expect(matchService(normalize('quero fazer a barba'), BARBERSHOP_SERVICES)?.service.title).toBe('Barba');
  });

  it('"com a dotora fernada" names Dra. Fernanda', () => {
    const named = namedProfessional('qeria marca uma consuta com a dotora fernada pra sesta feira', doctors, clinic);
    expect(named && 'professional' in named ? named.professional.title : null).toBe('Dra. Fernanda');
  });
});

describe('what a message is about', () => {
  it('"três horas eu pego minha filha na escola" is a reason: the booking is the client\'s own', () => {
    expect(
      bookingFor('queria escova quinta umas três horas não pera três horas eu pego minha filha na escola então umas quatro'),
    ).toBeNull();
    expect(bookingFor('queria marcar pra minha filha')).toMatchObject({ relation: 'filha' });
    expect(bookingFor('sabado qria levar meu filho o theo pra cortar')).toMatchObject({ relation: 'filho' });
  });

  it('"passar na nutricionista" drops by, it moves nothing; "passa meu corte pra sexta" moves', () => {
    expect(asksToMove('queria aproveitar e passar na nutricionista no mesmo dia')).toBe(false);
    expect(asksToMove('passa meu corte pra sexta')).toBe(true);
  });

  it('"é retorno, eu já consultei com ele mês passado" asks no consultation', () => {
    const read = servicesAsCorrected('ah não, pensando bem é retorno, eu já consultei com ele mês passado', clinic);
    expect(matchService(normalize(read), clinic)?.service.title).toBe('Retorno');
    expect(normalize(read)).not.toMatch(/consultei/);
  });
});

describe('in a conversation', () => {
  it('"obrigado e quanto fica mesmo" right after a write gets the price', async () => {
    const { out } = await talk(['barba amanhã 10h', 'sim', 'obrigado e quanto fica mesmo'], confirming);
    expect(out[2]).toMatch(/\*Barba\* custa R\$\s?30,00/);
  });

  it('"sexta, depois da barba, dá pra fazer um corte?" is right after the client\'s own barba', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];
    const { out } = await talk(['sexta, depois da barba, dá pra fazer um corte?'], { ...confirming, had });
    expect(out[0]).toMatch(/Corte masculino\*? às 10:30/);
  });
});
