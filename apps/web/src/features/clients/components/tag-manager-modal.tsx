import { useState } from 'react';
import { CLIENT_TAG_COLORS, type TClientTagDto } from '@agenda/shared/schemas/clients';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/components/ui/cn';
import { useSaveClientTag } from '../api/client-writes';

interface TProps {
  companyId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tags: readonly TClientTagDto[];
}

/** The company's client tags: add one with a colour, or pick one to rename or recolour it. */
export function TagManagerModal({ companyId, open, onOpenChange, tags }: TProps) {
  const [editing, setEditing] = useState<TClientTagDto | null>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(CLIENT_TAG_COLORS[0]);
  const save = useSaveClientTag(companyId);
  const pick = (t: TClientTagDto | null) => {
    setEditing(t);
    setName(t?.name ?? '');
    setColor(t?.color ?? CLIENT_TAG_COLORS[0]);
  };
  const submit = () => save.mutate({ id: editing?.id ?? null, name: name.trim(), color }, { onSuccess: () => pick(null) });

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Etiquetas de clientes" size="md">
      <div className="flex flex-col gap-4">
        {tags.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Etiquetas da empresa">
            {tags.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  onClick={() => pick(t)}
                  aria-pressed={editing?.id === t.id}
                  className="inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm text-foreground"
                  style={{ borderColor: t.color, backgroundColor: `${t.color}1a` }}
                >
                  <span className="size-2 rounded-full" style={{ backgroundColor: t.color }} aria-hidden />
                  {t.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma etiqueta ainda. Crie a primeira abaixo.</p>
        )}
        <form
          className="flex flex-col gap-3 rounded-xl border border-border p-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input
            label={editing ? `Renomear “${editing.name}”` : 'Nova etiqueta'}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
          />
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-foreground">Cor</legend>
            <div className="flex flex-wrap gap-2">
              {CLIENT_TAG_COLORS.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={`Cor ${c}`}
                  aria-pressed={color === c}
                  onClick={() => setColor(c)}
                  className={cn('size-8 rounded-full border-2', color === c ? 'border-foreground' : 'border-transparent')}
                  style={{ backgroundColor: c }}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button variant="outline" type="button" onClick={() => pick(null)}>
                Cancelar
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
              {editing ? 'Salvar etiqueta' : 'Criar etiqueta'}
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
