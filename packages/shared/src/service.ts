// Service price types of docs/spec.md §3 "Service".

export const SERVICE_PRICE_TYPES = ['uninformed', 'fixed', 'range'] as const;
export type TServicePriceType = (typeof SERVICE_PRICE_TYPES)[number];
