// The reading of the client's answer to "Posso te colocar na lista de espera…? Quer?": only a yes to
// the offer itself joins; a refusal, a hedge, a question or a pick of one of the times shown never does.
import { describe, expect, it } from 'vitest';
import { isBareNo, sawWaitlistOffer, spokenDay, waitlistAnswerOf, waitlistOfferText } from './waitlist-consent.js';

describe('the answer to a waitlist offer', () => {
  it.each([
    'quero',
    'pode',
    'sim, me coloca',
    'Sim!',
    'pode sim',
    'me coloca na lista',
    'quero entrar na lista de espera',
    'me avisa sim',
    '👍',
    'ok',
  ])('%s is a yes', (m) => expect(waitlistAnswerOf(m)).toBe('yes'));

  it.each(['não precisa', 'não', 'não, obrigado', 'acho que não', 'vou pensar', 'deixa pra lá', 'talvez', 'agora não'])('%s is a no', (m) =>
    expect(waitlistAnswerOf(m)).toBe('no'),
  );

  it.each([
    'o primeiro',
    'pode ser o segundo',
    '15h30',
    'quero às 10h',
    'sexta então',
    'pode ser amanhã de manhã',
    'quero sim, dia 28',
    'como funciona a lista?',
    'tem outro dia?',
    'quanto custa?',
    'qual o endereço',
  ])('%s is no answer to the offer (a pick, another day or a question)', (m) => expect(waitlistAnswerOf(m)).toBe('none'));

  it('tells a bare refusal from a no that asks for something else', () => {
    for (const m of ['não precisa', 'Não, obrigado!', 'não precisa, obrigada', 'nao', 'dispenso']) expect(isBareNo(m), m).toBe(true);
    for (const m of ['não, quero o primeiro', 'nenhum desses, tem sábado?', 'não posso nesse horário']) expect(isBareNo(m), m).toBe(false);
  });
});

describe('the offer text', () => {
  it('names the list, the service, the professional, the day and the part of it asked for', () => {
    const text = waitlistOfferText({ service: 'Corte', professional: 'Ana', date: '2026-11-27', window: { from: 780, to: 1080 } });
    expect(text).toBe(
      'Se preferir esperar, posso te colocar na lista de espera de *Corte* com *Ana* para sexta-feira, 27/11, entre 13:00 e 18:00: se abrir uma vaga, eu te aviso aqui. Quer?',
    );
    expect(spokenDay('2026-11-28')).toBe('sábado, 28/11');
    // "de manhã" (05:00–12:00) as the client said it, never "entre 05:00 e 12:00".
    const morning = waitlistOfferText({ service: 'Retorno', professional: null, date: '2026-11-27', window: { from: 300, to: 720 } });
    expect(morning).toContain('para sexta-feira, 27/11, de manhã:');
  });

  it('is seen only when the last reply named the list and that date', () => {
    const text = waitlistOfferText({ service: 'Corte', professional: null, date: '2026-11-27', window: null });
    expect(sawWaitlistOffer(`Não tenho vaga.\n\n${text}`, '2026-11-27')).toBe(true);
    expect(sawWaitlistOffer(text, '2026-11-28')).toBe(false);
    expect(sawWaitlistOffer('Tenho sexta-feira, 27/11 às 15:00. Quer?', '2026-11-27')).toBe(false);
    expect(sawWaitlistOffer(null, '2026-11-27')).toBe(false);
  });
});
