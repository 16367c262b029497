import { useState } from 'react';
import { CalendarCheck, Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/stores/toast-store';
import { useResetPlayground } from '../../api/reset-playground';
import { usePlaygroundStore } from '../../hooks/use-playground-store';
import { whenLabel } from './when-label';

/** Bookings made while testing, and the one button that cancels them all and deletes the test chats. */
export function PlaygroundCleanup({ companyId, timezone, compact = false }: { companyId: string; timezone: string; compact?: boolean }) {
  const entries = usePlaygroundStore((s) => s.entries);
  const restart = usePlaygroundStore((s) => s.restart);
  const reset = useResetPlayground(companyId);
  const [confirm, setConfirm] = useState(false);
  const booked = entries.flatMap((e) => e.actions).filter((a) => (a.type === 'book' || a.type === 'reschedule') && a.start_at);

  async function clean() {
    const r = await reset.mutateAsync();
    setConfirm(false);
    restart();
    const what = r.canceled === 1 ? '1 agendamento de teste cancelado' : `${r.canceled} agendamentos de teste cancelados`;
    toast.success(`${what} e conversas de teste apagadas.`);
  }

  return (
    <section className={compact ? '' : 'rounded-2xl border border-border bg-surface p-4 shadow-xs'} aria-label="Agendamentos de teste">
      {compact ? null : (
        <>
          <h2 className="text-sm font-semibold text-foreground">Agendamentos de teste</h2>
          <p className="mt-1 text-[13px] text-muted-foreground">
            Os horários marcados aqui são reais e aparecem na agenda com a etiqueta “Agendamento de teste (playground)”.
          </p>
          {booked.length ? (
            <ul className="mt-3 space-y-1.5" data-testid="playground-bookings">
              {booked.map((a, i) => (
                <li key={i} className="flex items-center gap-2 text-[13px] text-foreground">
                  <CalendarCheck className="size-4 shrink-0 text-primary" aria-hidden />
                  {whenLabel(a.start_at!, timezone)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-[13px] text-subtle-foreground">Nenhum agendamento nesta conversa ainda.</p>
          )}
        </>
      )}
      <Button variant="outline" size="sm" leftIcon={<Eraser />} className={compact ? '' : 'mt-4 w-full'} onClick={() => setConfirm(true)}>
        Limpar testes
      </Button>
      <Modal
        open={confirm}
        onOpenChange={setConfirm}
        size="sm"
        icon={<Eraser />}
        title="Limpar os testes?"
        description="Cancela todos os agendamentos de teste que ainda vão acontecer e apaga as conversas de teste. Agendamentos de clientes reais não são afetados."
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirm(false)}>
              Voltar
            </Button>
            <Button variant="danger" loading={reset.isPending} onClick={() => void clean()}>
              Limpar testes
            </Button>
          </>
        }
      />
    </section>
  );
}
