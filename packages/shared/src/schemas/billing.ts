// Contracts of the subscription page and payment calls (docs/spec.md §3 "Subscription", §7).
import { z } from 'zod';
import { SUBSCRIPTION_CANCELLATION_REASONS } from '../subscription';

export const ZCancelSubscriptionBody = z.object({
  reason: z.enum(SUBSCRIPTION_CANCELLATION_REASONS, { error: 'Escolha o motivo do cancelamento.' }),
  comment: z.string().trim().max(1000, 'Comentário longo demais.').optional().nullable(),
});
export type TCancelSubscriptionBody = z.infer<typeof ZCancelSubscriptionBody>;

export const ZChangePlanBody = z.object({ plan_id: z.uuid({ error: 'Plano inválido.' }) });

export const ZStripeSessionBody = z.object({
  stripe_session_id: z
    .string({ error: 'Sessão de pagamento inválida.' })
    .regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'Sessão de pagamento inválida.'),
});

export const ZCheckoutQuery = z.object({ plan_id: z.uuid({ error: 'Plano inválido.' }).optional() });

const ZDate = z.union([z.string(), z.date()]).transform((v) => (typeof v === 'string' ? v : v.toISOString()));

const ZBillPayment = z.object({
  id: z.string(),
  subscription_bill_id: z.string(),
  status: z.string(),
  gateway: z.string(),
  total_value: z.number().int(),
  pix_qr_code: z.string().nullable(),
  pix_qr_image: z.string().nullable().optional(),
  expires_at: ZDate.nullable(),
  paid_at: ZDate.nullable(),
  created_at: ZDate,
});
export type TBillPayment = z.infer<typeof ZBillPayment>;

const ZBill = z.object({
  id: z.string(),
  ref_start_at: ZDate,
  ref_end_at: ZDate,
  status: z.string(),
  total_value: z.number().int(),
  extra_features_total_value: z.number().int(),
  due_at: ZDate.nullable(),
  paid_at: ZDate.nullable(),
  gateway: z.string().nullable(),
  created_at: ZDate,
});

export const ZGeneratedBill = z.object({ subscription_bill: ZBill, subscription_bill_payment: ZBillPayment });
export type TGeneratedBill = z.infer<typeof ZGeneratedBill>;

const ZPaymentMethod = z.object({
  id: z.string(),
  gateway: z.string(),
  brand: z.string().nullable(),
  last_four: z.string().nullable(),
  exp_month: z.number().int().nullable(),
  exp_year: z.number().int().nullable(),
  holder_name: z.string().nullable(),
  is_default: z.boolean(),
});

const ZBillingPlan = z.object({
  id: z.string(),
  identifier: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  base_value: z.number().int(),
  discount_value: z.number().int(),
  total_value: z.number().int(),
  extra_features: z.array(z.string()),
});

export const ZSubscriptionOverview = z.object({
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      status_label: z.string(),
      is_active: z.boolean(),
      start_at: ZDate,
      end_at: ZDate,
      remaining_days: z.number().int(),
      grace_ends_at: ZDate.nullable(),
      gateway: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
      cancel_reason: z.string().nullable(),
      total_value: z.number().int(),
      extra_features_total_value: z.number().int(),
      overall_total_value: z.number().int(),
      first_payment_at: ZDate.nullable(),
      plan: ZBillingPlan,
    })
    .nullable(),
  next_bill: ZBill.nullable(),
  bills: z.array(ZBill.extend({ payments: z.array(ZBillPayment) })),
  payment_methods: z.array(ZPaymentMethod),
  plans: z.array(ZBillingPlan),
  gateways: z.object({ card: z.boolean(), pix: z.enum(['psp', 'static', 'none']) }),
});
export type TSubscriptionOverview = z.infer<typeof ZSubscriptionOverview>;
