import { useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import {
  TEMPLATE_VARIABLES,
  ZSaveMessageTemplate,
  type TMessageTemplateDto,
  type TSaveMessageTemplate,
} from '@agenda/shared/message-template';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { MessagePreview } from '@/components/messages/message-preview';

interface Props {
  companyId: string;
  template: TMessageTemplateDto | null;
  saving: boolean;
  onSave: (body: TSaveMessageTemplate) => void;
  onClose: () => void;
}

/** New or edited template: a name, the text with variables (a click adds one), and the live preview on a real client. */
export function TemplateFormModal({ companyId, template, saving, onSave, onClose }: Props) {
  const [title, setTitle] = useState(template?.title ?? '');
  const [content, setContent] = useState(template?.content ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof TSaveMessageTemplate, string>>>({});

  const submit = () => {
    const parsed = ZSaveMessageTemplate.safeParse({ title, content });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={template ? 'Editar modelo de mensagem' : 'Novo modelo de mensagem'}
      description="Use variáveis para personalizar: elas são trocadas pelos dados do cliente no envio."
      icon={<MessageSquareText />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={saving} onClick={submit}>
            Salvar modelo
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <Input label="Nome do modelo" value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title} maxLength={80} />
        <Textarea
          label="Texto"
          value={content}
          onChange={(e) => setContent(e.target.value)}
          error={errors.content}
          maxLength={2000}
          showCount
        />
        <div className="flex flex-wrap gap-2" aria-label="Variáveis">
          {TEMPLATE_VARIABLES.map(([variable, label]) => (
            <Button key={variable} size="sm" variant="outline" title={label} onClick={() => setContent((c) => `${c}${variable}`)}>
              {label}
            </Button>
          ))}
        </div>
        <MessagePreview companyId={companyId} content={content} endpoint={`/user/${companyId}/message-templates/preview`} />
      </div>
    </Modal>
  );
}
