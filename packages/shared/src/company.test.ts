import { describe, expect, it } from 'vitest';
import {
  ASSIGNABLE_COMPANY_USER_ROLES,
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  companyCategoryOptions,
  COMPANY_USER_ROLE_LABELS,
  CURRENCIES,
  DEFAULT_WORKDAYS,
  MONEY_CURRENCIES,
  ONBOARDING_STEPS,
  ONBOARDING_STEP_INFO,
  ONBOARDING_STEP_ROUTES,
  WHEN_ANSWER_ABOUT_PRICE,
  WHEN_ANSWER_ABOUT_PRICE_LABELS,
  defaultWorkdays,
} from './company';

describe('company choices', () => {
  it('has the 15 categories, each with a Portuguese label', () => {
    expect(COMPANY_CATEGORIES).toHaveLength(15);
    expect(Object.keys(COMPANY_CATEGORY_LABELS).sort()).toEqual([...COMPANY_CATEGORIES].sort());
    expect(COMPANY_CATEGORY_LABELS.salao_de_beleza).toBe('Salão de beleza');
  });

  it('money formatting knows every company currency plus CAD and AUD', () => {
    expect(MONEY_CURRENCIES).toEqual([...CURRENCIES, 'CAD', 'AUD']);
  });

  it('labels every price-answer option', () => {
    for (const v of WHEN_ANSWER_ABOUT_PRICE) expect(WHEN_ANSWER_ABOUT_PRICE_LABELS[v]).toMatch(/\S/);
  });
});

describe('onboarding steps', () => {
  it('are ordered 0 to 4, all required, with the routes of docs/spec.md §2 (plus the professionals step of issue 16)', () => {
    expect(ONBOARDING_STEP_INFO.map((s) => s.step)).toEqual([...ONBOARDING_STEPS]);
    expect(ONBOARDING_STEP_INFO.map((s) => s.order)).toEqual([0, 1, 2, 3, 4]);
    expect(ONBOARDING_STEP_INFO.every((s) => s.required)).toBe(true);
    expect(ONBOARDING_STEP_INFO.map((s) => s.route)).toEqual([
      '/app/horarios-de-funcionamento',
      '/app/horarios-de-funcionamento',
      '/app/servicos',
      '/app/perguntas-frequentes',
      '/app/integracoes/whatsapp',
    ]);
    for (const s of ONBOARDING_STEP_INFO) expect(ONBOARDING_STEP_ROUTES[s.step]).toBe(s.route);
  });
});

describe('company user roles', () => {
  it('never offer the owner when choosing a role', () => {
    expect(ASSIGNABLE_COMPANY_USER_ROLES).toEqual(['admin', 'operation']);
    expect(COMPANY_USER_ROLE_LABELS).toEqual({
      owner: 'Proprietário',
      admin: 'Administrador',
      operation: 'Consultas e agendamentos',
    });
  });
});

describe('default workdays', () => {
  it('cover dow 0..6 starting on Sunday', () => {
    expect(DEFAULT_WORKDAYS.map((d) => d.dow)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DEFAULT_WORKDAYS[0]?.label).toBe('Domingo');
  });

  it('close Sunday and Monday and open Tuesday to Saturday 08-12 and 13-18', () => {
    for (const d of DEFAULT_WORKDAYS) {
      if (d.dow <= 1) {
        expect(d.is_available).toBe(false);
        expect(d.work_hours).toEqual([]);
      } else {
        expect(d.is_available).toBe(true);
        expect(d.work_hours).toEqual([
          { start: '08:00', end: '12:00' },
          { start: '13:00', end: '18:00' },
        ]);
      }
    }
  });

  it('defaultWorkdays() returns copies that do not share hours', () => {
    const days = defaultWorkdays();
    days[2]!.work_hours[0]!.start = '09:00';
    expect(days[3]!.work_hours[0]!.start).toBe('08:00');
    expect(DEFAULT_WORKDAYS[2]!.work_hours[0]!.start).toBe('08:00');
  });
});

describe('business-type choices', () => {
  it('offers beauty trades first, each group in pt-BR alphabetical order, "Outro" last, every category once', () => {
    const labels = companyCategoryOptions().map((o) => o.label);
    expect(labels).toEqual([
      'Barbearia',
      'Clínica de estética',
      'Depilação',
      'Lash designer',
      'Manicure e pedicure',
      'Salão de beleza',
      'Spa e massagem',
      'Agência de marketing',
      'Dentista',
      'Fisioterapia',
      'Imobiliária',
      'Medicina',
      'Nutrição',
      'Tecnologia',
      'Outro',
    ]);
    expect(new Set(companyCategoryOptions().map((o) => o.value))).toEqual(new Set(COMPANY_CATEGORIES));
  });
});
