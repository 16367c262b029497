// The drawer of /admin/chat_personality: the name companies see, the slug they store and the tone
// instructions the secretary follows.
import { useState } from 'react';
import { ZAdminChatPersonalityBody } from '@agenda/shared/schemas/admin-ai-tools';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { personalityCalls, type TAdminPersonality } from '../api/platform-api';

export function PersonalityForm({ personality, onClose }: { personality: TAdminPersonality | null; onClose: () => void }) {
  const [form, setForm] = useState({
    slug: personality?.slug ?? '',
    name: personality?.name ?? '',
    description: personality?.description ?? '',
    instructions: personality?.instructions ?? '',
    is_active: personality?.is_active ?? true,
  });
  const [touched, setTouched] = useState(false);
  const save = personalityCalls.useSave();
  const parsed = ZAdminChatPersonalityBody.safeParse({ ...form, description: form.description.trim() || null });
  const errors: Record<string, string> = {};
  if (touched && !parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const inUse = (personality?.companies ?? 0) > 0;
  const submit = () => {
    setTouched(true);
    if (parsed.success) save.mutate({ id: personality?.id, body: parsed.data }, { onSuccess: onClose });
  };
  return (
    <Drawer
      open
      size="lg"
      onOpenChange={(open) => (open ? null : onClose())}
      title={personality ? `Editar ${personality.name}` : 'Nova personalidade'}
      description="As empresas escolhem a personalidade da secretária nas configurações do assistente."
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Salvar personalidade
          </Button>
        </div>
      }
    >
      <div className="space-y-3">
        <Input label="Nome" value={form.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <Input
          label="Identificador"
          description={
            inUse ? `Em uso por ${personality?.companies} empresa(s): o identificador não pode mudar.` : 'Letras minúsculas, números ou -.'
          }
          value={form.slug}
          disabled={inUse}
          error={errors.slug}
          onChange={(e) => set('slug', e.target.value.toLowerCase())}
        />
        <Input
          label="Descrição curta"
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <Textarea
          label="Instruções de tom"
          description="Como a secretária deve falar com os clientes."
          value={form.instructions}
          error={errors.instructions}
          maxLength={4000}
          minRows={5}
          onChange={(e) => set('instructions', e.target.value)}
        />
        <Switch label="Disponível para as empresas" checked={form.is_active} onCheckedChange={(v) => set('is_active', v)} />
      </div>
    </Drawer>
  );
}
