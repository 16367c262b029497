// The three businesses of the eval: a barbershop, a salon and a clinic, with their catalogue,
// FAQ and a company created through the same service functions the API uses.
import { CALENDAR_COLORS } from '@agenda/shared/calendar';
import type { TAppContext } from '../src/lib/context.js';
import { createUser } from '../src/modules/users/service.js';
import { storeCompany, updateCompany } from '../src/modules/companies/service.js';
import type { TCompanyUpdateBody } from '@agenda/shared/schemas/company';
import { upsertCalendar, upsertService } from '../src/modules/scheduling/service-catalog.js';
import { upsertFaq } from '../src/modules/secretary/faq.js';
import type { TCompanyAccess } from '../src/modules/companies/access.js';

export type TBusinessKind = 'barbearia' | 'salao' | 'clinica';

interface TServiceSeed {
  title: string;
  duration: number;
  price_type: 'fixed' | 'range' | 'uninformed';
  price?: number;
  price_max?: number;
  /** Calendar titles of the professionals who perform it; every professional when absent. */
  by?: string[];
}

export const BUSINESSES: Record<
  TBusinessKind,
  {
    name: string;
    field: 'barbearia' | 'salao_de_beleza' | 'medicina';
    assistant: string;
    calendars: string[];
    services: TServiceSeed[];
    faqs: Array<[string, string]>;
    settings: TCompanyUpdateBody;
  }
> = {
  barbearia: {
    name: 'Barbearia Navalha de Ouro',
    field: 'barbearia',
    assistant: 'Zé',
    calendars: ['Marcão', 'Dudu'],
    services: [
      { title: 'Corte masculino', duration: 30, price_type: 'fixed', price: 4500 },
      { title: 'Barba', duration: 30, price_type: 'fixed', price: 3500 },
      { title: 'Corte + Barba', duration: 60, price_type: 'fixed', price: 7000 },
      { title: 'Sobrancelha', duration: 15, price_type: 'fixed', price: 1500 },
      { title: 'Corte infantil', duration: 30, price_type: 'fixed', price: 3500, by: ['Marcão'] },
      { title: 'Platinado', duration: 120, price_type: 'range', price: 12000, price_max: 18000, by: ['Dudu'] },
    ],
    faqs: [
      ['Quais formas de pagamento vocês aceitam?', 'Aceitamos Pix, cartão de débito e crédito e dinheiro.'],
      ['Onde fica a barbearia?', 'Ficamos na Rua Augusta, 1500, loja 3 — Consolação, São Paulo.'],
      ['Tem estacionamento?', 'Não temos estacionamento próprio, mas tem um estacionamento conveniado na esquina com 1h grátis.'],
      ['Qual o horário de funcionamento?', 'Atendemos de terça a sábado, das 8h às 12h e das 13h às 18h.'],
      ['Vocês cortam cabelo de criança?', 'Sim! Atendemos crianças a partir de 2 anos com o Corte infantil.'],
      ['Qual a tolerância de atraso?', 'Temos tolerância de 10 minutos. Depois disso o horário pode ser remarcado.'],
    ],
    settings: {
      custom_assistant_name: 'Zé',
      when_answer_about_price: 'only_when_asked',
      limit_suggestions_per_period: 3,
      cancelation_observations: 'Cancelamentos com menos de 2 horas de antecedência podem ser cobrados.',
    },
  },
  salao: {
    name: 'Studio Bella Cabelos',
    field: 'salao_de_beleza',
    assistant: 'Bella',
    calendars: ['Carla', 'Jéssica'],
    services: [
      { title: 'Escova', duration: 45, price_type: 'fixed', price: 6000 },
      { title: 'Corte feminino', duration: 60, price_type: 'fixed', price: 9000, by: ['Carla'] },
      { title: 'Manicure', duration: 45, price_type: 'fixed', price: 3500, by: ['Jéssica'] },
      { title: 'Pedicure', duration: 45, price_type: 'fixed', price: 4000, by: ['Jéssica'] },
      { title: 'Progressiva', duration: 180, price_type: 'range', price: 18000, price_max: 30000, by: ['Carla'] },
      { title: 'Coloração', duration: 120, price_type: 'fixed', price: 15000, by: ['Carla'] },
      { title: 'Hidratação', duration: 45, price_type: 'fixed', price: 7000 },
      { title: 'Design de sobrancelha', duration: 30, price_type: 'fixed', price: 4000, by: ['Jéssica'] },
    ],
    faqs: [
      [
        'Quais formas de pagamento vocês aceitam?',
        'Aceitamos Pix, cartões e dinheiro. Parcelamos progressiva e coloração em até 3x sem juros.',
      ],
      ['Onde fica o salão?', 'Estamos na Av. Brasil, 820, sala 12 — Centro, Campinas.'],
      ['Precisa levar alguma coisa para a progressiva?', 'Não precisa levar nada! Só venha com o cabelo sem creme ou óleo.'],
      ['Quanto tempo dura a progressiva?', 'A progressiva dura em média 3 meses, dependendo dos cuidados em casa.'],
      ['Vocês atendem aos domingos?', 'Não abrimos aos domingos e segundas. Atendemos de terça a sábado.'],
      ['Tem wifi?', 'Temos sim! A senha fica na recepção.'],
    ],
    settings: {
      custom_assistant_name: 'Bella',
      when_answer_about_price: 'always',
      limit_suggestions_per_period: 3,
      cancelation_observations: null,
    },
  },
  clinica: {
    name: 'Clínica Vida Plena',
    field: 'medicina',
    assistant: 'Ana',
    calendars: ['Dra. Fernanda', 'Dr. Ricardo', 'Paula'],
    services: [
      { title: 'Consulta clínica geral', duration: 30, price_type: 'fixed', price: 25000, by: ['Dra. Fernanda', 'Dr. Ricardo'] },
      { title: 'Retorno', duration: 20, price_type: 'uninformed', by: ['Dra. Fernanda', 'Dr. Ricardo'] },
      { title: 'Limpeza de pele', duration: 60, price_type: 'fixed', price: 18000, by: ['Dra. Fernanda'] },
      { title: 'Consulta nutricional', duration: 45, price_type: 'fixed', price: 20000, by: ['Paula'] },
      { title: 'Sessão de fisioterapia', duration: 50, price_type: 'fixed', price: 12000, by: ['Dr. Ricardo'] },
    ],
    faqs: [
      ['Vocês aceitam convênio?', 'Atendemos Unimed e Bradesco Saúde. Para os demais, a consulta é particular com recibo para reembolso.'],
      ['Quais formas de pagamento?', 'Aceitamos Pix, cartão de débito e crédito (até 2x).'],
      ['Onde fica a clínica?', 'Rua Padre Chagas, 300, 4º andar — Moinhos de Vento, Porto Alegre.'],
      ['Precisa de jejum para a consulta?', 'Não é preciso jejum para a consulta. Traga seus exames recentes, se tiver.'],
      ['Tem estacionamento?', 'Sim, temos estacionamento com manobrista no prédio.'],
      ['Qual a tolerância de atraso?', 'A tolerância é de 15 minutos; depois disso a consulta precisa ser remarcada.'],
    ],
    settings: {
      custom_assistant_name: 'Ana',
      when_answer_about_price: 'only_when_asked',
      limit_suggestions_per_period: 3,
      cancelation_observations: 'Pedimos que cancelamentos sejam feitos com 24 horas de antecedência.',
    },
  },
};

