// One context for the understanding tests: the barbershop fixtures, a Thursday 10:00 in São Paulo.
import type { TBrainFaq } from '../../types.js';
import { BARBERSHOP_INFO, BARBERSHOP_PROFESSIONALS, BARBERSHOP_SERVICES } from '../test-fixtures.js';
import { understand, type TUnderstandContext } from './index.js';

const FAQS: TBrainFaq[] = [
  { id: 'f-pay', question: 'Quais formas de pagamento vocês aceitam?', answer: 'Pix, cartão e dinheiro.' },
  { id: 'f-park', question: 'Tem estacionamento?', answer: 'Tem um conveniado na esquina.' },
];

/** Thursday 2026-03-05 10:00 local (13:00 UTC). */
const CTX: TUnderstandContext = {
  now: new Date('2026-03-05T13:00:00Z'),
  timezone: 'America/Sao_Paulo',
  services: BARBERSHOP_SERVICES.map((s) => (s.id === 's2' ? { ...s, synonyms: ['barbinha', 'tirar o bigode'] } : s)),
  professionals: BARBERSHOP_PROFESSIONALS.map((p) => (p.calendar_id === 'c2' ? { ...p, aliases: ['Marcão'] } : p)),
  company: BARBERSHOP_INFO,
  faqs: FAQS,
};

export const frameOf = (text: string, offered?: string[]) =>
  understand(text, { ...CTX, ...(offered ? { offered: offered.map((t) => ({ start_at: `2026-03-06T${t}:00-03:00` })) } : {}) });
