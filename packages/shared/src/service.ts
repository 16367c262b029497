// Service price types of SPEC §3 "Service".

export const SERVICE_PRICE_TYPES = ['uninformed', 'fixed', 'range'] as const;
export type TServicePriceType = (typeof SERVICE_PRICE_TYPES)[number];

export const SERVICE_PRICE_TYPE_LABELS: Record<TServicePriceType, string> = {
  uninformed: 'Não informado',
  fixed: 'Preço fixo',
  range: 'Faixa de preço',
};
