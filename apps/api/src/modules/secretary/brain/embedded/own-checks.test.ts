// Checks of what the client holds, said among other things (found re-reading the dev set after probe37): a price
// asked after "aham" is no yes, "é qdo msm?" and "tem mais alguma coisa no meu nome?" list, "…tb tá de pé?" is a check
// (nothing proposed or confirmed), the cancel policy asked beside "não é pra cancelar nada" is answered.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// Thursday 04/12 10:00 a corte, Saturday 06/12 09:00 a barba.
const corteAndBarba = [
  { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-12-04T13:00:00Z') },
  { serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-12-06T12:00:00Z') },
];

describe('checks of what the client holds', () => {
  it('"aham e quanto que tá o corte mesmo" to a proposal: the price, and nothing written', async () => {
    const { out, actions } = await talk(['queria um corte sexta às 16h', 'aham e quanto que tá o corte mesmo'], confirming);
    expect(out[1]).toMatch(/R\$ 45,00.*Posso confirmar/s);
    expect(actions[1]!.some((a) => a.type === 'book')).toBe(false);
  });

  it('"to com um corte marcado ai né, é qdo msm?" says when it is', async () => {
    const { out } = await talk(['opa, to com um corte marcado ai né, é qdo msm? esqueci kkkk'], { ...confirming, had: corteAndBarba });
    expect(out[0]).toMatch(/04\/12, às 10:00/);
  });

  it('"ah sim quinta. e tem mais alguma coisa no meu nome?" lists the others too', async () => {
    const { out } = await talk(['ah sim quinta. e tem mais alguma coisa no meu nome?'], { ...confirming, had: corteAndBarba });
    expect(out[0]).toMatch(/Corte masculino.*04\/12.*\n.*Barba.*06\/12/s);
  });

  it('"e a barba dps do corte tb tá de pé?" is a check: nothing proposed, nothing confirmed', async () => {
    const { out, actions } = await talk(['e a barba dps do corte tb ta de pé?'], { ...confirming, had: corteAndBarba });
    expect(out[0]).toMatch(/Barba.*06\/12, às 09:00/);
    expect(out[0]).not.toMatch(/Posso confirmar|Presença confirmada/);
    expect(actions[0]!.map((a) => a.type)).toEqual(['list_appointments']);
  });

  it('"ah achei q era 10h kkk tranquilo, 11 ta otimo" after the time was said back: taken as said; "e o outro do dia 6 é c quem?" says who', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T14:00:00Z') },
      { serviceId: 's2', calendarId: 'c2', startAt: new Date('2025-12-06T12:00:00Z') },
    ];
    const { out } = await talk(
      ['q horas e meu corte amanha msm?', 'ah achei q era 10h kkk tranquilo, 11 ta otimo', 'e o outro do dia 6 e c quem?'],
      { ...confirming, had },
    );
    expect(out[1]).not.toMatch(/não entendi/);
    expect(out[2]).toMatch(/Barba\* de sábado, 06\/12, às 09:00 é com \*Marcos\*/);
  });

  it('"vcs pedem cancelamento com 24h de antecedência né? não é pra cancelar nada": the policy answered, nothing cancelled', async () => {
    const { out, actions } = await talk(
      ['vcs pedem cancelamento com 24h de antecedencia ne? nao é pra cancelar nada, só quero saber msm'],
      {
        ...confirming,
        had: corteAndBarba,
        settings: { ...confirming.settings, cancelation_observations: 'Pedimos 24 horas de antecedência para cancelar.' },
      },
    );
    expect(out[0]).toMatch(/não cancelei nada.*24 horas de antecedência/s);
    expect(actions[0]!.some((a) => a.type === 'cancel')).toBe(false);
  });

  it('"blz. ele chama Lucas. pode fazer as duas coisas": the booking queued behind the cancel is in his name', async () => {
    const { agenda } = await talk(
      [
        'cancela minha barba de sabado pfv, e marca um corte infantil pro meu filho sexta 15h',
        'blz. ele chama Lucas. pode fazer as duas coisas',
        'sim',
      ],
      { ...confirming, had: corteAndBarba },
    );
    const kid = agenda.schedules.find((s) => s.service_id === 's4' && s.status !== 'canceled');
    expect(kid?.display_name).toBe('Lucas');
  });
});

describe('negations that refuse nothing, and a move put off', () => {
  it('"não precisa ser com o dudu não, qualquer um serve" rules no one out', async () => {
    const { out } = await talk(['nao precisa ser com o dudu nao, qualquer um serve. tem barba amanha as 10h?'], {
      ...confirming,
      busy: [{ serviceId: 's1', calendarId: 'c2', startAt: new Date('2025-11-28T13:00:00Z') }],
    });
    expect(out[0]).toMatch(/Posso confirmar \*Barba\* para sexta-feira, 28\/11, às 10:00/);
  });

  it('"não tenho convênio não… pode marcar" and "não tem problema ser com qualquer um não… marca aí" agree', async () => {
    for (const yes of [
      'nao tenho convenio nao, vai ser particular msm. pode marcar',
      'nao tem problema ser com qualquer um nao. fechado, marca ai',
    ]) {
      const { agenda } = await talk(['tem barba amanha as 10h?', yes], confirming);
      expect(agenda.schedules, yes).toHaveLength(1);
    }
  });

  it('"pode cancelar sim, desculpa o transtorno, depois eu remarco" cancels, and asks no new time', async () => {
    const { out, actions } = await talk(
      ['cancela minha barba de sabado pfv', 'pode cancelar sim, desculpa o transtorno, depois eu remarco'],
      {
        ...confirming,
        had: corteAndBarba,
      },
    );
    expect(actions[1]!.map((a) => a.type)).toEqual(['cancel']);
    expect(out[1]).not.toMatch(/Para qual dia/);
  });

  it('"qnto tempo demora pra fazer o corte?" is the corte\'s own length, even beside an owner\'s FAQ on how long it lasts', async () => {
    const faqs = [{ id: 'f3', question: 'Quanto tempo dura o corte?', answer: 'O corte dura umas 3 semanas.' }];
    const { out, actions } = await talk(['oi, qnto tempo demora pra fazer o corte? e dura qnto tempo depois?', 'e qnto custa?'], {
      ...confirming,
      faqs,
    });
    expect(out[0]).toMatch(/30 min.*3 semanas/s);
    expect(actions[0]!.some((a) => a.type === 'find_slots')).toBe(false);
    expect(out[1]).toMatch(/\*Corte masculino\* custa R\$ 45,00/);
  });
});
