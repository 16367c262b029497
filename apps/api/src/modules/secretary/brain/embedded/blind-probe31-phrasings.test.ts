// What the probe31 set found (session 33): a can't-go with a booking verb for the new day is a move, a filler after
// "meu filho" is no name, and a proposal is shown again after a turn of answers only.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// A Corte masculino held on Friday 28/11 at 10:00 with Dudu (c1).
const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];
const TOLERANCE = { id: 'f2', question: 'Qual a tolerância de atraso?', answer: 'A tolerância é de 15 minutos.' };

describe("a can't-go that asks the new time", () => {
  it('"sexta não vou conseguir ir no corte, consegue me marcar sábado msm horário?" moves it, no cancel', async () => {
    const { out } = await talk(['sexta nao vou conseguir ir no corte 😩 consegue me marcar sabado msm horario?'], { ...confirming, had });
    expect(out[0]).not.toMatch(/cancelamento/);
    expect(out[0]).toMatch(/sábado, 29\/11, às 10:00/);
  });

  it('"… agenda pra mim sábado 14h?" moves it there', async () => {
    const { out } = await talk(['sexta nao vou conseguir ir no corte, agenda pra mim sabado 14h?'], { ...confirming, had });
    expect(out[0]).not.toMatch(/cancelamento|Para qual dia/);
    expect(out[0]).toMatch(/sábado, 29\/11, às 14:00/);
  });
});

describe('what the client says around the request', () => {
  it('"do meu filho né ele tem seis anos": "né" is no name', async () => {
    const { out } = await talk(['queria cortar o cabelo do meu filho né ele tem seis anos tem como sabado umas nove e meia'], confirming);
    expect(out[0]).not.toMatch(/\*Né\*/);
  });

  it('a question answered from the FAQ while a time is proposed shows the proposal again', async () => {
    const { out } = await talk(['barba amanhã 10h', 'qual a tolerancia de atraso? as vezes pego transito'], {
      ...confirming,
      faqs: [TOLERANCE],
    });
    expect(out[1]).toContain('15 minutos');
    expect(out[1]).toMatch(/\*Barba\*.*sexta-feira, 28\/11, às 10:00/s);
  });
});
