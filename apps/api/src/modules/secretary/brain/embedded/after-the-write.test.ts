// What clients write after a booking or while one is proposed (probe16): a question never agrees or changes the
// proposal, a relative named for their event is no one to book for, "agora" in a story is no day, and the
// client's own appointment anchors "logo depois de mim" and a confirmation said of the wrong day.
import { describe, expect, it } from 'vitest';
import { agreementOf } from '../../consent.js';
import { parseTimePref } from './dates.js';
import { detectIntents } from './intents.js';
import { matchFaq } from './faq-match.js';
import { bookingFor } from './people.js';
import { keptClausesOf } from './kept-clauses.js';
import { normalize } from './text.js';
import { TALK_NOW, talk } from './test-talk.js';

const tz = 'America/Sao_Paulo';
const confirming = { settings: { is_assistant_schedule_entry_confirm: true } };
const writes = (actions: Array<{ type: string }> | undefined) =>
  (actions ?? []).filter((a) => ['book', 'reschedule', 'cancel', 'confirm'].includes(a.type)).map((a) => a.type);

describe('a question is never a yes', () => {
  it('"confirma pra mim como é que ficou os horários" asks, it does not agree', () => {
    expect(agreementOf('ô zé confirma pra mim aí como é que ficou os horário meu e do meu pai', { action: 'book', minutes: -1 })).toBe(
      'none',
    );
    expect(agreementOf('pode confirmar', { action: 'book', minutes: -1 })).toBe('agree');
  });

  it('a sentence of yes, then a question of its own, agrees; a yes asked does not', () => {
    const book = { action: 'book' as const, minutes: 900 };
    expect(agreementOf('15h perfeito, pode marcar. E qual a política de cancelamento?', book)).not.toBe('none');
    expect(agreementOf('pode marcar? quanto fica?', book)).toBe('none');
    expect(agreementOf('ok. tem com o João?', book)).toBe('none');
    expect(agreementOf('pode marcar. tem sábado também?', book)).toBe('none');
  });

  it('"isso, pode trocar pra quarta então" agrees to a move to Wednesday, not to one on Thursday', () => {
    expect(agreementOf('Isso, pode trocar pra quarta então', { action: 'move', minutes: 630, weekday: 3 })).toBe('agree');
    // (Another day: no yes; the guard also refuses a weekday other than the proposal's.)
    expect(agreementOf('Isso, pode trocar pra quarta então', { action: 'move', minutes: 630, weekday: 4 })).not.toBe('agree');
  });
});

describe('slang', () => {
  it('"suave, 9h tá de boa" agrees; "qualquer horário de manhã" gets one time proposed, not a list', async () => {
    expect(agreementOf('suave, 9h ta de boa, qualquer um', { action: 'book', minutes: 540 })).toBe('agree');
    const r = await talk(['tem corte sexta? qualquer horário de manhã tá suave', 'firmeza 👍', 'suave'], confirming);
    expect(r.out[0]).toMatch(/o primeiro horário livre é às 08:00/);
    // (The fixture's proposal names no professional, so the first yes gets the full proposal to agree to.)
    expect(r.out[1]).toMatch(/sexta-feira, 28\/11, às 08:00/);
    expect(writes(r.actions.flat())).toEqual(['book']);
  });
});

describe('words that only look like a request', () => {
  it('"agora" in a story is no day; "tem agora?" is today', () => {
    expect(parseTimePref('mas agora queria pagar no pix', TALK_NOW, tz)).toEqual({});
    expect(parseTimePref('tem agora?', TALK_NOW, tz).date).toBe('2025-11-27');
  });

  it('the relative whose wedding it is, or the time beside a relative, names no one to book for', () => {
    expect(bookingFor('eu tenho um casamento no sábado né da minha sobrinha e aí eu queria fazer a escova')).toBeNull();
    expect(bookingFor('ah pera, vou almoçar com minha mãe 12h... o do meio então')?.name).toBeNull();
    expect(bookingFor('quero marcar o corte do meu filho')?.relation).toBe('filho');
  });

  it('"o corte de sexta continua, né? 10h?" asks about the own appointment', () => {
    expect(detectIntents(normalize('e o corte de sexta continua né? 10h?')).myAppointments).toBe(true);
    expect(detectIntents(normalize('meu horário tá de pé?')).myAppointments).toBe(true);
    expect(detectIntents(normalize('ficou só um horário né? n quero pagar dois kkkk')).myAppointments).toBe(true);
  });
});

