// Subscription enums of docs/spec.md §3 "Subscription", §4 "Subscription status" and §9 "Extra features".
// Status transitions are server-driven (docs/spec.md §4), so only labels and the active flag live here.

export const SUBSCRIPTION_STATUSES = ['active', 'trial', 'expired', 'trial_ended', 'inactive', 'canceled'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionStatusInfo {
  readonly label: string;
  readonly countsAsActive: boolean;
}

export const SUBSCRIPTION_STATUS_INFO: Record<TSubscriptionStatus, SubscriptionStatusInfo> = {
  active: { label: 'Ativa', countsAsActive: true },
  trial: { label: 'Período de teste', countsAsActive: true },
  expired: { label: 'Vencida, aguardando pagamento', countsAsActive: false },
  trial_ended: { label: 'Período de teste finalizado', countsAsActive: false },
  inactive: { label: 'Inativo, aguardando pagamento', countsAsActive: false },
  canceled: { label: 'Cancelado', countsAsActive: false },
};

export const ACTIVE_SUBSCRIPTION_STATUSES = SUBSCRIPTION_STATUSES.filter((s) => SUBSCRIPTION_STATUS_INFO[s].countsAsActive);

/** Route guards block /app/ when this is false (docs/spec.md §4 "Route blocking"). */
export function subscriptionCountsAsActive(status: TSubscriptionStatus): boolean {
  return SUBSCRIPTION_STATUS_INFO[status].countsAsActive;
}

export const SUBSCRIPTION_CANCELLATION_REASONS = [
  'not_what_we_expected',
  'did_not_meet_needs',
  'missing_features',
  'difficult_to_use',
  'found_alternative',
  'too_expensive',
  'payment_issue',
  'lack_of_use',
  'temporary_need',
  'bad_support',
  'business_closed',
  'other',
] as const;
export type TSubscriptionCancellationReason = (typeof SUBSCRIPTION_CANCELLATION_REASONS)[number];

export const SUBSCRIPTION_CANCELLATION_REASON_LABELS: Record<TSubscriptionCancellationReason, string> = {
  not_what_we_expected: 'Não era o que esperávamos',
  did_not_meet_needs: 'Não atendeu às necessidades',
  missing_features: 'Faltam funcionalidades',
  difficult_to_use: 'Difícil de usar',
  found_alternative: 'Encontrei uma alternativa',
  too_expensive: 'Muito caro',
  payment_issue: 'Problema com pagamento',
  lack_of_use: 'Falta de uso',
  temporary_need: 'Necessidade temporária',
  bad_support: 'Suporte ruim',
  business_closed: 'Encerrei o negócio',
  other: 'Outro',
};

export const EXTRA_FEATURES = ['company_media', 'instagram', 'calendar', 'client_records', 'automations'] as const;
export type TExtraFeature = (typeof EXTRA_FEATURES)[number];

export interface ExtraFeatureInfo {
  readonly label: string;
  /** Monthly price in cents; each extra feature is bought with quantity 1. */
  readonly priceInCents: number;
  readonly quantity: 1;
}

export const EXTRA_FEATURE_INFO: Record<TExtraFeature, ExtraFeatureInfo> = {
  company_media: { label: 'Mídias e arquivos', priceInCents: 4990, quantity: 1 },
  instagram: { label: 'Instagram', priceInCents: 4990, quantity: 1 },
  calendar: { label: 'Agenda adicional', priceInCents: 2990, quantity: 1 },
  client_records: { label: 'Prontuário de clientes', priceInCents: 3990, quantity: 1 },
  automations: { label: 'Automações', priceInCents: 4990, quantity: 1 },
};
