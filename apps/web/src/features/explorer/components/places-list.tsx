import type { TExplorerPlaceDto } from '@agenda/shared/schemas/explorer';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';

/** The places found, as a list to pick from (the map's accessible counterpart), and the import button. */
export function PlacesList(props: {
  places: TExplorerPlaceDto[];
  picked: Set<string>;
  onToggle: (id: string) => void;
  importing: boolean;
  onImport: () => void;
}) {
  const { places, picked } = props;
  if (!places.length) return <p className="text-sm text-muted-foreground">Nada encontrado para esta busca.</p>;
  return (
    <section aria-label="Resultados" className="flex flex-col gap-2">
      <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
        {places.map((p) => (
          <li key={p.id} className="flex items-start gap-3 px-4 py-3">
            <Checkbox checked={picked.has(p.id)} onCheckedChange={() => props.onToggle(p.id)} aria-label={`Escolher ${p.name}`} />
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-foreground">{p.name}</span>
              <span className="block text-muted-foreground">
                {p.address ? `${p.address} · ` : ''}
                {/* A phone number never breaks across lines on a phone. */}
                <span className="whitespace-nowrap">{p.phone ?? 'sem telefone'}</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Button className="self-start" disabled={!picked.size} loading={props.importing} onClick={props.onImport}>
        {picked.size === 0
          ? 'Importar como clientes'
          : picked.size === 1
            ? 'Importar 1 como cliente'
            : `Importar ${picked.size} como clientes`}
      </Button>
    </section>
  );
}
