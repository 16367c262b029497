import { useCallback, useState } from 'react';
import { Crosshair, MapPin, Search, Settings } from 'lucide-react';
import { EXPLORER_PLACE_TYPES, type TExplorerPlaceType } from '@agenda/shared/schemas/explorer';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/http/errors';
import { useSelectedCompany } from '@/stores/company-store';
import { useExplorer } from '../api/explorer-api';
import { PlacesList } from './places-list';
import { PlacesMap, type TMapArea } from './places-map';

const TYPE_OPTIONS = Object.entries(EXPLORER_PLACE_TYPES).map(([value, label]) => ({ value, label }));

/** /app/explorer: businesses found on Google Places near the company, on a map and a list, imported as CRM leads. */
export function ExplorerPage() {
  const company = useSelectedCompany();
  const id = company ? String(company.id) : null;
  const [query, setQuery] = useState('');
  const [type, setType] = useState<TExplorerPlaceType>('beauty_salon');
  const [area, setArea] = useState<TMapArea | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const { status, search, importer } = useExplorer(id, () => setPicked(new Set()));
  const onArea = useCallback((next: TMapArea) => setArea(next), []);
  const toggle = (placeId: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(placeId)) next.delete(placeId);
      else next.add(placeId);
      return next;
    });
  const near = area ? { latitude: area.latitude, longitude: area.longitude } : undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="explorer-page">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Explorador</h1>
        <p className="text-sm text-muted-foreground">Encontre negócios e pessoas perto de você e importe como clientes no CRM.</p>
      </header>
      {status.isPending ? (
        <Skeleton className="h-32 rounded-xl" aria-busy="true" />
      ) : status.isError ? (
        <LoadError title="Não foi possível abrir o explorador" error={status.error} onRetry={() => void status.refetch()} />
      ) : !status.data.enabled ? (
        <EmptyState
          icon={<MapPin />}
          title="Explorador não ativado"
          description="Peça ao suporte para ativar o explorador de clientes nesta empresa."
        />
      ) : !status.data.configured ? (
        <EmptyState
          icon={<Settings />}
          title="Configure o Google Places"
          description="Defina a variável GOOGLE_PLACES_API_KEY no servidor com uma chave da Places API (New) para buscar no mapa."
        />
      ) : (
        <>
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 lg:flex-row lg:items-end">
            <form
              className="flex flex-1 items-end gap-2"
              aria-label="Buscar por texto"
              onSubmit={(e) => {
                e.preventDefault();
                if (query.trim().length >= 2) search.mutate({ query: query.trim(), ...(near ? { near, radius_m: area!.radius_m } : {}) });
              }}
            >
              <Input
                label="O que procurar"
                placeholder="Ex.: salão de beleza"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                containerClassName="flex-1"
              />
              <Button type="submit" leftIcon={<Search />} loading={search.isPending && Boolean(search.variables?.query)}>
                Buscar
              </Button>
            </form>
            <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
              <Select
                label="Tipo de negócio"
                value={type}
                onValueChange={(v) => setType(v as TExplorerPlaceType)}
                options={TYPE_OPTIONS}
                containerClassName="flex-1"
              />
              <Button
                variant="outline"
                leftIcon={<Crosshair />}
                disabled={!area}
                loading={search.isPending && !search.variables?.query}
                onClick={() => area && search.mutate({ type, near: near!, radius_m: area.radius_m })}
              >
                Buscar nesta área
              </Button>
            </div>
          </div>
          {search.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(search.error)}
            </p>
          ) : null}
          <PlacesMap status={status.data} places={search.data ?? []} picked={picked} onToggle={toggle} onArea={onArea} />
          {search.data ? (
            <PlacesList
              places={search.data}
              picked={picked}
              onToggle={toggle}
              importing={importer.isPending}
              onImport={() => importer.mutate(search.data.filter((p) => picked.has(p.id)))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              Busque por texto ou mova o mapa até o bairro e use “Buscar nesta área” para ver os negócios de um tipo ali.
            </p>
          )}
        </>
      )}
    </div>
  );
}
