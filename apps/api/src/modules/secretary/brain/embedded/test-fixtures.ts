// Shared fixtures of the embedded brain's unit tests: a barbershop's catalogue and settings.
import type { TBrainService, TBrainSettings } from '../types.js';

export const BARBERSHOP_SERVICES: TBrainService[] = [
  { id: 's1', title: 'Corte masculino', description: null, duration_in_minutes: 30, price_type: 'fixed', price: 4500, price_max: null },
  { id: 's2', title: 'Barba', description: null, duration_in_minutes: 30, price_type: 'fixed', price: 3000, price_max: null },
  { id: 's3', title: 'Corte + Barba', description: null, duration_in_minutes: 60, price_type: 'fixed', price: 7000, price_max: null },
  { id: 's4', title: 'Corte infantil', description: null, duration_in_minutes: 30, price_type: 'fixed', price: 3500, price_max: null },
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
  custom_instructions: {},
  when_answer_about_price: 'only_when_asked',
  limit_suggestions_per_period: 3,
  cancelation_observations: null,
  custom_transfer_instructions: null,
  ignore_ai_tool_types: [],
  is_assistant_schedule_entry_confirm: false,
  custom_assistant_schedule_entry_message: null,
};
