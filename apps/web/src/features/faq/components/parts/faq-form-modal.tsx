import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { CircleHelp } from 'lucide-react';
import { ZFaqData, type TFaqData } from '@agenda/shared/schemas/secretary';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useZodForm } from '@/lib/forms';
import type { TFaq } from '../../api/faq-types';
import { useFaqServices } from '../../api/get-services';
import { useReadability } from '../../hooks/use-readability';
import { ReadabilityMeter } from './readability-meter';

const NO_SERVICE = 'none';

interface FaqFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  /** The entry being edited, or null for a new one. */
  faq: TFaq | null;
  /** A question to start a new entry with (suggestion chips). */
  initialQuestion?: string;
  onSave: (data: TFaqData) => Promise<void>;
}

/** The FAQ form (docs/spec.md §2 modals): question, answer with its readability as the owner types, service. */
export function FaqFormModal({ open, onOpenChange, companyId, faq, initialQuestion, onSave }: FaqFormModalProps) {
  const services = useFaqServices(open ? companyId : null);
  const form = useZodForm(ZFaqData, { defaultValues: { question: '', answer: '', service_id: null } });
  const { errors, isSubmitting } = form.formState;
  const answer = form.watch('answer') ?? '';
  const report = useReadability(answer);

  useEffect(() => {
    if (open)
      form.reset({ question: faq?.question ?? initialQuestion ?? '', answer: faq?.answer ?? '', service_id: faq?.service_id ?? null });
  }, [open, faq, initialQuestion, form]);

  const submit = form.handleSubmit(async (values) => {
    await onSave({ question: values.question, answer: values.answer, service_id: values.service_id ?? null });
  });

  const serviceOptions = [
    { value: NO_SERVICE, label: 'Nenhum (vale para a empresa toda)' },
    ...(services.data ?? []).map((s) => ({ value: s.id, label: s.title })),
  ];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      icon={<CircleHelp />}
      title={faq ? 'Editar pergunta' : 'Nova pergunta frequente'}
      description="Escreva como seus clientes perguntam e responda do jeito que você responderia no WhatsApp."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form="faq-form" loading={isSubmitting}>
            {faq ? 'Salvar alterações' : 'Adicionar pergunta'}
          </Button>
        </>
      }
    >
      <form id="faq-form" onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="faq-form">
        <Input
          label="Pergunta"
          placeholder="Ex.: Vocês aceitam Pix?"
          error={errors.question?.message}
          maxLength={500}
          {...form.register('question')}
        />
        <div className="flex flex-col gap-2">
          <Textarea
            label="Resposta"
            placeholder="Ex.: Sim! Aceitamos Pix, cartão de crédito, débito e dinheiro."
            error={errors.answer?.message}
            maxLength={4000}
            showCount
            aria-describedby="faq-readability"
            {...form.register('answer')}
          />
          <ReadabilityMeter report={report} id="faq-readability" />
        </div>
        <Controller
          control={form.control}
          name="service_id"
          render={({ field }) => (
            <Select
              label="Serviço relacionado (opcional)"
              options={serviceOptions}
              value={field.value ?? NO_SERVICE}
              onValueChange={(v) => field.onChange(v === NO_SERVICE ? null : v)}
            />
          )}
        />
      </form>
    </Modal>
  );
}
