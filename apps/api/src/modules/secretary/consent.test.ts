// What counts as the client's yes to a proposal: a thumbs-up alone agrees to a booking or a move, never
// to a cancel (which needs its words), and a thumbs-up beside a question or a "não" is no yes.
import { describe, expect, it } from 'vitest';
import { agreementOf, asksToMove, isChangeOfMind, isNegationOrHesitation } from './consent.js';
import { asksAnotherBooking, asksOneMore } from './consent-another-booking.js';
import { closesTalk } from './consent-closing.js';

const book = { action: 'book' as const, minutes: 14 * 60 };

describe('agreementOf', () => {
  it('takes a thumbs-up or OK hand alone as a yes to a booking or a move', () => {
    for (const m of ['👍', '👍🏽', ' 👌 ', '👍👍', '✅']) expect(agreementOf(m, book), m).toBe('agree');
    expect(agreementOf('👍', { action: 'move', minutes: 600 })).toBe('agree');
  });

  it('never takes it as a yes to a cancel, beside a question or a negation, or an empty message', () => {
    expect(agreementOf('👍', { action: 'cancel', minutes: 600 })).toBe('none');
    expect(agreementOf('👍 mas tem mais tarde?', book)).toBe('none');
    expect(agreementOf('não 👍', book)).toBe('none');
    expect(agreementOf('', book)).toBe('none');
    expect(agreementOf('sim', book)).toBe('agree');
  });

  it("takes the proposed move's own verb as a yes, but not with another day or time beside it", () => {
    const move = { action: 'move' as const, minutes: 14 * 60 };
    for (const m of ['pode trocar sim, obrigada', 'isso, pode trocar', 'pode mudar']) expect(agreementOf(m, move), m).toBe('agree');
    for (const m of ['pode trocar pra sexta', 'pode mudar pras 16h', 'mas pode trocar de tarde'])
      expect(agreementOf(m, move), m).toBe('none');
    expect(isChangeOfMind('pode trocar sim', move)).toBe(false);
    expect(isChangeOfMind('pode trocar sim', { action: 'book', minutes: 14 * 60 })).toBe(true);
    // The proposal's own time said with its verb restates it; another time asks for something else.
    expect(agreementOf('isso, pode trocar pra 14h', move)).toBe('agree');
    expect(isChangeOfMind('isso, pode trocar pra 15h', move)).toBe(true);
    // "pode ser, troca então": the verb closing the message; "troca pela barba" names something else.
    expect(agreementOf('pode ser, troca entao', { action: 'replace', minutes: -1 })).toBe('agree');
    expect(agreementOf('pode ser, troca pela barba', { action: 'replace', minutes: -1 })).toBe('none');
    // "pode ser, troca pra sexta 17h" to a move to Friday 17:00 restates it; Saturday, or 16h, does not.
    const friday = { action: 'move' as const, minutes: 17 * 60, weekday: 5 };
    expect(agreementOf('pode ser, troca pra sexta 17h', friday)).toBe('agree');
    expect(agreementOf('pode ser, troca pra sabado 17h', friday)).not.toBe('agree');
    expect(agreementOf('pode ser, troca pra sexta 16h', friday)).toBe('none');
  });
});

describe('a yes to a cancel names no other action', () => {
  const cancel = { action: 'cancel' as const, minutes: 11 * 60 };
  it('"pode passar então" or "pode marcar" to a cancel proposal cancels nothing; "pode cancelar", "pode desmarcar" do', () => {
    for (const m of ['pode passar entao', 'pode marcar', 'sim, agenda pra mim', 'pode remarcar'])
      expect(agreementOf(m, cancel), m).toBe('none');
    for (const m of ['pode cancelar', 'sim', 'pode desmarcar sim', 'cancela']) expect(agreementOf(m, cancel), m).toBe('agree');
  });
  it('"pode cancelar a manicure e marcar a progressiva": the cancel\'s own clause agrees; the booking after it is another request', () => {
    expect(agreementOf('ok pode cancelar a manicure e marcar a progressiva', cancel)).toBe('agree');
    expect(agreementOf('pode marcar a progressiva e cancelar', cancel)).toBe('none');
  });
});

