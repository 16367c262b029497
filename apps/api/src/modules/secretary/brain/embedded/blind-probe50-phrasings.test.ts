// What the probe50 set found: "terça cedinho… umas 8h" to a list holding 08:00 was written as a pick; "10h o dele e
// 10h30 o meu" with "com o marcão os dois, um dps do outro" kept the client first and both at 10:00, the boy named
// "Moleque"; "é com a paula né? ela q me indicaram" and "a unha eu tinha marcado junto ou nao?" were not read as about
// the client's own; "precisa levar alguma coisa pra progressiva?" and "tem estacionamento no predio?" listed times;
// "não precisa ser com ela, pode ser com quem tiver" kept her; "…no lugar da escova, meu cabelo ta seco essa semana"
// lost the Friday asked; "já tenho unha marcada sábado… uma escova pra minha filha no msm dia" planned both back to
// back; "q q vcs tem?" offered a haircut; "no msm dia da limpeza de pele, logo antes dela" was not read in a move.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { detectIntents } from './intents.js';
import { matchFaq } from './faq-match.js';
import { mergePref } from './merge-pref.js';
import { normalize } from './text.js';
import { talk } from './test-talk.js';

const at = (day: string, hhmm: string) => new Date(`2025-${day}T${hhmm}:00-03:00`);
const PROPOSE = { is_assistant_schedule_entry_confirm: true };

