import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loader, Spinner } from '@/components/ui/loader';
import { Skeleton } from '@/components/ui/skeleton';
import { Toast, type ToastType } from '@/components/ui/toast';
import { toast } from '@/stores/toast-store';
import { Panel, Section, Specimen } from './parts';

const samples: { type: ToastType; title: string; message: string }[] = [
  { type: 'success', title: 'Agendamento confirmado', message: 'Juliana recebeu a confirmação no WhatsApp.' },
  { type: 'info', title: 'Nova mensagem', message: 'Carlos perguntou sobre horários para sábado.' },
  { type: 'warning', title: 'Assinatura vence em 3 dias', message: 'Atualize a forma de pagamento para não perder o acesso.' },
  { type: 'error', title: 'Não foi possível salvar', message: 'Verifique sua conexão e tente novamente.' },
];

export function FeedbackSection() {
  const [shaking, setShaking] = useState<ToastType | null>(null);
  const [loaderKey, setLoaderKey] = useState(0);
  const [loading, setLoading] = useState(false);

  const shake = (type: ToastType) => {
    setShaking(type);
    setTimeout(() => setShaking(null), 1000);
  };

  return (
    <Section id="feedback" title="Feedback" description="Toasts, carregamento e estados vazios.">
      <Panel title="Toast" hint="Clique num toast para tremer por 1 s (mensagem repetida)">
        <div className="grid gap-3 md:grid-cols-2">
          {samples.map((s) => (
            <Toast
              key={s.type}
              type={s.type}
              title={s.title}
              message={s.message}
              shaking={shaking === s.type}
              onClick={() => shake(s.type)}
              onClose={() => shake(s.type)}
              className="max-w-none"
            />
          ))}
          <Toast type="success" message="Alterações salvas." className="max-w-none" />
        </div>
        <div className="mt-5 flex flex-wrap gap-2 border-t border-border pt-4">
          <span className="w-full text-xs text-muted-foreground">Disparar pela área de toasts do app:</span>
          {samples.map((s) => (
            <Button
              key={s.type}
              size="sm"
              variant="outline"
              onClick={() => toast.show({ type: s.type, title: s.title, message: s.message })}
            >
              {{ success: 'Sucesso', info: 'Informação', warning: 'Atenção', error: 'Erro' }[s.type]}
            </Button>
          ))}
        </div>
      </Panel>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title="Carregamento" hint="O loader de área some sozinho após no máximo 5 s">
          <div className="flex flex-col gap-5">
            <Specimen label="Spinner">
              <div className="flex items-center gap-4 text-primary">
                <Spinner size="xs" />
                <Spinner size="sm" />
                <Spinner size="md" />
                <Spinner size="lg" />
                <Spinner size="xl" className="text-accent" />
              </div>
            </Specimen>
            <Specimen label="Loader de área">
              <div className="relative h-44 overflow-hidden rounded-xl border border-border bg-surface-sunken">
                <div className="flex flex-col gap-2 p-4">
                  <p className="text-sm font-medium">Agenda de hoje</p>
                  <p className="text-sm text-muted-foreground">9 agendamentos · 2 encaixes</p>
                </div>
                <Loader key={loaderKey} active={loading} label="Carregando agenda…" onTimeout={() => setLoading(false)} />
              </div>
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                onClick={() => {
                  setLoaderKey((k) => k + 1);
                  setLoading(true);
                }}
              >
                Mostrar loader (5 s)
              </Button>
            </Specimen>
          </div>
        </Panel>
        <Panel title="Skeleton">
          <div className="flex flex-col gap-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-2/5" />
                  <Skeleton className="h-3 w-3/4" />
                </div>
                <Skeleton className="h-6 w-20 rounded-full" />
              </div>
            ))}
            <div className="mt-2 rounded-xl border border-border p-4">
              <Skeleton className="h-28 w-full rounded-lg" />
              <Skeleton className="mt-4 h-4 w-1/2" />
              <Skeleton className="mt-2 h-3 w-4/5" />
            </div>
          </div>
        </Panel>
      </div>

      <Panel title="Estado vazio" hint="Usado quando uma lista ainda não tem itens" className="p-0 sm:p-0">
        <div className="p-3 sm:p-4">
          <EmptyState
            icon={CalendarDays}
            badge="Novo"
            title="Agenda"
            description="Nenhum agendamento para hoje. Quando um cliente marcar, pelo link ou pelo WhatsApp, o horário aparece aqui."
            action={<Button leftIcon={<Plus />}>Novo agendamento</Button>}
            secondaryAction={<Button variant="outline">Ver tutorial</Button>}
            className="min-h-0"
          />
        </div>
        <div className="border-t border-border">
          <EmptyState
            variant="inline"
            icon={CalendarDays}
            title="Nenhum agendamento hoje"
            description="Quando alguém marcar um horário, ele aparece aqui."
          />
        </div>
      </Panel>
    </Section>
  );
}
