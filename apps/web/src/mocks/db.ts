// In-memory data for the msw mocks: the demo seed of the API (Barbearia Demo).
import type { TSessionCompany, TSessionUser } from '@/lib/session/types';

export interface TMockUser extends TSessionUser {
  password?: string;
}

export interface TMockDb {
  users: TMockUser[];
  companies: (TSessionCompany & { member_ids: (string | number)[] })[];
  codes: Map<string, { code: string; action: string; sentAt: number }>;
  outbox: { phone: string; body: string; created_at: string }[];
  seq: number;
}

function demoCompany(): TMockDb['companies'][number] {
  return {
    id: 'c-demo',
    owner_id: 'u-demo',
    member_ids: ['u-demo'],
    slug: 'barbearia-demo',
    name: 'Barbearia Demo',
    field: 'barbearia',
    description: 'Cortes clássicos e modernos, barba e sobrancelha no centro de São Paulo.',
    phone: '+5511999990000',
    website: null,
    instagram: 'barbeariademo',
    google: null,
    address: 'Rua Augusta, 1500 — Consolação, São Paulo - SP',
    day_parts: null,
    is_active: true,
    is_blocked: false,
    timezone: 'America/Sao_Paulo',
    currency: 'BRL',
    assistant_language: 'pt-BR',
    onboarding: { set_workdays: true, add_services: true },
    avatar_url: null,
    cover_url: null,
    integrations: [],
    calendars: [{ id: 'cal-1', title: 'Agenda principal', color: '#7c5cf6' }],
    current_subscription: {
      id: 's-demo',
      status: 'trial',
      is_active: true,
      remaining_days: 7,
      end_at: null,
      plan: { id: 'p-pro', title: 'Profissional' },
    },
    logged_user_company_user: { id: 'cu-demo', role: 'owner', calendar_ids: ['cal-1'] },
  };
}

function createDb(): TMockDb {
  return {
    users: [
      {
        id: 'u-demo',
        name: 'Dono Demo',
        email: 'demo@agendainteligente.com.br',
        phone: '+5511999990000',
        password: 'demo12345',
        role: 'user',
        timezone: 'America/Sao_Paulo',
        last_company_selected_id: 'c-demo',
        avatar_url: null,
      },
    ],
    companies: [demoCompany()],
    codes: new Map(),
    outbox: [],
    seq: 1,
  };
}

export let db = createDb();
export function resetDb() {
  db = createDb();
}

export function tokenFor(userId: string | number) {
  return `mock-token-${userId}-${Date.now()}`;
}

export function userFromAuth(header: string | null): TMockUser | null {
  const m = /^Bearer mock-token-(.+)-\d+$/.exec(header ?? '');
  return m ? (db.users.find((u) => String(u.id) === m[1]) ?? null) : null;
}

export function loggedUserOf(user: TMockUser): TSessionUser {
  const { password: _p, ...rest } = user;
  return {
    ...rest,
    companies: db.companies.filter((c) => c.member_ids.includes(user.id)).map(({ member_ids: _m, ...c }) => c),
  };
}

export const MOCK_PLANS = [
  {
    id: 'p-basic',
    identifier: 'basico',
    title: 'Essencial',
    subtitle: 'Para quem está começando',
    base_value: 9990,
    discount_value: 0,
    total_value: 9990,
    trial_days: 7,
    meta: { features: ['Secretária no WhatsApp', '1 agenda', 'Lembretes automáticos'] },
  },
  {
    id: 'p-pro',
    identifier: 'profissional',
    title: 'Profissional',
    subtitle: 'O mais completo',
    base_value: 19990,
    discount_value: 2000,
    total_value: 17990,
    trial_days: 7,
    meta: { features: ['Tudo do Essencial', 'Até 5 agendas', 'CRM e automações'], highlight: true },
  },
  {
    id: 'p-clinic',
    identifier: 'clinica',
    title: 'Clínica',
    subtitle: 'Equipes maiores',
    base_value: 34990,
    discount_value: 0,
    total_value: 34990,
    trial_days: 7,
    meta: { features: ['Tudo do Profissional', 'Agendas ilimitadas', 'Prontuário'] },
  },
];
