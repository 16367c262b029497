// Company enums and defaults of docs/spec.md §3 "Company", "Company choices", "Work day" and §6 roles.
// Tuples are `as const` so zod schemas can use them directly: z.enum(COMPANY_CATEGORIES).

// The business types live in their own module: the public company page needs only their labels (issue 17).
export { COMPANY_CATEGORIES, COMPANY_CATEGORY_LABELS, companyCategoryOptions, type TCompanyCategory } from './company-category';

// Currencies a company may choose; the money formatter also knows CAD and AUD.
export const CURRENCIES = ['USD', 'BRL', 'EUR', 'ARS'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

export const MONEY_CURRENCIES = [...CURRENCIES, 'CAD', 'AUD'] as const;
export type TMoneyCurrency = (typeof MONEY_CURRENCIES)[number];

export const CURRENCY_LABELS: Record<TCurrency, string> = {
  USD: 'Dólar americano (USD)',
  BRL: 'Real brasileiro (BRL)',
  EUR: 'Euro (EUR)',
  ARS: 'Peso argentino (ARS)',
};

export const LANGUAGES = ['pt-BR', 'pt-PT', 'es-ES', 'en-US', 'fr-FR'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<TLanguage, string> = {
  'pt-BR': 'Português (Brasil)',
  'pt-PT': 'Português (Portugal)',
  'es-ES': 'Espanhol',
  'en-US': 'Inglês',
  'fr-FR': 'Francês',
};

export const TIMEZONES = ['America/Sao_Paulo', 'America/Cuiaba', 'Europe/Lisbon', 'America/Los_Angeles', 'America/New_York'] as const;
export type TTimezone = (typeof TIMEZONES)[number];

export const TIMEZONE_LABELS: Record<TTimezone, string> = {
  'America/Sao_Paulo': 'Brasília (America/Sao_Paulo)',
  'America/Cuiaba': 'Cuiabá (America/Cuiaba)',
  'Europe/Lisbon': 'Lisboa (Europe/Lisbon)',
  'America/Los_Angeles': 'Los Angeles (America/Los_Angeles)',
  'America/New_York': 'Nova York (America/New_York)',
};

export const CUSTOM_INSTRUCTION_AREAS = ['Client_Entry_Routing', 'Client_Conversational', 'Client_Service_Info'] as const;
export type TCustomInstructionArea = (typeof CUSTOM_INSTRUCTION_AREAS)[number];

export const ONBOARDING_STEPS = ['set_workdays', 'add_professionals', 'add_services', 'add_faqs', 'connect_whatsapp'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingStepInfo {
  readonly step: TOnboardingStep;
  readonly order: number;
  readonly required: boolean;
  readonly route: string;
  readonly label: string;
}

export const ONBOARDING_STEP_INFO: readonly OnboardingStepInfo[] = [
  { step: 'set_workdays', order: 0, required: true, route: '/app/horarios-de-funcionamento', label: 'Definir horários de funcionamento' },
  {
    step: 'add_professionals',
    order: 1,
    required: true,
    route: '/app/horarios-de-funcionamento',
    label: 'Revisar profissionais e seus horários',
  },
  { step: 'add_services', order: 2, required: true, route: '/app/servicos', label: 'Cadastrar serviços' },
  { step: 'add_faqs', order: 3, required: true, route: '/app/perguntas-frequentes', label: 'Cadastrar perguntas frequentes' },
  { step: 'connect_whatsapp', order: 4, required: true, route: '/app/integracoes/whatsapp', label: 'Conectar WhatsApp' },
];

export const ONBOARDING_STEP_ROUTES: Record<TOnboardingStep, string> = {
  set_workdays: '/app/horarios-de-funcionamento',
  add_professionals: '/app/horarios-de-funcionamento',
  add_services: '/app/servicos',
  add_faqs: '/app/perguntas-frequentes',
  connect_whatsapp: '/app/integracoes/whatsapp',
};

export const COMPANY_USER_ROLES = ['owner', 'admin', 'operation'] as const;
export type TCompanyUserRole = (typeof COMPANY_USER_ROLES)[number];

// The owner is derived from company.owner_id, so it is never offered in a role picker.
export const ASSIGNABLE_COMPANY_USER_ROLES = ['admin', 'operation'] as const satisfies readonly TCompanyUserRole[];

export const COMPANY_USER_ROLE_LABELS: Record<TCompanyUserRole, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  operation: 'Consultas e agendamentos',
};

export const AI_TOOL_TYPES = ['schedule', 'conversational'] as const;
export type TAiToolType = (typeof AI_TOOL_TYPES)[number];

// The spec names company.when_answer_about_price but not its values; these are our choice.
export const WHEN_ANSWER_ABOUT_PRICE = ['always', 'only_when_asked', 'never'] as const;
export type TWhenAnswerAboutPrice = (typeof WHEN_ANSWER_ABOUT_PRICE)[number];

export const WHEN_ANSWER_ABOUT_PRICE_LABELS: Record<TWhenAnswerAboutPrice, string> = {
  always: 'Sempre informar o preço',
  only_when_asked: 'Somente quando perguntado',
  never: 'Nunca informar o preço',
};

type TDow = 0 | 1 | 2 | 3 | 4 | 5 | 6;

interface WorkHours {
  start: string;
  end: string;
}

export interface Workday {
  label: string;
  short_label: string;
  dow: TDow;
  is_available: boolean;
  work_hours: WorkHours[];
}

// A function, not a shared array, so editing one day's hours never changes another day.
const defaultWorkHours = (): WorkHours[] => [
  { start: '08:00', end: '12:00' },
  { start: '13:00', end: '18:00' },
];

// dow follows JavaScript's Date#getDay (0 = Sunday) so it lines up with dayjs().day().
export const DEFAULT_WORKDAYS: readonly Readonly<Workday>[] = [
  { label: 'Domingo', short_label: 'Dom', dow: 0, is_available: false, work_hours: [] },
  { label: 'Segunda-feira', short_label: 'Seg', dow: 1, is_available: false, work_hours: [] },
  { label: 'Terça-feira', short_label: 'Ter', dow: 2, is_available: true, work_hours: defaultWorkHours() },
  { label: 'Quarta-feira', short_label: 'Qua', dow: 3, is_available: true, work_hours: defaultWorkHours() },
  { label: 'Quinta-feira', short_label: 'Qui', dow: 4, is_available: true, work_hours: defaultWorkHours() },
  { label: 'Sexta-feira', short_label: 'Sex', dow: 5, is_available: true, work_hours: defaultWorkHours() },
  { label: 'Sábado', short_label: 'Sáb', dow: 6, is_available: true, work_hours: defaultWorkHours() },
];

/** A fresh mutable copy, so a form can edit the defaults without touching the shared constant. */
export function defaultWorkdays(): Workday[] {
  return DEFAULT_WORKDAYS.map((d) => ({ ...d, work_hours: d.work_hours.map((h) => ({ ...h })) }));
}

/** The parts of the day clients name ("de manhã", "à tarde", "à noite"), as local HH:MM bounds. */
export const DAY_PART_KEYS = ['morning', 'afternoon', 'evening'] as const;
export type TDayPartKey = (typeof DAY_PART_KEYS)[number];
export type TDayPartWindows = Record<TDayPartKey, { from: string; to: string }>;
export const DAY_PART_LABELS: Record<TDayPartKey, string> = { morning: 'Manhã', afternoon: 'Tarde', evening: 'Noite' };
/** Defaults an owner may tune per company (a salon that calls 17h "noite"). `to` is exclusive. */
export const DEFAULT_DAY_PARTS: TDayPartWindows = {
  morning: { from: '05:00', to: '12:00' },
  afternoon: { from: '12:00', to: '18:00' },
  evening: { from: '18:00', to: '23:59' },
};
