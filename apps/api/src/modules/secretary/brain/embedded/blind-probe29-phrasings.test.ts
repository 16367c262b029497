// What the probe29 set found (session 32): "daria pra fazer um pouco antes?" beside the client's own time, "não é pra
// cancelar não… só queria ver se consigo trocar", "pode marcar sim vlw" right after a write, the day of an opening-
// hours question carried to "tem às 8h então?", a professional named to a visit proposed, and "meu pai (Jorge)".
import { describe, expect, it } from 'vitest';
import { bookingFor } from './people.js';
import { talk } from './test-talk.js';

const confirming = { settings: { is_assistant_schedule_entry_confirm: true }, calendars: ['c1', 'c2'] };
// A Barba held on Friday 28/11 at 10:00 with Dudu (c1).
const had = [{ serviceId: 's2', calendarId: 'c1', startAt: new Date('2025-11-28T13:00:00Z') }];

describe("the client's own appointment", () => {
  it('"minha barba amanhã é às 10h né? daria pra fazer um pouco antes?" asks a move, not a check', async () => {
    const { out, actions } = await talk(['minha barba amanhã é às 10h né? daria pra fazer um pouco antes? vou sair mais cedo do serviço'], {
      ...confirming,
      had,
    });
    expect(out[0]).not.toMatch(/Isso mesmo/);
    expect(out[0]).toMatch(/0[89]:[03]0/);
    expect(actions[0]!.map((a) => a.type)).not.toContain('reschedule');
  });

  it('"não é pra cancelar não… só queria ver se consigo trocar a barba das 10h pras 11h" proposes that move', async () => {
    const { out } = await talk(['não é pra cancelar não hein 😅 só queria ver se consigo trocar a barba de sexta das 10h pras 11h'], {
      ...confirming,
      had,
    });
    expect(out[0]).not.toMatch(/não cancelei nada/);
    expect(out[0]).toMatch(/Barba\* para sexta-feira, 28\/11, às 11:00/);
  });
});

describe('after a write or an answer', () => {
  it('"pode marcar sim vlw" right after the write is its yes again, no new booking', async () => {
    const { out, actions } = await talk(['barba amanhã 10h', 'sim', 'pode marcar sim vlw'], confirming);
    expect(actions[1]!.map((a) => a.type)).toEqual(['book']);
    expect(out[2]).not.toMatch(/Qual serviço/);
    expect(actions[2]).toEqual([]);
  });

  it('"que horas vocês abrem no sábado?" then "tem barba às 9h então?" is Saturday at 9', async () => {
    const { out } = await talk(['que horas vocês abrem no sábado?', 'show. tem barba às 9h então?'], confirming);
    expect(out[1]).toMatch(/Barba\* para sábado, 29\/11, às 09:00/);
  });

  it('"com o Marcos de preferência" to a visit proposed plans it again with him', async () => {
    const { out, actions } = await talk(['barba e corte infantil sexta 10h', 'com o Marcos de preferência'], confirming);
    expect(out[0]).toMatch(/Barba\*[^\n]*com \*Dudu\*/);
    expect(out[1]).toMatch(/Barba\*[^\n]*com \*Marcos\*/);
    expect(actions[1]!.map((a) => a.type)).not.toContain('book');
  });
});

describe('people', () => {
  it('"eu e meu pai com o Marcão? meu pai (Jorge) faz a barba" is for Jorge, never for the barber', () => {
    const said = 'sexta 15h dá pra marcar eu e meu pai com o Marcão? meu pai (Jorge) faz a barba primeiro';
    expect(bookingFor(said)).toEqual({ name: 'Jorge', relation: 'pai' });
    expect(bookingFor('meu filho Heitor')).toEqual({ name: 'Heitor', relation: 'filho' });
  });
});