describe('"deixa" and the "não" that refuses nothing', () => {
  it('"já deixa marcado" agrees; "deixa pra lá" does not', () => {
    expect(agreementOf('11h c ele? pode ser, ja deixa marcado', book)).toBe('agree');
    expect(agreementOf('pode deixar marcado', book)).toBe('agree');
    expect(agreementOf('deixa pra lá', book)).toBe('none');
    expect(agreementOf('deixa, vou ver outro dia', book)).toBe('none');
  });
  it('"ah não sabia" is no refusal, "não" still is', () => {
    expect(isNegationOrHesitation('ah não sabia kk, então fecha')).toBe(false);
    expect(isNegationOrHesitation('não tem problema, pode ser')).toBe(false);
    expect(isNegationOrHesitation('não, obrigado')).toBe(true);
  });
  it('reads a hedge written in chat abbreviations ("dps eu vejo") as one', () => {
    expect(isNegationOrHesitation('blz, dps eu vejo isso, brigada 😘')).toBe(true);
    expect(agreementOf('blz, dps eu vejo isso', book)).toBe('none');
    expect(agreementOf('blz', book)).toBe('agree');
    expect(agreementOf('ss pode marcar', book)).toBe('agree');
  });
});

describe('a question whether another appointment stays', () => {
  const move = { action: 'move' as const, minutes: 15 * 60 };
  it('beside a yes, is no question about the proposal', () => {
    expect(agreementOf('isso pode mudar. a nutri de sexta continua igual ne?', move)).toBe('agree');
    expect(isChangeOfMind('isso pode mudar. a nutri de sexta continua igual ne?', move)).toBe(false);
  });
  it('alone, or with a question about the proposal, agrees to nothing', () => {
    expect(agreementOf('a nutri de sexta continua igual ne?', move)).toBe('none');
    expect(agreementOf('pode ser às 15h? a nutri continua igual ne?', move)).toBe('none');
    expect(isChangeOfMind('isso pode mudar pra sexta. a nutri continua igual ne?', move)).toBe(true);
  });
});

describe('a price question beside a yes', () => {
  it('"pode ser... mas qto fica?" is still a question', () => {
    expect(agreementOf('pode ser... mas qto fica?', book)).toBe('none');
  });
});

describe('asksToMove', () => {
  it('reads "adianta meia hora" as a move, never "não adianta nada"', () => {
    expect(asksToMove('adianta meia hora pra mim')).toBe(true);
    expect(asksToMove('não adianta nada fazer a escova e depois hidratar')).toBe(false);
  });
});

describe('the proposed move or switch agreed in its own verb', () => {
  it('"blz, troca" to a switch proposed is a yes; "troca pra sexta" is not', () => {
    const replace = { action: 'replace' as const, minutes: -1 };
    expect(agreementOf('blz, troca', replace)).toBe('agree');
    expect(isChangeOfMind('blz, troca', replace)).toBe(false);
    expect(isChangeOfMind('blz, troca pra sexta', replace)).toBe(true);
  });
});

describe('a question after a leading word is still a question (probe19)', () => {
  it('"e quanto que tá a coloração", "tá e eu posso pagar no cartão né" agree to nothing; a whole yes then a question does', () => {
    for (const m of [
      'e quanto que tá a coloração e dá pra parcelar porque esse mês tá apertado viu',
      'tá e eu posso pagar no cartão né porque o pix tá dando problema',
      'e quanto que tá a coloração',
      'fechado, quanto fica',
      'ah e aceita unimed',
    ])
      expect(agreementOf(m, book), m).toBe('none');
    for (const m of ['ok, pode marcar', 'ta bom', 'e aí pode ser', '15h perfeito, pode marcar. E quanto fica?'])
      expect(agreementOf(m, book), m).toBe('agree');
  });

  it('another appointment asked for, an add-on or a keep ends a move talked about before', () => {
    for (const m of ['queria marcar mais uma sessão pra terça', 'quero aproveitar e fazer escova depois do corte', 'mantém hoje msm, 15h'])
      expect(asksAnotherBooking(m), m).toBe(true);
    for (const m of ['passa pra terça', 'pode marcar']) expect(asksAnotherBooking(m), m).toBe(false);
    // (A keep ends the goal of moving, but it is no new appointment: the dialogue still answers it as a keep.)
    expect(asksOneMore('mantém hoje msm, 15h')).toBe(false);
    expect(asksOneMore('queria marcar mais uma sessão pra terça')).toBe(true);
  });
});

describe('thanks and a goodbye close the talk, they agree to nothing', () => {
  it('"blz, valeu", "ok, obrigada, até terça" are no yes; "fechado, obrigado", "sim, obrigada" are', () => {
    for (const m of ['blz, valeu', 'Ok, obrigada, até terça', 'tá bom então obrigada viu deus abençoe', 'perfeito amg, vlw msm 😘']) {
      expect(closesTalk(m), m).toBe(true);
      expect(agreementOf(m, book), m).toBe('none');
    }
    for (const m of ['Fechado, obrigado!', 'sim, obrigada', 'pode marcar, valeu', 'ok', 'ta bom', 'fechou 16h com o marcão, valeu'])
      expect(agreementOf(m, book), m).toBe('agree');
  });
});
