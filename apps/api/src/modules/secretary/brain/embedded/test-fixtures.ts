// Shared fixtures of the embedded brain's unit tests: a barbershop's catalogue and settings.
import type { TBrainCompanyInfo, TBrainProfessional, TBrainService, TBrainSettings } from '../types.js';

export const BARBERSHOP_SERVICES: TBrainService[] = [
  {
    id: 's1',
    title: 'Corte masculino',
    description: null,
    duration_in_minutes: 30,
    price_type: 'fixed',
    price: 4500,
    price_max: null,
    synonyms: [],
  },
  { id: 's2', title: 'Barba', description: null, duration_in_minutes: 30, price_type: 'fixed', price: 3000, price_max: null, synonyms: [] },
  {
    id: 's3',
    title: 'Corte + Barba',
    description: null,
    duration_in_minutes: 60,
    price_type: 'fixed',
    price: 7000,
    price_max: null,
    synonyms: [],
  },
  {
    id: 's4',
    title: 'Corte infantil',
    description: null,
    duration_in_minutes: 30,
    price_type: 'fixed',
    price: 3500,
    price_max: null,
    synonyms: [],
  },
];
export const BARBERSHOP_SETTINGS: TBrainSettings = {
  company_name: 'Barbearia do Zé',
  timezone: 'America/Sao_Paulo',
  currency: 'BRL',
  assistant_language: 'pt-BR',
  custom_assistant_name: 'Bia',
  custom_greeting: null,
  is_greeting_clients_by_name: true,
  custom_greeting_clients_instructions: null,
  chat_personality_slug: null,
  chat_personality_instructions: null,
  custom_instructions: {},
  when_answer_about_price: 'only_when_asked',
  limit_suggestions_per_period: 3,
  cancelation_observations: null,
  custom_transfer_instructions: null,
  ignore_ai_tool_types: [],
  is_assistant_schedule_entry_confirm: false,
  custom_assistant_schedule_entry_message: null,
};

export const BARBERSHOP_PROFESSIONALS: TBrainProfessional[] = [
  { calendar_id: 'c1', title: 'Dudu', aliases: [], service_ids: ['s1', 's2', 's3', 's4'] },
  { calendar_id: 'c2', title: 'Marcos', aliases: [], service_ids: ['s1', 's2', 's3'] },
];
const TUE_TO_SAT = [
  { start: '09:00', end: '12:00' },
  { start: '13:00', end: '19:00' },
];
export const BARBERSHOP_INFO: TBrainCompanyInfo = {
  address: 'Rua das Flores, 120 - Centro',
  opening_hours: [0, 1, 2, 3, 4, 5, 6].map((dow) => ({ dow, ranges: dow >= 2 && dow <= 6 ? TUE_TO_SAT : [] })),
  day_parts: [
    { key: 'morning', from: '05:00', to: '12:00' },
    { key: 'afternoon', from: '12:00', to: '18:00' },
    { key: 'evening', from: '18:00', to: '23:59' },
  ],
};

/** Services of a clinic, by title, ids k0, k1…: 30 minutes, R$ 100,00. */
export const clinicServices = (titles: string[]): TBrainService[] =>
  titles.map((title, i) => ({
    id: `k${i}`,
    title,
    description: null,
    duration_in_minutes: 30,
    price_type: 'fixed',
    price: 10000,
    price_max: null,
    synonyms: [],
  }));
