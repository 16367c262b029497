// The plan drawer of /admin/plans: price and discount in BRL, trial days, the extra features it includes.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CurrencyInput, formatCents } from '@/components/ui/currency-input';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useSavePlan } from '../api/pages-api';
import type { TAdminFeature, TAdminPlan } from '../api/page-types';

export function PlanForm({ plan, features, onClose }: { plan: TAdminPlan | null; features: TAdminFeature[]; onClose: () => void }) {
  const [form, setForm] = useState({
    identifier: plan?.identifier ?? '',
    title: plan?.title ?? '',
    subtitle: plan?.subtitle ?? '',
    description: plan?.description ?? '',
    base_value: plan?.base_value ?? 0,
    discount_value: plan?.discount_value ?? 0,
    trial_days: plan?.trial_days ?? 7,
    extra_features: plan?.extra_features ?? [],
    is_active: plan?.is_active ?? true,
    is_default: plan?.is_default ?? false,
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const save = useSavePlan();
  const submit = () =>
    save.mutate(
      { ...form, id: plan?.id, subtitle: form.subtitle.trim() || null, description: form.description.trim() || null },
      { onSuccess: onClose },
    );
  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => (open ? null : onClose())}
      title={plan ? `Editar ${plan.title}` : 'Novo plano'}
      description={`Total cobrado por mês: ${formatCents(Math.max(0, form.base_value - form.discount_value))}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={save.isPending} disabled={!form.identifier || form.title.trim().length < 2} onClick={submit}>
            Salvar plano
          </Button>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Input label="Nome" value={form.title} onChange={(e) => set('title', e.target.value)} />
        <Input
          label="Identificador"
          description="Usado no link de cadastro (?plano=…)."
          value={form.identifier}
          onChange={(e) => set('identifier', e.target.value.toLowerCase())}
        />
        <Input
          label="Subtítulo"
          value={form.subtitle}
          onChange={(e) => set('subtitle', e.target.value)}
          containerClassName="sm:col-span-2"
        />
        <Textarea
          label="Descrição"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          containerClassName="sm:col-span-2"
        />
        <CurrencyInput label="Preço mensal" value={form.base_value} onValueChange={(v) => set('base_value', v ?? 0)} />
        <CurrencyInput label="Desconto" value={form.discount_value} onValueChange={(v) => set('discount_value', v ?? 0)} />
        <Input
          label="Dias de teste"
          type="number"
          min={0}
          max={90}
          value={form.trial_days}
          onChange={(e) => set('trial_days', Number(e.target.value))}
        />
      </div>
      <fieldset className="mt-4 space-y-2">
        <legend className="mb-1 text-sm font-semibold">Funcionalidades extras incluídas</legend>
        {features.map((f) => (
          <Checkbox
            key={f.key}
            label={`${f.label} (avulso: ${formatCents(f.price)}/mês)`}
            checked={form.extra_features.includes(f.key)}
            onCheckedChange={(v) =>
              set('extra_features', v ? [...form.extra_features, f.key] : form.extra_features.filter((k) => k !== f.key))
            }
          />
        ))}
      </fieldset>
      <div className="mt-4 space-y-3">
        <Switch
          label="Ativo"
          description="Plano oferecido às empresas."
          checked={form.is_active}
          onCheckedChange={(v) => set('is_active', v)}
        />
        <Switch
          label="Padrão"
          description="O teste de quem se cadastra sem escolher plano usa este."
          checked={form.is_default}
          onCheckedChange={(v) => set('is_default', v)}
        />
      </div>
    </Modal>
  );
}
