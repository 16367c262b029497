import { useEffect, useEffectEvent, useState } from 'react';
import { CircleHelp, Plus } from 'lucide-react';
import type { TFaqData } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { on } from '@/lib/events';
import { reloadCompanies } from '@/lib/session/login-sequence';
import { toast } from '@/stores/toast-store';
import { useDeleteFaq } from '../api/delete-faq';
import type { TFaq } from '../api/faq-types';
import { useFaqs } from '../api/get-faqs';
import { useFaqServices } from '../api/get-services';
import { useSaveFaq } from '../api/save-faq';
import { DeleteFaqModal } from './parts/delete-faq-modal';
import { FaqCard } from './parts/faq-card';
import { FaqFormModal } from './parts/faq-form-modal';
import { FaqSuggestions } from './parts/faq-suggestions';

/** The FAQ list with its form; used by /app/perguntas-frequentes and the company tab. */
export function FaqManager({ companyId }: { companyId: string }) {
  const faqs = useFaqs(companyId);
  const services = useFaqServices(companyId);
  const save = useSaveFaq(companyId);
  const remove = useDeleteFaq(companyId);
  const [form, setForm] = useState<{ open: boolean; faq: TFaq | null; question?: string }>({ open: false, faq: null });
  const [deleting, setDeleting] = useState<TFaq | null>(null);
  const list = faqs.data ?? [];

  const openFaq = useEffectEvent((faqId: string | null) => setForm({ open: true, faq: list.find((f) => f.id === faqId) ?? null }));
  useEffect(() => {
    const offs = [
      on('faq-form:open', ({ faq_id }) => openFaq(faq_id)),
      on('onboarding:open-form', ({ step }) => step === 'add_faqs' && setForm({ open: true, faq: null })),
    ];
    return () => offs.forEach((o) => o());
  }, []);

  async function onSave(data: TFaqData) {
    const creating = !form.faq;
    const nextOrder = list.reduce((max, f) => Math.max(max, f.order), -1) + 1;
    await save.mutateAsync({
      id: form.faq?.id ?? null,
      data: creating ? { ...data, order: nextOrder } : { ...data, order: form.faq!.order },
    });
    setForm({ open: false, faq: null });
    toast.success(creating ? 'Pergunta adicionada. A assistente já pode usar esta resposta.' : 'Pergunta atualizada.');
    if (creating && list.length === 0) void reloadCompanies().catch(() => undefined);
  }

  async function onDelete() {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    setDeleting(null);
    toast.success('Pergunta excluída.');
  }

  const serviceTitle = (id: string | null) => (id ? services.data?.find((s) => s.id === id)?.title : undefined);

  return (
    <div className="flex flex-col gap-4">
      {faqs.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={CircleHelp}
          title="Ensine a assistente a responder"
          description="Cadastre as perguntas que seus clientes mais fazem. A assistente usa estas respostas no WhatsApp e no Instagram."
          action={
            <Button leftIcon={<Plus />} onClick={() => setForm({ open: true, faq: null })}>
              Adicionar primeira pergunta
            </Button>
          }
          className="min-h-0 py-12"
        />
      ) : (
        <div className="flex flex-col gap-3" data-testid="faq-list">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              {list.length === 1 ? '1 pergunta cadastrada' : `${list.length} perguntas cadastradas`}
            </p>
            <Button leftIcon={<Plus />} onClick={() => setForm({ open: true, faq: null })}>
              Nova pergunta
            </Button>
          </div>
          {list.map((faq) => (
            <FaqCard
              key={faq.id}
              faq={faq}
              serviceTitle={serviceTitle(faq.service_id)}
              onEdit={() => setForm({ open: true, faq })}
              onDelete={() => setDeleting(faq)}
            />
          ))}
        </div>
      )}
      {faqs.isSuccess ? (
        <FaqSuggestions existing={list.map((f) => f.question)} onPick={(question) => setForm({ open: true, faq: null, question })} />
      ) : null}
      <FaqFormModal
        open={form.open}
        onOpenChange={(open) => setForm((f) => ({ ...f, open }))}
        companyId={companyId}
        faq={form.faq}
        initialQuestion={form.question}
        onSave={onSave}
      />
      <DeleteFaqModal faq={deleting} onClose={() => setDeleting(null)} onConfirm={() => void onDelete()} busy={remove.isPending} />
    </div>
  );
}
