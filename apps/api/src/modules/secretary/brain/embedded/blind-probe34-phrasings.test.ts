// What the probe34 set found (session 34): a service put off with "mas fica pra próxima", a new service at the
// proposal's own time, "não é pra mim, é pra minha mãe" said to a proposal, and a late arrival told beside a keep.
import { describe, expect, it } from 'vitest';
import { agreementOf, asksToMove } from '../../consent.js';
import { deferredClausesOf } from './deferred-clauses.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// A Corte masculino held on Friday 28/11 at 10:00 with Dudu (c1).
const had = [{ serviceId: 's1', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];

describe('what the client puts off or changes before the yes', () => {
  it('"barba tb queria mas fica pra proxima" leaves the barba out', () => {
    const { rest } = deferredClausesOf('quero cortar sabado 9h, barba tb queria mas fica pra proxima pq ta apertado');
    expect(rest).not.toMatch(/barba/);
    expect(rest).toMatch(/cortar sabado 9h/);
  });

  it('"faz cabelo e barba entao, msm horario" to a corte proposed: the Corte + Barba at that time', async () => {
    const { out, agenda } = await talk(
      ['corte amanha 16h', 'opa pera, ja q vou ai faz cabelo e barba entao, msm horario', 'fechado'],
      confirming,
    );
    expect(out[1]).toMatch(/\*Corte \+ Barba\*.*28\/11, às 16:00/s);
    expect(agenda.schedules.map((s) => s.service_title)).toEqual(['Corte + Barba']);
  });

  it('"…a barba também no mesmo horário" is no switch of the corte proposed', async () => {
    const { out } = await talk(['corte amanha 16h', 'e a barba tb no msm horario'], confirming);
    expect(out[1]).not.toMatch(/Posso confirmar \*Barba\*/);
  });

  it('"nao é pra mim, é pra minha mae, Lucia" to a proposal: the same proposal, in her name', async () => {
    const { out, agenda } = await talk(
      [
        'barba sabado 10h',
        'ah esqueci de falar, nao é pra mim, é pra minha mae, Lucia 😅 ela nao tem whats ai eu marco pra ela',
        'isso, pode marcar',
      ],
      confirming,
    );
    expect(out[1]).not.toMatch(/não marquei nada/);
    expect(agenda.schedules.map((s) => s.display_name)).toEqual(['Lucia']);
  });
});

describe('the client’s own appointment', () => {
  it('"é c o dudu ou c o marcos?" about it: who does it', async () => {
    const { out } = await talk(['eu tenho horario sexta ne?', 'isso. é c o dudu ou c o marcos?'], { ...confirming, had });
    expect(out[1]).toMatch(/com \*Dudu\*/);
  });

  it('"meu corte é sexta msm ne? q horas": its time, no free times listed', async () => {
    const { out } = await talk(['bom dia, meu corte é sexta msm ne? q horas'], { ...confirming, had });
    expect(out[0]).toMatch(/sexta-feira, 28\/11, às 10:00/);
    expect(out[0]).not.toMatch(/Tenho livre|consigo:/);
  });

  it('"nao vou cancelar nao mas vou atrasar uns 10 min pro corte das 10, tem problema?" moves nothing', async () => {
    const { out, actions } = await talk(
      ['nao vou cancelar nao mas vou atrasar uns 10 min pro corte das 10, tem problema?', 'blz, to indo entao'],
      {
        ...confirming,
        had,
      },
    );
    expect(out[0]).not.toMatch(/remarcar|Para qual dia/);
    expect(out[1]).not.toMatch(/não entendi/);
    expect(actions.flat().filter((a) => a.type === 'reschedule')).toEqual([]);
  });
});

describe('going to a service is no move', () => {
  it('"passar no clinico geral no msm dia" asks no move; "passar no mesmo horário de sábado" does', () => {
    expect(asksToMove('queria aproveitar e passar no clinico geral no msm dia')).toBe(false);
    expect(asksToMove('da pra passar no mesmo horario de sabado')).toBe(true);
    expect(asksToMove('passa na semana que vem')).toBe(true);
  });

  it('a plain yes to a booking proposal still agrees', () => {
    expect(agreementOf('sim', { action: 'book', minutes: 660 })).toBe('agree');
  });
});

describe('the first free time asked for', () => {
  it('"terça ou quarta a tarde, o q tiver primeiro" with the afternoon full: the first after it, alone', async () => {
    const { out } = await talk(['barba sexta a tarde, o q tiver primeiro'], confirming);
    expect(out[0]).not.toMatch(/lista de espera/);
    expect(out[0]).not.toMatch(/2\) /);
  });
});

describe('a FAQ beside the request', () => {
  const kids = { id: 'f7', question: 'Vocês cortam cabelo de criança?', answer: 'Sim! Atendemos crianças a partir de 2 anos.' };
  const parking = { id: 'f8', question: 'Tem estacionamento?', answer: 'Temos estacionamento conveniado ao lado.' };

  it('"so o cabelo msm" names what is wanted: no FAQ about children', async () => {
    const { out } = await talk(['bora dar um tapa no visu amanha, so o cabelo msm, c o dudu. umas 17h tem?'], {
      ...confirming,
      faqs: [kids],
    });
    expect(out[0]).not.toContain('crianças');
    expect(out[0]).toMatch(/\*Corte masculino\*/);
  });

  it('"ela perguntou se tem lugar pra parar o carro ai" (no question mark) is answered', async () => {
    const { out } = await talk(['ah e outra coisa a minha filha ela perguntou se tem lugar pra parar o carro ai'], { faqs: [parking] });
    expect(out[0]).toContain('estacionamento conveniado');
  });
});
