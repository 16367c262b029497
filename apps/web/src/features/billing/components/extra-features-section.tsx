import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Pill } from '@/components/ui/pill';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { DEFAULT_TIMEZONE } from '@agenda/shared/defaults';
import { inTz } from '@/lib/dates';
import { errorMessage } from '@/lib/http/errors';
import { toast } from '@/stores/toast-store';
import { useExtraFeatureOptions, useToggleExtraFeature, type TExtraFeatureOption } from '../api/extra-features';

/** §8: the failure title of enabling an extra feature. */
export const ENABLE_FAILURE = 'Erro ao habilitar funcionalidade.';
const DISABLE_FAILURE = 'Erro ao desativar funcionalidade.';

const brl = (cents: number) => formatMoney(cents, 'BRL');

interface TPending {
  option: TExtraFeatureOption;
  on: boolean;
}

/**
 * Extra features of the company's subscription (docs/spec.md §9): a toggle per feature with its monthly
 * price; switching one on shows what it costs now (prorated on the current period) before confirming,
 * switching one off keeps it until the period end. Mounted on /app/empresas/{slug}/assinatura.
 */
export function ExtraFeaturesSection({ companyId, timezone = DEFAULT_TIMEZONE }: { companyId: string; timezone?: string }) {
  const options = useExtraFeatureOptions(companyId);
  const toggle = useToggleExtraFeature(companyId);
  const [pending, setPending] = useState<TPending | null>(null);
  const day = (iso: string) => inTz(iso, timezone).format('DD/MM/YYYY');

  const confirm = () => {
    if (!pending) return;
    const { option, on } = pending;
    toggle.mutate(
      { feature_key: option.key, on },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          setPending(null);
          toast.error(errorMessage(error), on ? ENABLE_FAILURE : DISABLE_FAILURE);
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="extra-features-title"
      className="rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      data-testid="extra-features-section"
    >
      <header className="mb-3">
        <h2 id="extra-features-title" className="text-lg font-semibold text-foreground">
          Funcionalidades extras
        </h2>
        <p className="text-sm text-muted-foreground">Adicione recursos à sua assinatura. O valor entra na próxima fatura.</p>
      </header>
      {options.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : options.isError ? (
        <LoadError
          title="Não foi possível carregar as funcionalidades extras"
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {options.data.map((o) => {
            const on = o.enabled && !o.disable_at;
            return (
              <li key={o.key} className="flex items-start gap-3 py-3" data-testid={`extra-feature-${o.key}`}>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-foreground">{o.title}</span>
                    {o.in_plan ? (
                      <Pill type="success" size="sm">
                        Incluído no plano
                      </Pill>
                    ) : (
                      <span className="text-sm text-muted-foreground">{o.formatted_price}/mês</span>
                    )}
                    {o.disable_at && !o.in_plan ? (
                      <Pill type="warning" size="sm">
                        Disponível até {day(o.disable_at)}
                      </Pill>
                    ) : null}
                  </div>
                  <p className="mt-0.5 text-sm text-muted-foreground">{o.description}</p>
                </div>
                <Switch
                  aria-label={`${on ? 'Desativar' : 'Habilitar'} ${o.title}`}
                  checked={on || o.in_plan}
                  disabled={o.in_plan || toggle.isPending}
                  onCheckedChange={(next) => setPending({ option: o, on: next })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && !toggle.isPending && setPending(null)}
        icon={<Sparkles />}
        title={pending?.on ? `Habilitar ${pending.option.title}?` : `Desativar ${pending?.option.title ?? ''}?`}
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)} disabled={toggle.isPending}>
              Cancelar
            </Button>
            <Button variant={pending?.on ? 'primary' : 'danger'} loading={toggle.isPending} onClick={confirm}>
              {pending?.on ? 'Habilitar' : 'Desativar no fim do período'}
            </Button>
          </>
        }
      >
        {pending ? <ToggleSummary pending={pending} day={day} /> : null}
      </Modal>
    </section>
  );
}

function ToggleSummary({ pending: { option, on }, day }: { pending: TPending; day: (iso: string) => string }) {
  if (!on) {
    return (
      <p className="text-sm text-muted-foreground">
        A funcionalidade continua disponível até o fim do período atual e deixa de ser cobrada a partir da próxima fatura.
      </p>
    );
  }
  if (option.disable_at) {
    return (
      <p className="text-sm text-muted-foreground">
        A funcionalidade continua ativa depois de {day(option.disable_at)}, sem nova cobrança proporcional.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm" data-testid="extra-feature-proration">
      <dt className="text-muted-foreground">Valor mensal</dt>
      <dd className="text-right font-medium text-foreground">{brl(option.price * option.quantity)}</dd>
      <dt className="text-muted-foreground">
        {option.prorated_value
          ? `Proporcional aos ${option.remaining_days} ${option.remaining_days === 1 ? 'dia restante' : 'dias restantes'} deste período`
          : 'Proporcional deste período (período de teste)'}
      </dt>
      <dd className="text-right font-medium text-foreground">{brl(option.prorated_value)}</dd>
      <dt className="border-t border-border pt-2 font-medium text-foreground">Acréscimo na próxima fatura</dt>
      <dd className="border-t border-border pt-2 text-right font-semibold text-foreground">{brl(option.next_bill_value)}</dd>
    </dl>
  );
}
