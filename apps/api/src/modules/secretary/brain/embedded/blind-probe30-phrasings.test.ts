// What the probe30 set found (session 33; "…no lugar" as a service switch is in service-switch.integration.test.ts): a service said beside a greeting and a
// FAQ, what the professional always does for the client ("que ele já corta meu cabelo sempre"), "end?", and a
// service only talked about carried to a closed day's next open day.
import { describe, expect, it } from 'vitest';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };

describe('what the client asks', () => {
  it('"boa noite. vcs aceitam pix? preciso de um corte": the answer, and the booking goes on', async () => {
    const { out } = await talk(['boa noite. vcs aceitam pix? preciso de um corte'], confirming);
    expect(out[0]).toMatch(/Pix, cartão e dinheiro/);
    expect(out[0]).toMatch(/Corte masculino/);
    expect(out[0]).not.toMatch(/Como posso te ajudar/);
  });

  it('"com o dudu mesmo que ele que já corta meu cabelo sempre" asks for the barba alone', async () => {
    const { out } = await talk(['queria fazer a barba sabado umas 10 com o dudu mesmo que ele que ja corta meu cabelo sempre'], confirming);
    expect(out[0]).toMatch(/\*Barba\*.*10:00/);
    expect(out[0]).not.toMatch(/Corte/);
  });
});

describe('the service asked', () => {
  it('"às 10 tá ótimo" to "qual serviço?" keeps the time and asks only the service; the service then proposes that time', async () => {
    const { out } = await talk(['tem com o dudu amanhã de manhã?', 'as 10 ta otimo', 'barba'], confirming);
    expect(out[0]).toMatch(/qual serviço/);
    expect(out[1]).toMatch(/às 10:00.*qual serviço/s);
    expect(out[1]).not.toEqual(out[0]);
    expect(out[2]).toMatch(/\*Barba\*.*sexta-feira, 28\/11, às 10:00/);
  });
});

describe('short questions', () => {
  it('"end?" asks the address', async () => {
    const { out } = await talk(['end?']);
    expect(out[0]).toContain('Rua das Flores, 120');
  });

  it('"quanto tá a barba?" then "abre segunda?": the closed day answered, no times of the barba offered', async () => {
    const { out } = await talk(['quanto ta a barba?', 'abre segunda?']);
    expect(out[1]).toMatch(/segunda/i);
    expect(out[1]).not.toMatch(/\d{2}:\d{2}/);
  });
});
