// The admin's tags on a company (docs/spec.md §3) and the plan change: pills for the lists, the tag editor
// and the plan picker of the company page. Each change is one audited call.
import { useState } from 'react';
import { ADMIN_COMPANY_TAGS, type TAdminCompanyTag } from '@agenda/shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatCents } from '@/components/ui/currency-input';
import { Pill, type PillType } from '@/components/ui/pill';
import { Select } from '@/components/ui/select';
import { useCompanyAction } from '../api/companies-api';
import { usePlans } from '../api/pages-api';
import type { TAdminCompanyPage } from '../api/admin-types';

export const COMPANY_TAG_LABELS: Record<TAdminCompanyTag, string> = {
  ONBOARDING: 'Em implantação',
  WHATSAPP_CONNECTED: 'WhatsApp conectado',
  BLOCKED: 'Bloqueada',
  COMPETITOR: 'Concorrente',
  FREEMIUM_BUT_NOT_INTERESTED: 'Gratuita sem interesse',
  UNLINED_LEAD: 'Lead não qualificado',
};

const TAG_PILL: Record<TAdminCompanyTag, PillType> = {
  ONBOARDING: 'info',
  WHATSAPP_CONNECTED: 'success',
  BLOCKED: 'error',
  COMPETITOR: 'warning',
  FREEMIUM_BUT_NOT_INTERESTED: 'default',
  UNLINED_LEAD: 'default',
};

export function CompanyTagPills({ tags }: { tags: TAdminCompanyTag[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <Pill key={t} size="sm" type={TAG_PILL[t]}>
          {COMPANY_TAG_LABELS[t]}
        </Pill>
      ))}
    </span>
  );
}

/** One checkbox per tag, saved on each change. */
export function CompanyTagsEditor({ companyId, tags }: { companyId: string; tags: TAdminCompanyTag[] }) {
  const action = useCompanyAction(companyId);
  return (
    <fieldset className="space-y-2" disabled={action.isPending}>
      <legend className="mb-1 text-sm font-semibold">Etiquetas da empresa</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ADMIN_COMPANY_TAGS.map((t) => (
          <Checkbox
            key={t}
            label={COMPANY_TAG_LABELS[t]}
            checked={tags.includes(t)}
            onCheckedChange={(v) => action.mutate({ kind: 'settings', tags: v ? [...tags, t] : tags.filter((x) => x !== t) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** Moves the company's subscription to another active plan; the next bill charges the new plan's value. */
export function CompanyPlanChanger({ data }: { data: TAdminCompanyPage }) {
  const plans = usePlans();
  const action = useCompanyAction(data.company.id);
  const current = data.subscription?.plan.id ?? '';
  const [planId, setPlanId] = useState(current);
  if (!data.subscription) return <p className="text-sm text-muted-foreground">A empresa não tem assinatura para trocar de plano.</p>;
  if (plans.isError) return <p className="text-sm text-muted-foreground">Não foi possível carregar os planos.</p>;
  const options = (plans.data?.plans ?? [])
    .filter((p) => p.is_active)
    .map((p) => ({ value: p.id, label: `${p.title} · ${formatCents(p.total_value)}/mês` }));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Select
        label="Plano"
        value={planId}
        onValueChange={setPlanId}
        options={options}
        placeholder={plans.isPending ? 'Carregando planos…' : 'Escolha um plano'}
        containerClassName="min-w-0 flex-1"
      />
      <Button
        variant="outline"
        disabled={!planId || planId === current}
        loading={action.isPending}
        onClick={() => action.mutate({ kind: 'change_plan', plan_id: planId })}
      >
        Trocar plano
      </Button>
      <p className="w-full text-xs text-muted-foreground">O período atual continua; a próxima cobrança usa o valor do novo plano.</p>
    </div>
  );
}
