// Answers beside the agenda: a service the business does not do, price with duration, the earliest
// time asked for, and an appointment asked about by its day.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const CHILD_AGE_FAQ = [{ id: 'f1', question: 'A partir de que idade vocês cortam cabelo de criança?', answer: 'A partir de 2 anos.' }];
const talkHere = (messages: string[]) => talk(messages, { settings: { when_answer_about_price: 'always' }, faqs: CHILD_AGE_FAQ });

describe('answers beside the agenda', () => {
  it('says plainly that a service is not done, then lists the services', async () => {
    const { out } = await talkHere(['vcs fazem luzes?']);
    expect(out[0]).toContain('Não fazemos *luzes*');
    expect(out[0]).toContain('Corte masculino');
  });

  it('gives the price and how long it takes when both are asked', async () => {
    const { out } = await talkHere(['quanto custa a barba e quanto tempo demora?']);
    expect(out[0]).toMatch(/Barba\* custa R\$\s?[\d,]+ e leva cerca de \d+ minutos/);
  });

  it('answers a follow-up question with the service just talked about in mind', async () => {
    const { out } = await talkHere(['corte infantil quanto?', 'e a partir de q idade?']);
    expect(out[1]).toContain('2 anos');
  });

  it('takes "pode ser esse" to the list as its first time when the earliest was asked for', async () => {
    // Without the safety layer (this brain alone, no confirmation asked), the chosen time is booked.
    const { out, agenda } = await talkHere(['quero um corte amanhã o mais cedo possível', 'pode ser esse']);
    expect(out[0]).toContain('08:00');
    expect(out[1]).toContain('sexta-feira, 28/11, às 08:00');
    expect(agenda.schedules).toHaveLength(1);
  });
});

describe('files the client asks for', () => {
  const media = [
    { id: 'm-cat', name: 'precos.pdf', kind: 'document', description: 'Catálogo de preços' },
    { id: 'm-fotos', name: 'cortes.png', kind: 'image', description: 'Fotos dos cortes' },
  ];
  const ask = async (message: string) =>
    (await talk([message], { faqs: [], media })).actions[0]!.filter((a) => a.type === 'send_media').map((a) => a.detail);

  it.each([
    ['me manda o catálogo de preços', ['m-cat']],
    ['tem foto dos cortes?', ['m-fotos']],
    ['quero marcar um corte amanhã', []],
    ['manda os horários de sexta', []],
  ])('%s → %j', async (message, ids) => {
    expect(await ask(message)).toEqual(ids);
  });
});

describe('the price asked with a word of the service being booked', () => {
  it('"quanto é o corte?" while booking the Corte infantil is its price', async () => {
    const { out } = await talk(['corte infantil sábado, q horas tem?', 'quanto é o corte?']);
    expect(out[1]).toMatch(/\*Corte infantil\* custa R\$\s?35,00/);
    expect(out[1]).not.toMatch(/Corte masculino/);
  });

  it('a service named in full is still that one', async () => {
    const { out } = await talk(['corte infantil sábado, q horas tem?', 'quanto é o corte masculino?']);
    expect(out[1]).toMatch(/\*Corte masculino\* custa R\$\s?45,00/);
  });
});