let seq = 0;

export async function seedBusiness(ctx: TAppContext, kind: TBusinessKind, overrides: TCompanyUpdateBody = {}, dropFaqs: string[] = []) {
  const b = BUSINESSES[kind];
  seq++;
  const phone = `+55119${String(60000000 + seq).padStart(8, '0')}`;
  const user = await createUser(ctx, { name: 'Dona do negócio', email: `dona${seq}@eval.local`, phone } as never);
  const company = await storeCompany(ctx, user.id, { name: b.name, field: b.field } as never);
  await updateCompany(ctx, company.id, { ...b.settings, ...overrides });
  const access: TCompanyAccess = { companyId: company.id, userId: user.id, role: 'owner', calendarIds: [] };
  const calendars: string[] = [];
  const calendarByTitle = new Map<string, string>();
  for (const [i, title] of b.calendars.entries()) {
    const cal = await upsertCalendar(ctx, access, null, {
      title,
      color: CALENDAR_COLORS[i % CALENDAR_COLORS.length]!,
      min_notice_in_minutes: 0,
    } as never);
    calendars.push(cal.id);
    calendarByTitle.set(title, cal.id);
  }
  const services = new Map<string, string>();
  const performers = new Map<string, string[]>();
  for (const s of b.services) {
    const ids = (s.by ?? b.calendars).map((t) => calendarByTitle.get(t)!);
    const dto = await upsertService(ctx, access, null, {
      title: s.title,
      duration_in_minutes: s.duration,
      price_type: s.price_type,
      price: s.price ?? null,
      price_max: s.price_max ?? null,
      calendar_ids: ids,
    } as never);
    services.set(s.title, dto.id);
    performers.set(s.title, ids);
  }
  const faqs = b.faqs.filter(([question]) => !dropFaqs.some((d) => question.startsWith(d)));
  for (const [i, [question, answer]] of faqs.entries()) await upsertFaq(ctx, company.id, null, { question, answer, order: i });
  return { access, companyId: company.id, calendars, calendarByTitle, services, performers };
}

export type TSeededBusiness = Awaited<ReturnType<typeof seedBusiness>>;
