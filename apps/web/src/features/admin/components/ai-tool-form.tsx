// The drawer of /admin/ai_tool: name, kind, the description the brain reads and the JSON Schema of the
// arguments (checked here with the API's own contract before it is sent).
import { useState } from 'react';
import { AI_TOOL_TYPE_LABELS, AI_TOOL_TYPES, ZAdminAiToolBody } from '@agenda/shared/schemas/admin-ai-tools';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { aiToolCalls, type TAdminAiTool } from '../api/platform-api';

const EMPTY_SCHEMA = '{\n  "type": "object",\n  "properties": {},\n  "required": []\n}';

/** The first problem of the form, in Portuguese, or the body to send. */
function check(form: { name: string; type: string; description: string; parameters: string; is_active: boolean }) {
  let parameters: unknown;
  try {
    parameters = JSON.parse(form.parameters);
  } catch {
    return { error: { parameters: 'O esquema dos argumentos não é um JSON válido.' } as Record<string, string> };
  }
  const parsed = ZAdminAiToolBody.safeParse({ ...form, parameters });
  if (parsed.success) return { body: parsed.data };
  const error: Record<string, string> = {};
  for (const issue of parsed.error.issues) error[String(issue.path[0])] ??= issue.message;
  return { error };
}

export function AiToolForm({ tool, onClose }: { tool: TAdminAiTool | null; onClose: () => void }) {
  const [form, setForm] = useState({
    name: tool?.name ?? '',
    type: tool?.type ?? 'schedule',
    description: tool?.description ?? '',
    parameters: tool ? JSON.stringify(tool.parameters, null, 2) : EMPTY_SCHEMA,
    is_active: tool?.is_active ?? true,
  });
  const [touched, setTouched] = useState(false);
  const save = aiToolCalls.useSave();
  const result = check(form);
  const errors = touched ? (result.error ?? {}) : {};
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }));
  const submit = () => {
    setTouched(true);
    if (result.body) save.mutate({ id: tool?.id, body: result.body }, { onSuccess: onClose });
  };
  return (
    <Drawer
      open
      size="lg"
      onOpenChange={(open) => (open ? null : onClose())}
      title={tool ? `Editar ${tool.name}` : 'Nova ferramenta de IA'}
      description={
        tool ? `Versão ${tool.version}; salvar cria a versão ${tool.version + 1}.` : 'A secretária chama a ferramenta pelo nome.'
      }
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            Salvar ferramenta
          </Button>
        </div>
      }
    >
      <div className="space-y-3">
        <Input
          label="Nome"
          description="Letras minúsculas, números e _ (ex.: marcar_horario)."
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value.toLowerCase())}
        />
        <Select
          label="Tipo"
          value={form.type}
          onValueChange={(v) => set('type', v as (typeof AI_TOOL_TYPES)[number])}
          options={AI_TOOL_TYPES.map((t) => ({ value: t, label: AI_TOOL_TYPE_LABELS[t] }))}
        />
        <Textarea
          label="Descrição para a IA"
          description="O que a ferramenta faz e quando usar."
          value={form.description}
          error={errors.description}
          maxLength={2000}
          onChange={(e) => set('description', e.target.value)}
        />
        <Textarea
          label="Esquema dos argumentos (JSON Schema)"
          value={form.parameters}
          error={errors.parameters}
          minRows={6}
          className="font-mono text-xs"
          spellCheck={false}
          onChange={(e) => set('parameters', e.target.value)}
        />
        <Switch label="Ativa" checked={form.is_active} onCheckedChange={(v) => set('is_active', v)} />
      </div>
    </Drawer>
  );
}
