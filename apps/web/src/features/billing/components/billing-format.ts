// Formats of the billing screens: dates in Brazilian Portuguese, statuses as badges.
import type { PillType } from '@/components/ui/pill';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : '—');
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '—');

export const BILL_STATUS: Record<string, { label: string; type: PillType }> = {
  paid: { label: 'Paga', type: 'success' },
  pending: { label: 'Em aberto', type: 'warning' },
  canceled: { label: 'Cancelada', type: 'default' },
};

export function subscriptionPill(status: string): PillType {
  if (status === 'active') return 'success';
  if (status === 'trial') return 'primary';
  if (status === 'expired') return 'warning';
  return 'error';
}

export const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
};
