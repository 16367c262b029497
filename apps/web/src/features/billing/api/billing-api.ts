// Calls of the subscription page and /login/forma-de-pagamento (docs/spec.md §7 subscription calls, docs/api.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBillPayment, TCancelSubscriptionBody, TGeneratedBill, TSubscriptionOverview } from '@agenda/shared/schemas/billing';
import { http } from '@/lib/http/client';

const base = (companyId: string) => `/user/${companyId}/subscription`;

function overviewQuery(companyId: string) {
  return queryOptions({
    queryKey: ['billing', 'overview', companyId],
    queryFn: async () => (await http.get<TSubscriptionOverview>(base(companyId))).data,
    enabled: Boolean(companyId),
  });
}

export function useSubscriptionOverview(companyId: string) {
  return useQuery(overviewQuery(companyId));
}

/** POST generate_subscription_bill: the open bill and its Pix charge (the same one while it stays payable). */
export function useGenerateBill(companyId: string) {
  return useMutation({
    mutationKey: ['billing', 'generate', companyId],
    mutationFn: async () => (await http.post<TGeneratedBill>(`${base(companyId)}/generate_subscription_bill`)).data,
  });
}

/** GET a payment's status: the fallback when the live room is unreachable. */
export async function getPaymentStatus(companyId: string, paymentId: string): Promise<TBillPayment> {
  const { data } = await http.get<{ subscription_bill_payment: TBillPayment }>(`${base(companyId)}/payments/${paymentId}`, {
    silent: true,
    retries: 0,
  });
  return data.subscription_bill_payment;
}

export async function getCheckoutUrl(companyId: string, planId?: string): Promise<string> {
  const { data } = await http.get<{ url: string }>(`${base(companyId)}/stripe/get_checkout_url`, {
    params: planId ? { plan_id: planId } : {},
  });
  return data.url;
}

export async function getBillingPortalUrl(companyId: string): Promise<string> {
  const { data } = await http.post<{ url: string }>(`${base(companyId)}/stripe/get_stripe_billing_portal_url`, { company_id: companyId });
  return data.url;
}

function useOverviewMutation<TVars>(companyId: string, name: string, call: (vars: TVars) => Promise<TSubscriptionOverview>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['billing', name, companyId],
    mutationFn: call,
    onSuccess: (data) => client.setQueryData(overviewQuery(companyId).queryKey, data),
  });
}

export function useUpdateByStripeSession(companyId: string) {
  return useOverviewMutation(companyId, 'stripe-session', async (stripe_session_id: string) => {
    const { data } = await http.post<TSubscriptionOverview>(`${base(companyId)}/stripe/update_subscription_by_stripe_session_id`, {
      stripe_session_id,
    });
    return data;
  });
}

export function useCancelSubscription(companyId: string) {
  return useOverviewMutation(
    companyId,
    'cancel',
    async (body: TCancelSubscriptionBody) => (await http.post<TSubscriptionOverview>(`${base(companyId)}/cancel`, body)).data,
  );
}

export function useResumeSubscription(companyId: string) {
  return useOverviewMutation(
    companyId,
    'resume',
    async (_: void) => (await http.post<TSubscriptionOverview>(`${base(companyId)}/resume`)).data,
  );
}

export function useChangePlan(companyId: string) {
  return useOverviewMutation(
    companyId,
    'change-plan',
    async (plan_id: string) => (await http.post<TSubscriptionOverview>(`${base(companyId)}/change_plan`, { plan_id })).data,
  );
}
