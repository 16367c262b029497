import { useEffect, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { formatMoney } from '@agenda/shared/money';
import { EXTRA_FEATURE_INFO, type TExtraFeature } from '@agenda/shared/subscription';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { emit, on } from '@/lib/events';
import { toast } from '@/stores/toast-store';
import { ENABLE_FEATURE_ERROR, ENABLE_FEATURE_SUCCESS, useEnableExtraFeature } from '../../api/enable-extra-feature';

/** The enable-feature modal of the extra-feature gate (docs/spec.md §4), priced from docs/spec.md §9. */
export function ExtraFeatureModal({ companyId }: { companyId: string }) {
  const [feature, setFeature] = useState<TExtraFeature | null>(null);
  const enable = useEnableExtraFeature(companyId);
  useEffect(() => {
    const offs = [
      on('extra-feature:open', ({ feature: f }) => f in EXTRA_FEATURE_INFO && setFeature(f as TExtraFeature)),
      on('modals:close-all', () => setFeature(null)),
    ];
    return () => offs.forEach((o) => o());
  }, []);
  const info = feature ? EXTRA_FEATURE_INFO[feature] : null;

  async function confirm() {
    if (!feature) return;
    try {
      await enable.mutateAsync(feature);
      toast.success(ENABLE_FEATURE_SUCCESS);
      setFeature(null);
      if (feature === 'instagram') emit('instagram-redirect:open');
    } catch {
      toast.error(ENABLE_FEATURE_ERROR);
    }
  }

  return (
    <Modal
      open={Boolean(feature)}
      onOpenChange={(o) => !o && setFeature(null)}
      icon={<Sparkles />}
      title={info ? `Habilitar ${info.label}` : 'Habilitar funcionalidade'}
      description="Esta funcionalidade é um adicional da sua assinatura."
      footer={
        <>
          <Button variant="outline" onClick={() => setFeature(null)}>
            Agora não
          </Button>
          <Button loading={enable.isPending} onClick={() => void confirm()}>
            Habilitar por {info ? formatMoney(info.priceInCents, 'BRL') : ''}/mês
          </Button>
        </>
      }
    >
      {info ? (
        <div className="rounded-xl border border-border bg-surface-sunken/60 p-4" data-testid="extra-feature-modal">
          <p className="text-sm text-foreground">
            <span className="font-semibold">{info.label}</span> por{' '}
            <span className="font-semibold">{formatMoney(info.priceInCents, 'BRL')} por mês</span>, cobrado junto com a sua assinatura. Você
            pode cancelar quando quiser.
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
