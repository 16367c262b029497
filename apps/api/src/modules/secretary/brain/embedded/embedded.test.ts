import { describe, expect, it } from 'vitest';
import { embeddedBrain } from './dialogue.js';
import { parseTimePref } from './dates.js';
import { normalize } from './text.js';
import { matchService } from './match.js';
import { matchFaq } from './faq-match.js';
import { sentimentOf } from './intents.js';
import { memoryAgenda } from '../memory-tools.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES, BARBERSHOP_SETTINGS } from './test-fixtures.js';
import { TALK_NOW, talk } from './test-talk.js';

const services = BARBERSHOP_SERVICES;
const settings = BARBERSHOP_SETTINGS;
// Thursday 2025-11-27 10:00 in São Paulo.
const NOW = TALK_NOW;
const TZ = 'America/Sao_Paulo';

describe('embedded brain (pure core)', () => {
  it('is deterministic for the same conversation, settings and clock', async () => {
    const a = await talk(['oi, tem horário pra corte amanhã de tarde?', 'pode ser o segundo']);
    const b = await talk(['oi, tem horário pra corte amanhã de tarde?', 'pode ser o segundo']);
    expect(a.out).toEqual(b.out);
    expect(a.out[0]).toContain('sexta-feira, 28/11');
    expect(a.out[1]).toContain('sexta-feira, 28/11, às 15:30');
    expect(a.agenda.schedules).toHaveLength(1);
  });

  it('books an exact time in one message and offers the nearest times when it is taken', async () => {
    const { out, agenda } = await talk(['quero marcar barba sexta às 9h', 'e também corte sexta às 9h']);
    expect(out[0]).toContain('agendado para sexta-feira, 28/11, às 09:00');
    expect(out[1]).toContain('Não tenho vaga');
    expect(agenda.schedules).toHaveLength(1);
  });

  it('asks before booking when the company wants a confirmation', async () => {
    const { out, agenda } = await talk(['corte sábado 10h', 'sim'], {
      settings: { is_assistant_schedule_entry_confirm: true, custom_assistant_schedule_entry_message: 'Confira:' },
    });
    expect(out[0]).toContain('Confira:');
    expect(out[0]).toContain('Posso confirmar');
    expect(out[1]).toContain('agendado');
    expect(agenda.schedules).toHaveLength(1);
  });

  it('obeys when_answer_about_price', async () => {
    expect((await talk(['quanto custa a barba?'])).out[0]).toContain('R$ 30,00');
    expect((await talk(['quanto custa a barba?'], { settings: { when_answer_about_price: 'never' } })).out[0]).not.toContain('R$');
  });

  it('transfers to a person on request', async () => {
    const r = await embeddedBrain.turn({
      now: NOW,
      settings,
      services,
      professionals: BARBERSHOP_PROFESSIONALS,
      company: BARBERSHOP_INFO,
      faqs: [],
      client: { id: 'c', name: null },
      messages: ['quero falar com um atendente'],
      history: [],
      state: {},
      tools: memoryAgenda({ services }).tools,
    });
    expect(r.transfer).toEqual({ reason: 'client_asked' });
  });
});

describe('Portuguese understanding', () => {
  const pref = (t: string) => parseTimePref(normalize(t), NOW, TZ);
  it.each([
    ['amanhã de tarde', { date: '2025-11-28', from_min: 720, to_min: 1080 }],
    ['sábado de manhã', { date: '2025-11-29', from_min: 300, to_min: 720 }],
    ['depois das 18h', { from_min: 1080 }],
    ['dia 5', { date: '2025-12-05' }],
    ['05/12 às 14h30', { date: '2025-12-05', exact_min: 870 }],
    ['semana que vem', { date: '2025-12-01', date_to: '2025-12-07' }],
    ['boa tarde! sexta às 16h', { date: '2025-11-28', exact_min: 960 }],
    ['hoje às 3 da tarde', { date: '2025-11-27', exact_min: 900 }],
  ])('%s', (text, expected) => {
    expect(pref(text)).toEqual(expected);
  });

  it('finds services with typos and synonyms, preferring the default variant', () => {
    const svc = (t: string) => matchService(normalize(t), services)?.service.title ?? null;
    expect(svc('quero cortar o cabelo')).toBe('Corte masculino');
    expect(svc('corte e barba')).toBe('Corte + Barba');
    expect(svc('fazer a barbaa')).toBe('Barba');
    expect(svc('corte pro meu filho')).toBe('Corte infantil');
    expect(svc('um corte pro meu moleque')).toBe('Corte infantil');
    expect(svc('corte pro sobrinho de 7 anos')).toBe('Corte infantil');
    expect(svc('corte, tenho 30 anos')).toBe('Corte masculino');
    expect(svc('aceita cartão?')).toBeNull();
  });

  it('matches FAQ questions by meaning words', () => {
    expect(
      matchFaq(normalize('vcs aceitam pix?'), [{ id: 'f', question: 'Quais formas de pagamento vocês aceitam?', answer: 'x' }])?.faq.id,
    ).toBe('f');
  });

  it('scores sentiment from −5 to 5', () => {
    expect(sentimentOf(normalize('adorei, muito obrigado!'))).toBeGreaterThan(0);
    expect(sentimentOf(normalize('péssimo atendimento, um absurdo, nunca mais'))).toBeLessThan(0);
    expect(sentimentOf(normalize('quero marcar um corte'))).toBe(0);
  });
});
