// Mock state of extra features and the affiliate area, one per mock db (reset with it).
import { formatMoney } from '@agenda/shared/money';
import type { TAffiliateHome } from '@agenda/shared/schemas/affiliates-dto';
import { EXTRA_FEATURES, EXTRA_FEATURE_INFO, type TExtraFeature } from '@agenda/shared/subscription';
import { db } from '../../db';

const DAY = 86_400_000;

interface TBillingExtrasState {
  /** Bought features, with the instant they stop (null = on). */
  bought: Map<TExtraFeature, string | null>;
  inPlan: TExtraFeature[];
  periodStart: number;
  periodEnd: number;
  inTrial: boolean;
  affiliate: TAffiliateHome;
}

const TITLES: Record<TExtraFeature, string> = {
  company_media: 'Envie fotos, vídeos e arquivos da empresa para a assistente usar nas conversas.',
  instagram: 'A assistente responde as mensagens diretas do Instagram da empresa.',
  calendar: 'Mais uma agenda para outro profissional ou sala, com horários próprios.',
  client_records: 'Prontuário de cada cliente com avaliações, observações, restrições, fotos, vídeos e áudios.',
  automations: 'Mensagens automáticas antes e depois dos agendamentos, cancelamentos e interesses.',
};

function seed(): TBillingExtrasState {
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  return {
    bought: new Map(),
    inPlan: [],
    periodStart: now - 10 * DAY,
    periodEnd: now + 20 * DAY,
    inTrial: false,
    affiliate: {
      sharing_code: 'DEMO2026',
      link_path: '/afiliados/meu-link/DEMO2026',
      commission_percent: 20,
      commission_months: 12,
      totals: { referrals: 3, conversions: 2, commissions_total: 11_818, payouts_due: 7_878, paid_out: 3_940 },
      payouts_due: [
        { month: iso(25).slice(0, 7), amount: 3_940 },
        { month: iso(2).slice(0, 7), amount: 3_938 },
      ],
      referrals: [
        { id: 'r-3', name: 'Marina', created_at: iso(3), converted_at: null, companies: ['Estúdio Marina Nails'] },
        { id: 'r-2', name: 'Carlos', created_at: iso(40), converted_at: iso(33), companies: ['Barbearia do Carlos'] },
        { id: 'r-1', name: 'Juliana', created_at: iso(70), converted_at: iso(62), companies: ['Clínica Bem Estar', 'Bem Estar Centro'] },
      ],
      commissions: [
        {
          id: 'cm-3',
          created_at: iso(2),
          company_name: 'Barbearia do Carlos',
          bill_value: 19_690,
          rate_basis_points: 2000,
          amount: 3_938,
          status: 'pending',
          paid_out_at: null,
        },
        {
          id: 'cm-2',
          created_at: iso(25),
          company_name: 'Clínica Bem Estar',
          bill_value: 19_700,
          rate_basis_points: 2000,
          amount: 3_940,
          status: 'pending',
          paid_out_at: null,
        },
        {
          id: 'cm-1',
          created_at: iso(55),
          company_name: 'Clínica Bem Estar',
          bill_value: 19_700,
          rate_basis_points: 2000,
          amount: 3_940,
          status: 'paid',
          paid_out_at: iso(30),
        },
      ],
      coupons: [
        { code: 'DEMO10', description: '10% de desconto na primeira fatura', discount_percent: 10, discount_value: 0, bills_count: 1 },
      ],
    },
  };
}

const states = new WeakMap<object, TBillingExtrasState>();

export function bdb(): TBillingExtrasState {
  let s = states.get(db);
  if (!s) {
    s = seed();
    states.set(db, s);
  }
  return s;
}

/** The rows of user_subscription_extra_features_options, computed as the API does. */
export function extraFeatureOptions() {
  const s = bdb();
  const now = Date.now();
  const left = Math.max(0, s.periodEnd - now);
  const total = s.periodEnd - s.periodStart;
  return EXTRA_FEATURES.map((key) => {
    const info = EXTRA_FEATURE_INFO[key];
    const price = info.priceInCents * info.quantity;
    const prorated = s.inTrial ? 0 : Math.round((price * left) / total);
    const disableAt = s.bought.get(key) ?? null;
    return {
      key,
      title: info.label,
      description: TITLES[key],
      price: info.priceInCents,
      formatted_price: formatMoney(info.priceInCents, 'BRL'),
      quantity: info.quantity,
      enabled: s.inPlan.includes(key) || s.bought.has(key),
      in_plan: s.inPlan.includes(key),
      disable_at: disableAt,
      prorated_value: prorated,
      next_bill_value: prorated + price,
      remaining_days: Math.ceil(left / DAY),
    };
  });
}
