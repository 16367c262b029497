import { plans } from '../db/schema/index.js';
import type { TDb } from '../db/client.js';

/** The plans every installation offers; upserted on each boot so prices follow the code. */
const SEED_PLANS = [
  {
    identifier: 'profissional',
    title: 'Plano Profissional',
    subtitle: 'Secretária com IA no WhatsApp, agenda online e CRM',
    description: 'Atendimento automático 24 horas, agendamentos sem conflito, lembretes e página de agendamento.',
    base_value: 19_700,
    discount_value: 0,
    total_value: 19_700,
    trial_days: 7,
    is_default: true,
    extra_features: [] as string[],
  },
  {
    identifier: 'completo',
    title: 'Plano Completo',
    subtitle: 'Tudo do Profissional com Instagram, automações e prontuário',
    description: 'Para negócios com mais de um profissional que querem automatizar o relacionamento com clientes.',
    base_value: 34_700,
    discount_value: 5_000,
    total_value: 29_700,
    trial_days: 7,
    is_default: false,
    extra_features: ['instagram', 'automations', 'client_records'],
  },
];

export async function seedPlans(db: TDb): Promise<void> {
  for (const plan of SEED_PLANS) {
    await db
      .insert(plans)
      .values(plan)
      .onConflictDoUpdate({
        target: plans.identifier,
        set: {
          title: plan.title,
          subtitle: plan.subtitle,
          description: plan.description,
          base_value: plan.base_value,
          discount_value: plan.discount_value,
          total_value: plan.total_value,
        },
      });
  }
}