describe("the client's own appointment as the reference", () => {
  it('"queria confirmar meu corte de sábado" when it is on Friday: said back, nothing confirmed', async () => {
    const r = await talk(['corte sexta às 10h', 'sim', 'valeu', 'queria confirmar meu corte de sábado'], confirming);
    expect(r.out[3]).toMatch(/Não encontrei horário seu no sábado/);
    expect(r.out[3]).toMatch(/sexta-feira, 28\/11, às 10:00/);
    expect(writes(r.actions[3])).toEqual([]);
  });

  it('"dá pra encaixar meu filho logo dps de mim?" looks right after the own appointment, on its day', async () => {
    const r = await talk(
      ['corte sexta às 10h', 'sim', 'valeu', 'queria levar meu filho tb, corte infantil, dá pra encaixar ele logo dps de mim?'],
      confirming,
    );
    expect(r.out[3]).toMatch(/sexta-feira, 28\/11/);
    expect(r.out[3]).toMatch(/10:30/);
    expect(writes(r.actions[3])).toEqual([]);
  });
});

describe('a question answered while a time is proposed', () => {
  it('the proposal is shown again after the answer, and the yes after it writes that one', async () => {
    const r = await talk(
      ['corte sexta às 10h', 'vcs aceitam pix? porque da última vez paguei no cartão mas agora queria pagar no pix', 'beleza então'],
      confirming,
    );
    expect(r.out[1]).toMatch(/Pix/);
    expect(r.out[1]).toMatch(/sexta-feira, 28\/11, às 10:00/);
    expect(writes(r.actions[2])).toEqual(['book']);
  });
});

describe('what the client checks or supposes', () => {
  it('"tenho X sexta, né?" and "sexta eu tenho o que marcado?" ask about the own appointments; a request after it does not', () => {
    expect(detectIntents(normalize('quinta tenho mão e pé né?')).myAppointments).toBe(true);
    expect(detectIntents(normalize('sexta eu tenho o que marcado mesmo? esqueci kkk')).myAppointments).toBe(true);
    expect(detectIntents(normalize('a da fisio é com o dr ricardo mesmo, né?')).myAppointments).toBe(true);
    expect(detectIntents(normalize('sábado tenho corte às 9 né? dá pra fazer barba antes?')).myAppointments).toBe(false);
  });

  it('"qual a política de cancelamento?" and "queria saber o valor" ask, they request nothing', () => {
    expect(detectIntents(normalize('e qual a política de cancelamento?')).cancel).toBe(false);
    expect(detectIntents(normalize('queria saber o valor da limpeza de pele')).weakBook).toBe(false);
  });

  it('"se eu precisar cancelar em cima da hora, tem multa?" is no cancel: the policy is said', async () => {
    expect(detectIntents(normalize('e se eu precisar cancelar em cima da hora, tem multa?')).cancel).toBe(false);
    const r = await talk(['corte sexta às 10h', 'sim', 'se eu precisar cancelar em cima da hora tem multa?'], {
      settings: {
        is_assistant_schedule_entry_confirm: true,
        cancelation_observations: 'Cancelamentos com menos de 2 horas podem ser cobrados.',
      },
    });
    expect(r.out[2]).toMatch(/menos de 2 horas/);
    expect(writes(r.actions[2])).toEqual([]);
  });

  it('"pera, q horas era msm?" to a cancel proposal keeps it and says its time', async () => {
    const r = await talk(
      ['corte sexta às 10h', 'sim', 'valeu', 'to pensando em cancelar meu corte de sexta', 'pera, q horas era msm?'],
      confirming,
    );
    expect(r.out[4]).toMatch(/mantive seu horário/);
    expect(r.out[4]).toMatch(/10:00/);
    expect(writes(r.actions[4])).toEqual([]);
  });

  it('"então por enquanto deixa marcado" keeps; "queria deixar marcado um corte" still books', async () => {
    const r = await talk(['corte sexta às 10h', 'sim', 'valeu', 'então por enquanto deixa marcado, amanhã eu te confirmo'], confirming);
    // (No cancel was talked about: the appointment is said back as kept, without "não cancelei".)
    expect(r.out[3]).toMatch(/fica tudo como está.*Corte masculino/);
    expect(r.out[3]).not.toMatch(/tenho livre|Qual serviço/);
  });

  it('"então fica msm" is no question about the address; "fica aonde?" is', () => {
    const faqs = [{ id: 'a', question: 'Onde fica a barbearia?', answer: 'Rua Augusta' }];
    expect(matchFaq(normalize('blz, entao fica msm. vlw'), faqs)).toBeNull();
    expect(matchFaq(normalize('fica aonde a barbearia?'), faqs)?.faq.id).toBe('a');
  });
});

