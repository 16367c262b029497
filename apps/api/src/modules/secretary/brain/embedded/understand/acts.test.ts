// Families of phrasings for what a message asks, agreement, negation and hedges.
import { describe, expect, it } from 'vitest';
import type { TFrameActs } from './frame.js';
import { frameOf } from './test-context.js';

describe('acts', () => {
  it.each<[string, keyof TFrameActs]>([
    ['qro marcar um corte', 'book'],
    ['vc consegue me encaixar amn?', 'book'],
    ['preciso cancelar meu horario', 'cancel'],
    ['desmarca pra mim pfv', 'cancel'],
    ['da pra remarcar?', 'move'],
    ['quero passar meu horario pra outro dia', 'move'],
    ['qnto ta a barba', 'price'],
    ['oq vcs fazem?', 'listServices'],
    ['onde fica?', 'address'],
    ['manda a localização', 'address'],
    ['quero falar com um atendente', 'handoff'],
    ['vc é robô?', 'handoff'],
    ['que horas ficou meu horario?', 'myAppointments'],
    ['so queria lembrar que horas ficou', 'myAppointments'],
    ['qual horário eu marquei mesmo amanhã? esqueci kkk', 'myAppointments'],
    ['só confirma q é 10h msm?', 'myAppointments'],
    ['da última vez o marcão me deixou esperando 40 min!!!', 'complaint'],
    ['MANDEI MENSAGEM ONTEM E NINGUÉM RESPONDEU', 'complaint'],
    ['VOCÊS NÃO RESPONDEM', 'complaint'],
    ['confirmo presença', 'confirmPresence'],
    ['absurdo isso, ninguém me responde', 'complaint'],
    ['tem horario sexta?', 'availabilityQuestion'],
    ['tem vaga hj?', 'availabilityQuestion'],
    ['oii bom dia', 'greeting'],
    ['vlw!!', 'thanks'],
    ['obg 🙏', 'thanks'],
    ['flw', 'bye'],
  ])('%s → %s', (text, act) => {
    expect(frameOf(text).acts[act]).toBe(true);
  });
});

describe('agreement and refusal', () => {
  it.each(['pode ser', 'fechado', 'bora', 'show', 'isso', '👍', 'ok', 'sim sim', 'pode marcar', 'fechou então', 'blz', 'pdc', 'top'])(
    '"%s" is yes',
    (text) => {
      expect(frameOf(text).agreement).toBe('yes');
    },
  );
  it.each(['não', 'melhor não', 'nenhum desses', 'n', 'nao da', 'deixa pra lá', '👎'])('"%s" is no', (text) => {
    expect(frameOf(text).agreement).toBe('no');
  });
});

describe('negation, hedges, change of mind', () => {
  it.each([
    ['não quero cancelar', 'cancel'],
    ['n precisa cancelar não', 'cancel'],
    ['não é pra desmarcar', 'cancel'],
    ['nao quero remarcar', 'move'],
    ['não quero marcar nada', 'book'],
  ] as const)('%s denies %s', (text, act) => {
    const f = frameOf(text);
    expect(f.negated[act]).toBe(true);
    expect(f.acts[act === 'move' ? 'move' : act]).toBe(false);
    expect(f.agreement).toBeNull();
  });
  it.each(['acho que sim', 'talvez', 'vou ver e te falo', 'deixa eu ver aqui'])('"%s" is a hedge', (text) => {
    expect(frameOf(text).hedge).toBe(true);
  });
  it.each(['na real prefiro sábado', 'pensando bem, melhor às 15h', 'muda pra sexta', 'na verdade quero barba'])(
    '"%s" changes mind',
    (text) => {
      expect(frameOf(text).changeOfMind).toBe(true);
    },
  );
});

describe('several requests and run-ons', () => {
  it.each([
    ['quanto é o corte? e tem amanhã?', 2],
    ['quanto e o corte e tem amanha de tarde', 2],
    ['oi tudo bem queria saber o preço da barba e tambem quero marcar pra sexta', 2],
    ['aceita pix. quero marcar corte sab', 2],
  ])('%s → %d segments', (text, n) => {
    expect(frameOf(text).segments).toHaveLength(n);
  });
});

describe('sentiment and FAQ', () => {
  it('angry client', () => {
    expect(frameOf('que absurdo, fiquei esperando 40 min 😡').sentiment).toBe('angry');
  });
  it.each([
    ['aceita pix?', 'f-pay'],
    ['aceitam cartao', 'f-pay'],
    ['tem estacionamneto?', 'f-park'],
  ])('%s → %s', (text, id) => {
    expect(frameOf(text).faqId).toBe(id);
  });
});

describe('complaints without negative words', () => {
  it.each(['po mano, fiquei 40 min esperando ontem e nada, sacanagem', 'perdi meu tempo ai hoje', 'furaram meu horario'])(
    '"%s" is angry',
    (text) => {
      const f = frameOf(text);
      expect(f.acts.complaint).toBe(true);
      expect(f.sentiment).toBe('angry');
    },
  );
});
