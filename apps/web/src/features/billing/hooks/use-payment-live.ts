// Waits for a bill payment to be confirmed: the live room `subscription_bill_payment_update:{id}`
// (docs/spec.md §7), with a slow status poll as a fallback when the socket is down. When it is paid,
// the company list reloads (the route blocking of §4 lifts at once) and the purchase tracking event
// the server sends once per company is pushed to the data layer (§4).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { track } from '@/lib/analytics';
import { emit, on } from '@/lib/events';
import { joinRoom } from '@/lib/socket';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { getPaymentStatus } from '../api/billing-api';

const POLL_MS = 5_000;

export function usePaymentLive(companyId: string, paymentId: string | null | undefined, initiallyPaid = false): boolean {
  const [paid, setPaid] = useState(initiallyPaid);
  const client = useQueryClient();

  useEffect(() => {
    if (!paymentId || paid) return;
    let done = false;
    const settle = () => {
      if (done) return;
      done = true;
      setPaid(true);
      void reloadCompanies().catch(() => undefined);
      void client.invalidateQueries({ queryKey: ['billing', 'overview', companyId] });
      emit('companies:reload');
    };
    void joinRoom('user', `subscription_bill_payment_update:${paymentId}`);
    const offUpdate = on('server:subscription_bill_payment_update', (data) => {
      const d = data as { id?: string; status?: string } | undefined;
      if (d?.id === paymentId && d.status === 'paid') settle();
    });
    const offPurchase = on('server:purchase', (data) => {
      // Only the order figures: identity goes hashed, by track(), never as the server sent it.
      const { company_id, transaction_id, value, currency } = (data ?? {}) as Record<string, unknown>;
      track('purchase', { company_id, transaction_id, value, ...(currency ? { currency } : {}) });
    });
    const timer = window.setInterval(() => {
      void getPaymentStatus(companyId, paymentId)
        .then((p) => p.status === 'paid' && settle())
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      done = true;
      offUpdate();
      offPurchase();
      window.clearInterval(timer);
    };
  }, [client, companyId, paid, paymentId]);

  return paid;
}
