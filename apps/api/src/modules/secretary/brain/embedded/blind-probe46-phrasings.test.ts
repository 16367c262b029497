// What the probe46 set found: "retorno… no msm horário da consulta de hoje" booked the consulta too, at 08:00;
// "aquele meu com o dudu… cancela" and "o mais demorado" asked which one; "o da unha no sábado dá pra ser dps do
// almoço?" was a new booking; "quarta às dez… minha filha deus te abençoe" booked this week's Wednesday for "Deus";
// "sexta tem meu horário de sempre?" said there was nothing booked; "sim cancela. e quero falar com a dona" neither
// cancelled nor called anyone; "no fds? domingo de preferência" went to Tuesday; "quem faz X? e Y vcs tem?" answered Y.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { withoutKeptClauses } from './kept-clauses.js';
import { normalize } from './text.js';
import { bookingFor } from './people.js';
import { detectIntents } from './intents.js';
import { talk } from './test-talk.js';

// Thursday 27/11/2025 10:00 in São Paulo (test-talk.ts); 12:00Z is 09:00 there.
const at = (iso: string) => new Date(iso);
// Each write proposed first (the brain alone words the proposal itself: "Posso confirmar *X* para …?").
const settings = { is_assistant_schedule_entry_confirm: true };

describe('probe46 phrasings', () => {
  it('"no mesmo horário do corte de hoje" takes that time and adds no corte', async () => {
    const had = [{ serviceId: 's1', calendarId: 'cal-1', startAt: at('2025-11-27T12:00:00Z') }];
    const { out } = await talk(['queria uma barba daqui uma semana, no msm horario do corte de hoje. tem?'], { had, settings });
    expect(out[0]).toMatch(/Posso confirmar \*Barba\* para quinta-feira, 04\/12, às 09:00\?/);
    expect(out[0]).not.toMatch(/em seguida|Corte masculino/);
  });

  it('"aquele meu com o dudu… cancela pra mim?" proposes that cancel; "o mais demorado" is the longest one', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('2025-11-28T20:00:00Z') },
      { serviceId: 's3', calendarId: 'c2', startAt: at('2025-11-29T14:00:00Z') },
    ];
    const cancel = await talk(['aquele meu com o dudu nao vou conseguir ir nao, surgiu uma viagem. cancela pra mim?'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(cancel.out[0]).toMatch(/cancelamento de \*Corte masculino\*/);
    const move = await talk(['aquele meu horario q é o mais demorado, consegue passar pra terça no msm horario?'], {
      had,
      calendars: ['c1', 'c2'],
      settings,
    });
    expect(move.out[0]).toMatch(/Posso confirmar \*Corte \+ Barba\* para terça-feira, 02\/12, às 11:00\?/);
  });

  it('"o da unha no sábado dá pra ser…" is a move; a clause that keeps the other one is left out of the yes', () => {
    expect(detectIntents(normalize('o da barba no sabado da pra ser dps do almoço?')).reschedule).toBe(true);
    expect(detectIntents(normalize('o da tarde da pra ser com o marcos?')).reschedule).toBe(false);
    expect(withoutKeptClauses('14h pode ser, muda só a unha tá? a sobrancelha deixa de manha msm')).not.toMatch(/sobrancelha/);
    expect(agreementOf('14h pode ser, muda só a unha tá?', { action: 'move', minutes: 840 })).not.toBe('none');
    expect(agreementOf('14h pode ser?', { action: 'move', minutes: 840 })).toBe('none');
  });

  it('"minha filha deus te abençoe" calls the secretary dear; a bare weekday is the one just offered', async () => {
    expect(bookingFor('quarta às dez horas tá bom pode marcar minha filha deus te abençoe')).toBeNull();
    expect(bookingFor('pode marcar pra minha filha')?.relation).toBe('filha');
    const tuesday = at('2025-11-25T13:00:00Z');
    const { out, actions } = await talk(
      ['corte quarta da semana que vem às 10?', 'quarta às 10 tá bom pode marcar minha filha, obrigado'],
      {
        now: tuesday,
        settings,
      },
    );
    expect(out[0]).toMatch(/03\/12.*10:00/s);
    expect(actions[1]!.map((a) => a.type)).toEqual(['book']);
    expect(out[1]).toMatch(/\*Corte masculino\*.*03\/12/);
  });

  it('"sexta agora tem meu horário de sempre?" proposes the usual visit again', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c2', startAt: at('2025-11-07T19:00:00Z') },
      { serviceId: 's1', calendarId: 'c2', startAt: at('2025-11-21T19:00:00Z') },
    ];
    const { out } = await talk(['oi! sexta agora tem meu horario de sempre? 🥹'], { had, calendars: ['c1', 'c2'], settings });
    expect(out[0]).toMatch(/Posso confirmar \*Corte masculino\* para sexta-feira, 28\/11, às 16:00\?/);
  });

  it('a service taken back with its reason ("que barba eu fiz semana passada") is not asked', async () => {
    const { out } = await talk(['queria fazer uma barba amanhã não pera corte, corte que barba eu fiz semana passada, depois das 15h']);
    expect(out[0]).toMatch(/\*Corte masculino\*/);
    expect(out[0]).not.toMatch(/Barba|em seguida/);
  });

  it('"sim cancela. e quero falar com a dona sobre essa cobrança" cancels, then calls a person', async () => {
    const had = [{ serviceId: 's1', calendarId: 'cal-1', startAt: at('2025-11-29T12:00:00Z') }];
    const { actions } = await talk(['pode cancelar meu corte de sabado', 'sim cancela. e quero falar com a dona sobre essa cobrança'], {
      had,
    });
    expect(actions[1]!.map((a) => a.type)).toEqual(['cancel', 'transfer_to_human']);
  });

  it('"no fds? domingo de preferência" with Sundays closed looks at that Saturday', async () => {
    const { out } = await talk(['da pra fazer um corte no fds? domingo de preferencia']);
    expect(out[0]).toMatch(/Não abrimos aos domingos/);
    expect(out[0]).toMatch(/sábado, 29\/11/);
  });

  it('"quem faz barba aí? e corte infantil vcs tem?" says who does each, in the order asked', async () => {
    const { out } = await talk(['quem faz barba ai? e corte infantil vcs tem?'], { calendars: ['c1', 'c2'] });
    expect(out[0]).toMatch(/\*Barba\* é com \*Dudu\* e \*Marcos\*\. Quem faz \*Corte infantil\* é \*Dudu\*/);
  });

  it('"tipo meio dia, quinta ou sexta" with a lunch break lists the nearest times of both days', async () => {
    const { out } = await talk(['corte tipo meio dia, sexta ou sabado']);
    expect(out[0]).toMatch(/pausa/);
    expect(out[0]).toMatch(/sexta-feira, 28\/11, às/);
    expect(out[0]).toMatch(/sábado, 29\/11, às/);
  });

  it('probe45\'s last gap: "não fazemos luzes… corte fazemos" then "ah então barba msm. qnto fica cada um?" is a visit of both', async () => {
    const { out } = await talk(['to pensando em cortar e fazer umas luzes... vcs fazem luzes?', 'ah entao barba msm. qnto fica cada um?']);
    expect(out[0]).toMatch(/Não fazemos \*luzes\*/);
    expect(out[1]).toMatch(/\*Corte masculino\* custa .*\n\*Barba\* custa/);
    expect(out[1]).toMatch(/\*Corte masculino\*.*em seguida \*Barba\*/);
    const instead = await talk(['to pensando em cortar e fazer umas luzes... vcs fazem luzes?', 'ah entao so a barba msm']);
    expect(instead.out[1]).not.toMatch(/em seguida/);
  });
});