describe('beside a cancel, a price', () => {
  it('"sim pode cancelar a barba. o corte de sexta cancela não hein" keeps the corte out of the cancel', () => {
    const { rest, kept } = keptClausesOf('sim pode cancelar a barba. o corte de sexta cancela nao hein kkk');
    expect(kept).toHaveLength(1);
    expect(rest).toBe('sim pode cancelar a barba.');
    // A condition is no keep: "…se tiver sexta à tarde, mas se não tiver não precisa cancelar não tá, aí eu vou amanhã".
    expect(keptClausesOf('passa pra sexta à tarde, mas se não tiver não precisa cancelar não tá, aí eu vou amanhã').kept).toEqual([]);
  });

  it('"quanto tá o corte?" then "sexta de manhã dá?" looks at the corte on Friday morning', async () => {
    const r = await talk(['quanto tá o corte?', 'sexta de manhã dá?'], confirming);
    expect(r.out[1]).toMatch(/sexta-feira, 28\/11/);
    expect(r.out[1]).toMatch(/Corte masculino/);
  });
});

describe('a price and a payment question joined by "e"', () => {
  it('"quanto custa e pode parcelar?" answers both', async () => {
    const r = await talk(['quero corte sexta', 'quanto custa e pode parcelar?'], confirming);
    expect(r.out[1]).toMatch(/R\$ 45,00/);
    expect(r.out[1]).toMatch(/Pix|cart/i);
  });
});

describe('a question about the proposal on the table (probe16 offered-ref-02, slang-04)', () => {
  const team = { ...confirming, calendars: ['c1', 'c2'] };

  it('"vai ser com o Marcos né?" gets a yes and the same proposal; a plain yes then books it', async () => {
    const r = await talk(['quero um corte sexta 10h com o Marcos', 'vai ser com o Marcos né?', 'fechado'], team);
    // (The fixture's proposal names no professional: the safety layer's text does, in the product.)
    expect(r.out[0]).toMatch(/sexta-feira, 28\/11, às 10:00/);
    expect(r.out[1]).toMatch(/^Isso, com \*Marcos\*/);
    expect(r.out[1]).toMatch(/sexta-feira, 28\/11, às 10:00/);
    expect(writes(r.actions[1])).toEqual([]);
    expect(writes(r.actions[2])).toEqual(['book']);
  });

  it('"vai ser com o Dudu né?" to a proposal with Marcos is no yes about it: nothing written on it', async () => {
    const r = await talk(['quero um corte sexta 10h com o Marcos', 'vai ser com o Dudu né?'], team);
    expect(r.out[1]).not.toMatch(/^Isso, com/);
    expect(writes(r.actions[1])).toEqual([]);
  });

  it('"tenho que ir com o cabelo lavado?" about the service proposed keeps the proposal (not the list again)', async () => {
    const r = await talk(
      ['tem corte sábado de manhã?', 'e 13h sábado?', 'e tenho q ir c o cabelo lavado ou n precisa?', 'blz, pode marcar'],
      team,
    );
    expect(r.out[1]).toMatch(/sábado, 29\/11, às 13:00/);
    // The morning asked first is no longer the request: the 13:00 proposed is shown again.
    expect(r.out[2]).toMatch(/sábado, 29\/11, às 13:00/);
    expect(r.out[2]).not.toMatch(/1\)/);
    expect(writes(r.actions.slice(0, 3).flat())).toEqual([]);
    expect(writes(r.actions[3])).toEqual(['book']);
  });
});
