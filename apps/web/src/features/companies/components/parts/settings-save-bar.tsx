import { Button } from '@/components/ui/button';

/** The save row of a settings form; sticks to the bottom of the screen while there are changes. */
export function SettingsSaveBar({ dirty, saving, onDiscard }: { dirty: boolean; saving: boolean; onDiscard: () => void }) {
  return (
    <div
      className={`flex items-center justify-end gap-2 ${
        dirty
          ? 'sticky bottom-0 z-10 -mx-4 border-t border-border bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border'
          : 'pt-1'
      }`}
    >
      {dirty ? <p className="mr-auto text-[13px] text-muted-foreground max-sm:hidden">Você tem alterações não salvas.</p> : null}
      {dirty ? (
        <Button variant="ghost" onClick={onDiscard} disabled={saving}>
          Descartar
        </Button>
      ) : null}
      <Button type="submit" loading={saving} disabled={!dirty} className="max-sm:flex-1">
        Salvar alterações
      </Button>
    </div>
  );
}
