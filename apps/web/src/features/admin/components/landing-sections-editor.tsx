// The blocks of a landing page (hero, text, features, call to action), in order: add, edit, move and remove,
// and their preview as /lp renders them (the hero and the call to action end in the "Teste grátis" button).
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { LANDING_SECTION_TYPES, type TLandingSection, type TLandingSectionType } from '@agenda/shared/schemas/public-content';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { MarkdownPreview } from './markdown-preview';

const TYPE_LABELS: Record<TLandingSectionType, string> = {
  hero: 'Destaque',
  text: 'Texto',
  features: 'Vantagens',
  cta: 'Chamada',
};

const BODY_HINTS: Record<TLandingSectionType, string> = {
  hero: 'O topo da página: uma frase curta abaixo do título e o botão de cadastro.',
  text: 'Markdown: parágrafos, **negrito**, [links](https://…).',
  features: 'Uma vantagem por linha, começando com "- ".',
  cta: 'Chamada para o cadastro. Opcional: uma frase antes do botão.',
};

export function LandingSectionsEditor({ sections, onChange }: { sections: TLandingSection[]; onChange: (s: TLandingSection[]) => void }) {
  const update = (i: number, patch: Partial<TLandingSection>) => onChange(sections.map((s, n) => (n === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...sections];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold">Blocos da página</legend>
      {sections.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum bloco: a página mostra só o texto abaixo.</p> : null}
      <ol aria-label="Blocos" className="space-y-3">
        {sections.map((s, i) => (
          // Blocks have no id: their place is their identity.
          <li key={i} className="space-y-2 rounded-lg border border-border p-3">
            <div className="flex flex-wrap items-end gap-2">
              <Select
                label={`Bloco ${i + 1}`}
                value={s.type}
                onValueChange={(v) => update(i, { type: v as TLandingSectionType })}
                options={LANDING_SECTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
                containerClassName="min-w-0 flex-1"
              />
              {(
                [
                  ['Subir', <ArrowUp key="u" />, i === 0, () => move(i, -1)],
                  ['Descer', <ArrowDown key="d" />, i === sections.length - 1, () => move(i, 1)],
                  ['Remover', <Trash2 key="r" />, false, () => onChange(sections.filter((_, n) => n !== i))],
                ] as const
              ).map(([verb, icon, disabled, onClick]) => (
                <Button
                  key={verb}
                  iconOnly
                  size="sm"
                  variant="ghost"
                  aria-label={`${verb} bloco ${i + 1}`}
                  disabled={disabled}
                  onClick={onClick}
                >
                  {icon}
                </Button>
              ))}
            </div>
            <Input label="Título do bloco" value={s.title} onChange={(e) => update(i, { title: e.target.value })} maxLength={160} />
            <Textarea
              label="Conteúdo do bloco"
              description={BODY_HINTS[s.type]}
              value={s.body}
              onChange={(e) => update(i, { body: e.target.value })}
              minRows={2}
              maxRows={10}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        leftIcon={<Plus />}
        disabled={sections.length >= 12}
        onClick={() => onChange([...sections, { type: sections.length === 0 ? 'hero' : 'text', title: '', body: '' }])}
      >
        Adicionar bloco
      </Button>
    </fieldset>
  );
}

/** The blocks as the page shows them, for the editor's preview. */
export function LandingSectionsPreview({ sections }: { sections: TLandingSection[] }) {
  return sections.map((s, i) => (
    // Blocks have no id: their place is their identity.
    <section
      key={i}
      className={`mt-3 rounded-md p-2 ${s.type === 'hero' || s.type === 'cta' ? 'bg-primary-soft text-primary-soft-foreground' : ''}`}
    >
      {s.type === 'hero' ? (
        <h3 className="text-lg font-bold">{s.title || 'Sem título'}</h3>
      ) : (
        <h4 className="font-semibold">{s.title || 'Sem título'}</h4>
      )}
      <MarkdownPreview content={s.body} />
      {s.type === 'hero' || s.type === 'cta' ? (
        <span className="mt-2 inline-block rounded-md bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          Teste grátis
        </span>
      ) : null}
    </section>
  ));
}