describe('probe50 phrasings', () => {
  it('a time given roughly ("umas 8h") picks nothing outright; with its yes it agrees', () => {
    const book = { action: 'book' as const, minutes: 8 * 60 };
    expect(agreementOf('terça cedinho, antes do trampo. umas 8h', book)).toBe('none');
    expect(agreementOf('lá pelas 8', book)).toBe('none');
    expect(agreementOf('8h', book)).toBe('select');
    expect(agreementOf('umas 8h, pode marcar', book)).toBe('agree');
  });

  it('each time said of whose it is orders the party, one after the other with the professional named', async () => {
    const { out } = await talk(
      [
        'sexta de manha da pra cortar eu e meu moleque? ele tem 7 anos',
        'pode ser com o dudu os dois, um dps do outro. 10h o dele e 10h30 o meu. ele chama lucas',
      ],
      { settings: PROPOSE, calendars: ['c1', 'c2'] },
    );
    expect(out[0]).toMatch(/para seu menino/);
    expect(out[0]).not.toMatch(/Moleque/);
    expect(out[1]).toMatch(/\*Corte infantil\* para \*Lucas\* às 10:00 com \*Dudu\* e \*Corte masculino\* para você às 10:30 com \*Dudu\*/);
  });

  it('the client asks about their own: who does it (one of two), whether a service is booked too', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '10:00') },
      { serviceId: 's2', calendarId: 'c2', startAt: at('11-29', '11:00') },
    ];
    const who = await talk(
      ['oi, meu corte é quinta ne?', 'sexta 10h ta otimo, nao precisa mudar nao', 'ah e é com o dudu ne? ele q me indicaram'],
      {
        had,
        calendars: ['c1', 'c2'],
      },
    );
    expect(who.out[2]).toMatch(/^Isso! .*\*Corte masculino\* com \*Dudu\*/);
    const held = await talk(['oi meu corte de sexta ta de pé ne?', 'e a barba eu tinha marcado junto ou nao? nao lembro 😅'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(held.out[1]).toMatch(/sábado, 29\/11, às 11:00 é \*Barba\*/);
    expect(held.actions[1]!.map((a) => a.type)).toEqual(['list_appointments']);
  });

  it('what to bring or how to come, asked of a service held, is answered alone; a place thing asks no time', async () => {
    const faqs = [{ id: 'f9', question: 'Precisa levar alguma coisa para o corte?', answer: 'Não precisa levar nada!' }];
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '10:00') }];
    const { out } = await talk(['aah perfeito. precisa levar alguma coisa pro corte?'], { had, faqs, calendars: ['c1', 'c2'] });
    expect(out[0]).toMatch(/Não precisa levar nada!$/);
    expect(out[0]).not.toMatch(/\d{2}:\d{2}/);
    // (Beside the other questions of a salon's FAQ, as in the eval: the match is a near one, 0.43 for 0.42.)
    const salon = [
      { id: 'f1', question: 'Quais formas de pagamento vocês aceitam?', answer: 'Pix, cartões e dinheiro.' },
      { id: 'f2', question: 'Precisa levar alguma coisa para a progressiva?', answer: 'Só venha com o cabelo sem creme ou óleo.' },
      { id: 'f3', question: 'Quanto tempo dura a progressiva?', answer: 'Em média 3 meses.' },
    ];
    expect(matchFaq(normalize('tem q ir com o cabelo lavado ou algo assim?'), salon)?.faq.id).toBe('f2');
    expect(detectIntents(normalize('tem estacionamento no predio?')).weakBook).toBe(false);
    expect(detectIntents(normalize('tem horario amanha?')).weakBook).toBe(true);
  });

  it('"não precisa ser com ele, pode ser com quem tiver" lets the professional asked for go', async () => {
    const busy = [{ serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '09:00') }];
    const { out } = await talk(
      ['queria um corte sexta de manha com o dudu', 'nao precisa ser com ele nao, pode ser com quem tiver. 9h tem?'],
      {
        busy,
        settings: PROPOSE,
        calendars: ['c1', 'c2'],
      },
    );
    // (Dudu is busy at 09:00: the time is someone else's, proposed; this test's agenda names no professional in it.)
    expect(out[1]).toMatch(/^Posso confirmar \*Corte masculino\* para sexta-feira, 28\/11, às 09:00\?$/);
  });

  it('a span said after a day it holds ("sexta" then "essa semana") keeps that day', () => {
    const friday = { date: '2026-03-06', from_min: 300, to_min: 720 };
    expect(mergePref(friday, { date: '2026-03-04', date_to: '2026-03-07' })).toEqual(friday);
    expect(mergePref(friday, { date: '2026-03-09', date_to: '2026-03-14' })).toEqual({
      date: '2026-03-09',
      date_to: '2026-03-14',
      from_min: 300,
      to_min: 720,
    });
  });

  it('a service held, told beside one for a relative that day, is no part of a visit', async () => {
    const had = [{ serviceId: 's2', calendarId: 'c1', startAt: at('11-29', '09:00') }];
    const { out } = await talk(['eu ja tenho barba marcada sabado de manha, mas queria ver um corte pro meu filho no msm dia'], {
      had,
      calendars: ['c1', 'c2'],
    });
    expect(out[0]).toMatch(/\*Corte infantil\* no sábado, 29\/11/);
    expect(out[0]).not.toMatch(/em seguida|seguid/);
  });

  it('"q q vcs tem?" with only a body word lists the services', async () => {
    const { out } = await talk(['to precisando dar um jeito nesse cabelo kkk q q vcs tem?']);
    expect(out[0]).toMatch(/nossos serviços/);
  });

  it('a move "no msm dia da barba, logo antes dela" is proposed ending as the barba starts', async () => {
    const had = [
      { serviceId: 's1', calendarId: 'c1', startAt: at('11-28', '10:00') },
      { serviceId: 's2', calendarId: 'c1', startAt: at('12-02', '14:00') },
    ];
    const { out, actions } = await talk(
      [
        'nao vou conseguir ir no corte de sexta. da pra passar pra semana q vem?',
        'tipo no msm dia da barba, logo antes dela',
        'perfeito, pode mudar',
      ],
      { had, calendars: ['c1', 'c2'] },
    );
    expect(out[1]).toMatch(/terça-feira, 02\/12.*13:30/s);
    expect(actions[2]!.map((a) => a.type)).toEqual(['reschedule']);
  });
});
