// What the probe24 set found (session 31): self-corrections inside a voice note's reason ("quinta não que quinta eu
// tenho jogo sexta…"), a friend named without "minha", a yes that gives the full name, a past visit told before
// the one asked, "ou não precisa" with no question mark, "o primeiro horário" to a list, a time of one's own beside
// appointments held, a FAQ's service carried to "qto tá?", a service priced aside, and FAQ answers that say what to bring.
import { describe, expect, it } from 'vitest';
import { isNegationOrHesitation } from '../../consent.js';
import { servicesAsCorrected } from './corrected-services.js';
import { parseTimePref } from './dates.js';
import { matchFaq } from './faq-match.js';
import { bookingFor, saidName } from './people.js';
import { normalize } from './text.js';
import type { TBrainService } from '../types.js';
import { talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const now = new Date('2026-03-03T12:00:00Z'); // Tuesday 03/03/2026 09:00
const pref = (said: string) => parseTimePref(normalize(said), now, tz);
const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('a voice note corrects itself inside the reason it gives', () => {
  it('another day after the reason\'s own is the day asked ("quinta não que quinta eu tenho jogo sexta de tarde")', () => {
    expect(pref('quinta nao pera quinta nao que quinta eu tenho jogo sexta sexta-feira de tarde tipo umas tres horas')).toEqual({
      date: '2026-03-06',
      exact_min: 15 * 60,
    });
  });

  it('another hour than the one just ruled out is the hour asked ("duas não que eu busco meu neto três horas")', () => {
    expect(pref('de tarde umas duas horas nao pera duas nao que eu busco meu neto tres horas tres horas ta bom').exact_min).toBe(15 * 60);
  });

  it('a reason alone still asks for nothing ("sexta de manhã, que quinta eu trabalho", "nove não, que eu levo meu filho")', () => {
    expect(pref('sexta de manha, que quinta eu trabalho').date).toBe('2026-03-06');
    expect(pref('nove nao, que eu levo meu filho na escola')).toEqual({});
  });

  it('"tem que ir de jejum ou não precisa" (no question mark) refuses nothing; "não precisa" alone still does', () => {
    expect(isNegationOrHesitation('e então tem que ir de jejum ou não precisa')).toBe(false);
    expect(isNegationOrHesitation('não precisa')).toBe(true);
  });
});

describe('who the booking is for', () => {
  it('"vou marcar pra uma amiga, a Fabiana" names the friend, without "minha"', () => {
    expect(bookingFor('oi! vou marcar pra uma amiga, a Fabiana, ela quer fazer sobrancelha quinta')).toEqual({
      name: 'Fabiana',
      relation: 'amiga',
    });
    expect(bookingFor('uma amiga me indicou vocês')).toBeNull();
  });

  it('"pode marcar no nome dela, Fabiana Souza" gives the full name', () => {
    expect(saidName('pode marcar no nome dela, Fabiana Souza')).toBe('Fabiana Souza');
    expect(saidName('pode marcar no nome dela')).toBeNull();
  });
});

describe('what the client asks for', () => {
  const clinic = ['Consulta clínica geral', 'Retorno', 'Consulta nutricional'].map(
    (title, i): TBrainService => ({
      id: `s${i}`,
      title,
      description: null,
      duration_in_minutes: 30,
      price_type: 'fixed',
      price: 0,
      price_max: null,
      synonyms: [],
    }),
  );

  it('"eu fiz uma consulta mês passado… queria marcar esse retorno": the consultation told is no service asked', () => {
    const said = 'então é o seguinte eu fiz uma consulta com o doutor ricardo mês passado e queria marcar esse retorno';
    expect(servicesAsCorrected(said, clinic)).not.toMatch(/consulta/);
    expect(servicesAsCorrected(said, clinic)).toMatch(/retorno/);
  });

  it('"quanto que tá a progressiva" asks the price, not "Quanto tempo dura a progressiva?"', () => {
    // The salon's FAQs of the eval (eval/businesses.ts).
    const faqs = [
      ['Quais formas de pagamento vocês aceitam?', 'Aceitamos Pix, cartões e dinheiro. Parcelamos progressiva em até 3x.'],
      ['Onde fica o salão?', 'Estamos na Av. Brasil, 820, sala 12 — Centro, Campinas.'],
      ['Precisa levar alguma coisa para a progressiva?', 'Não precisa levar nada! Só venha com o cabelo sem creme ou óleo.'],
      ['Quanto tempo dura a progressiva?', 'A progressiva dura em média 3 meses, dependendo dos cuidados em casa.'],
      ['Tem wifi?', 'Temos sim! A senha fica na recepção.'],
    ].map(([question, answer], i) => ({ id: String(i), question: question!, answer: answer! }));
    expect(matchFaq(normalize('e quanto que ta a progressiva'), faqs)).toBeNull();
    expect(matchFaq(normalize('quanto tempo dura a progressiva?'), faqs)?.faq.id).toBe('3');
  });

  it('"preciso levar alguma coisa?" finds the FAQ whose answer says what to bring', () => {
    const faqs = [
      { id: 'j', question: 'Precisa de jejum para a consulta?', answer: 'Não é preciso jejum. Traga seus exames recentes.' },
      { id: 'e', question: 'Tem estacionamento?', answer: 'Sim, com manobrista.' },
    ];
    expect(matchFaq(normalize('obrigada. preciso levar alguma coisa?'), faqs)?.faq.id).toBe('j');
  });
});

describe('in a conversation', () => {
  it('"parcela o corte?" then "qto tá?" prices the corte, and "quero marcar amanhã 15h" books it', async () => {
    const faqs = [{ id: 'f1', question: 'Quais formas de pagamento vocês aceitam?', answer: 'Pix, cartão e dinheiro. Parcelamos em 2x.' }];
    const { out } = await talk(['parcela o corte?', 'qto ta?', 'entao quero marcar amanha as 15h'], { ...confirming, faqs });
    expect(out[1]).toMatch(/\*Corte masculino\* custa R\$\s45,00/);
    expect(out[1]).not.toMatch(/Barba/);
    expect(out[2]).toMatch(/Corte masculino/);
    expect(out[2]).toMatch(/15:00/);
  });

  it('"marcar barba amanhã de manhã, e quanto tá o corte?" prices the corte alone and books the barba alone', async () => {
    const { out, actions } = await talk(['queria marcar barba amanha de manha, e quanto ta o corte?'], confirming);
    expect(out[0]).toMatch(/\*Corte masculino\* custa/);
    expect(out[0]).not.toMatch(/No total/);
    expect(out[0]).not.toMatch(/seguido|em seguida/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('book');
  });

  it('"tenho corte sexta 14h né, consegue jogar mais pro fim da tarde? tipo 17h" is a move, not a check', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T17:00:00Z') }];
    const { out, actions } = await talk(['tenho corte sexta 14h ne, consegue jogar mais pro fim da tarde? tipo 17h', 'sim'], {
      ...confirming,
      had,
    });
    expect(out[0]).toMatch(/17:00/);
    expect(actions[1]!.map((a) => a.type)).toEqual(['reschedule']);
  });

  it('"continua com o Dudu né?" right after a move is answered about the appointment', async () => {
    const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T17:00:00Z') }];
    const { out } = await talk(['passa meu corte de sexta pras 16h', 'isso, pode trocar', 'vlw. continua com o dudu ne?'], {
      ...confirming,
      had,
    });
    expect(out[1]).toMatch(/Remarquei/);
    expect(out[2]).toMatch(/Dudu/);
    expect(out[2]).not.toMatch(/^Por nada/);
  });
});
