// What the probe45 set found: "opa não, 9h eu levo meu filho… troca pra 11h" kept the 9h; "ela logo dps q eu
// terminar" sat both at once; "meu moleque… cortar ele tb?" was booked in the client's name on "logo dps de mim
// seria top"; "escova msm… dps do almoço" added the escova to the corte; "minha coloração de sábado dá pra ser de
// manhã?" and "amanhã não vou conseguir às 9h" were no moves; "nem 14h30" and "não vejo problema nenhum" were misread.
import { describe, expect, it } from 'vitest';
import { agreementOf, asksInSequence, isNegationOrHesitation } from '../../consent.js';
import { onlyChecksFirst } from '../../consent-checks-first.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { bookingFor } from './people.js';
import { booksForThem } from './other-name.js';
import { detectIntents } from './intents.js';
import { LATE_RE } from './late-asked.js';
import { impliesMove } from './reschedule-split.js';
import { waivesProfessional } from './team.js';
import { deferredClausesOf } from './deferred-clauses.js';
import { BARBERSHOP_PROFESSIONALS } from './test-fixtures.js';
import { talk } from './test-talk.js';

const now = new Date('2026-03-06T13:00:00Z'); // Friday 06/03/2026, 10:00 in São Paulo
const TZ = 'America/Sao_Paulo';
const read = (message: string) => parseTimePref(normalize(message), now, TZ);

describe('probe45 phrasings', () => {
  it('the time after "troca pra" is the one asked; a time after "nem" is ruled out', () => {
    expect(read('opa nao, 9h eu levo meu filho no futebol 🤦‍♀️ troca pra 11h por favor').exact_min).toBe(11 * 60);
    expect(read('14h nao da nao, vou almoçar c meu chefe. nem 14h30. 15h30 tem?').exact_min).toBe(15 * 60 + 30);
    expect(bookingFor('vou almoçar c meu chefe. nem 14h30')?.name ?? null).toBeNull();
  });

  it('"não vejo problema nenhum, pode marcar" and "se tiver já troca" agree; "ainda não… vou ver" keeps the list', () => {
    expect(agreementOf('nao vejo problema nenhum nao kkk pode marcar', { action: 'book', minutes: 930 })).toBe('agree');
    expect(agreementOf('11h30 pode ser? se tiver ja troca', { action: 'move', minutes: 690 })).not.toBe('none');
    expect(agreementOf('11h30 pode ser?', { action: 'move', minutes: 690 })).toBe('none');
    expect(onlyChecksFirst('hmm ainda nao, deixa eu ver com meu marido primeiro')).toBe(true);
    expect(onlyChecksFirst('nao, deixa eu ver outro dia')).toBe(false);
    expect(isNegationOrHesitation('show, vou juntar uma grana e te chamo kkkk')).toBe(true);
  });

  it('"ela logo dps q eu terminar" orders a party; "levar meu moleque junto… cortar ele tb" is for him', () => {
    expect(asksInSequence('eu prefiro as 15h, e ela logo dps q eu terminar, da?')).toBe(true);
    expect(asksInSequence('eu prefiro as 15h')).toBe(false);
    expect(booksForThem('blz. queria levar meu moleque junto, ele tem 8 anos, da pra cortar ele tb?')).toBe(true);
    expect(booksForThem('vou levar meu filho no futebol')).toBe(false);
  });

  it("a child added beside the client's appointment: his name is asked, a yes without it asks again, the name with a yes books", async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-29T12:00:00Z') }];
    const { out, actions, agenda } = await talk(
      [
        'queria levar meu moleque junto, ele tem 8 anos, da pra cortar ele tb?',
        'logo dps de mim seria top',
        'isso, pode marcar. o nome dele é Davi',
      ],
      { had, calendars: ['c1', 'c2'] },
    );
    expect(out[0]).toMatch(/qual é o nome do seu menino\?/);
    expect(out[1]).toMatch(/qual é o nome do seu menino\?/);
    expect(actions[1]!.filter((a) => a.type === 'book')).toEqual([]);
    expect(actions[2]!.map((a) => a.type)).toEqual(['book']);
    const booked = agenda.schedules.find((r) => r.display_name === 'Davi');
    expect(booked?.start_at.toISOString()).toBe('2025-11-29T12:30:00.000Z');
  });

  it('"barba msm. amanhã qqr hora dps do almoço" switches the service on the table, it adds nothing', async () => {
    const { out } = await talk([
      'oiii, to precisando dar um jeito nesse cabelo urgente kkkk vcs tem horario?',
      'barba msm. amanha qqr hora dps do almoço',
    ]);
    expect(out[1]).toMatch(/Para \*Barba\*/);
    expect(out[1]).not.toMatch(/em seguida/);
  });

  it('an own appointment asked at another time, or a time that cannot be made, is a move', async () => {
    expect(detectIntents(normalize('oi, minha coloração de sabado da pra ser de manha?')).reschedule).toBe(true);
    expect(detectIntents(normalize('minha filha da pra ser as 10?')).reschedule).toBe(false);
    const text = normalize('amanha nao vou conseguir as 9h, tem mais pro fim da manha com a dra fernanda?');
    expect(impliesMove(text, read(text))).toBe(true);
    const had = [
      { serviceId: 's1', calendarId: 'cal-1', startAt: new Date('2025-11-29T16:00:00Z') },
      { serviceId: 's2', calendarId: 'cal-1', startAt: new Date('2025-11-29T18:00:00Z') },
    ];
    const moved = await talk(['oi, meu corte de sabado da pra ser de manha? a barba deixa como ta', '9h é perfeito, pode mudar'], { had });
    expect(moved.actions[1]).toEqual([expect.objectContaining({ type: 'reschedule', schedule_id: 'sch-1' })]);
  });

  it('late with "segura meu horário?" asks the tolerance; "não precisa ser c o Marcos" waives him', () => {
    expect(LATE_RE.test(normalize('oi, to preso no transito 😫 vou chegar umas 10h25, segura meu horario?'))).toBe(true);
    const marcos = BARBERSHOP_PROFESSIONALS.find((p) => p.title === 'Marcos')!;
    expect(waivesProfessional('nao precisa ser c o marcos nao, pode ser qualquer um', marcos)).toBe(true);
    expect(waivesProfessional('com o marcos por favor', marcos)).toBe(false);
  });

  it('a bare "vejo outro dia" after a part put off by name goes with it', () => {
    const { rest, deferred } = deferredClausesOf(
      'o corte sabado 9h pode marcar. a sobrancelha deixa quieto por enquanto, quinta eu saio tarde do servico, vejo outro dia',
    );
    expect(deferred).toEqual(['vejo outro dia']);
    expect(rest).toMatch(/pode marcar/);
    expect(deferredClausesOf('pode ser, vejo outro dia').deferred).toEqual([]);
  });

  it('"vcs fazem luzes?" beside a corte: what is not done is said', async () => {
    const { out } = await talk(['oi amiga, to pensando em cortar e fazer umas luzes... vcs fazem luzes?']);
    expect(out[0]).toMatch(/Não fazemos \*luzes\*/);
  });
});
