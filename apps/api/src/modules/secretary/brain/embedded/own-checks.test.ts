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
