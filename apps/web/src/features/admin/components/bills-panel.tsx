// A company's bills on /admin/assinaturas: confirm a static Pix seen in the bank, refund a card bill through Stripe.
import { useState } from 'react';
import { Receipt } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CurrencyInput, formatCents } from '@/components/ui/currency-input';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Pill } from '@/components/ui/pill';
import { useBillAction, useCompanyBills } from '../api/pages-api';
import type { TAdminBill } from '../api/page-types';
import { formatDate, QueryState } from './admin-page-shell';

const GATEWAY: Record<string, string> = { stripe: 'Cartão (Stripe)', pix: 'Pix', pix_static: 'Pix manual' };

function RefundModal({ bill, companyId, onClose }: { bill: TAdminBill; companyId: string; onClose: () => void }) {
  const left = bill.total_value - bill.refunded_value;
  const [amount, setAmount] = useState<number | null>(left);
  const [reason, setReason] = useState('');
  const action = useBillAction(companyId);
  const valid = amount !== null && amount > 0 && amount <= left && reason.trim().length >= 3;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Reembolsar pelo Stripe"
      description={`Pode ser reembolsado até ${formatCents(left)} desta cobrança.`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            disabled={!valid}
            loading={action.isPending}
            onClick={() =>
              action.mutate({ kind: 'refund', billId: bill.id, amount: amount ?? undefined, reason: reason.trim() }, { onSuccess: onClose })
            }
          >
            Reembolsar
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <CurrencyInput label="Valor do reembolso" value={amount} onValueChange={setAmount} maxCents={left} />
        <Input label="Motivo" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Ex.: cobrança em duplicidade" />
      </div>
    </Modal>
  );
}

export function BillsPanel({ companyId }: { companyId: string }) {
  const query = useCompanyBills(companyId);
  const action = useBillAction(companyId);
  const [refunding, setRefunding] = useState<TAdminBill | null>(null);
  return (
    <QueryState query={query} title="Não foi possível carregar as cobranças">
      {(data) =>
        data.bills.length === 0 ? (
          <EmptyState variant="inline" icon={Receipt} title="Nenhuma cobrança" description="Esta empresa ainda não foi cobrada." />
        ) : (
          <ul aria-label="Cobranças" className="space-y-2">
            {data.bills.map((b) => {
              const pendingPix = b.payments.find((p) => p.gateway === 'pix_static' && p.status === 'pending');
              const refundable = b.status === 'paid' && b.gateway === 'stripe' && b.refunded_value < b.total_value;
              return (
                <li key={b.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-background p-2.5 text-sm">
                  <span className="min-w-0 flex-1">
                    <strong>{formatCents(b.total_value)}</strong> · {formatDate(b.ref_start_at)} a {formatDate(b.ref_end_at)}
                    <span className="block text-xs text-muted-foreground">
                      {b.gateway ? (GATEWAY[b.gateway] ?? b.gateway) : 'Sem forma de pagamento'}
                      {b.paid_at ? ` · paga em ${formatDate(b.paid_at)}` : ''}
                      {b.refunded_value > 0 ? ` · reembolsado ${formatCents(b.refunded_value)}` : ''}
                    </span>
                  </span>
                  <Pill type={b.status === 'paid' ? 'success' : 'warning'} dot>
                    {b.status === 'paid' ? 'Paga' : 'Em aberto'}
                  </Pill>
                  {pendingPix ? (
                    <Button
                      size="sm"
                      loading={action.isPending}
                      onClick={() => action.mutate({ kind: 'confirm', paymentId: pendingPix.id })}
                    >
                      Confirmar Pix de {formatCents(pendingPix.total_value)}
                    </Button>
                  ) : null}
                  {refundable ? (
                    <Button size="sm" variant="outline" onClick={() => setRefunding(b)}>
                      Reembolsar
                    </Button>
                  ) : null}
                </li>
              );
            })}
            {refunding ? <RefundModal bill={refunding} companyId={companyId} onClose={() => setRefunding(null)} /> : null}
          </ul>
        )
      }
    </QueryState>
  );
}
