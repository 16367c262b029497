// The explorer page's states and requests (the Leaflet map itself is covered by e2e/explorer.e2e.test.ts; here a
// stand-in reports the map's area): not enabled, no key, a text search picked and imported, a nearby search.
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import { renderAppPage } from '@/test/app-page';
import { startMockServer } from '@/test/msw';
import { ExplorerPage } from './explorer-page';
import type { TMapArea } from './places-map';

vi.mock('./places-map', () => ({
  PlacesMap: ({ onArea }: { onArea: (a: TMapArea) => void }) => {
    useEffect(() => onArea({ latitude: -23.55, longitude: -46.66, radius_m: 1800 }), [onArea]);
    return <div role="region" aria-label="Mapa dos resultados" />;
  },
}));

startMockServer();

const tiles = { url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: '©' };
const statusIs = (enabled: boolean, configured: boolean) =>
  server.use(http.get('*/user/:company/explorer/status', () => HttpResponse.json({ enabled, configured, center: null, tiles })));

describe('explorer page', () => {
  it('says how to turn it on, and how to configure the key', async () => {
    statusIs(false, true);
    const first = renderAppPage('/app/explorer', '/app/explorer', ExplorerPage);
    expect(await screen.findByText('Explorador não ativado')).toBeInTheDocument();
    first.unmount();
    statusIs(true, false);
    renderAppPage('/app/explorer', '/app/explorer', ExplorerPage);
    expect(await screen.findByText('Configure o Google Places')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buscar' })).not.toBeInTheDocument();
  });

  it('searches by text within the map area, imports the picked place, then searches the area by type', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/user/:company/explorer/search', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          places: [{ id: 'p1', name: 'Salão Bela Vista', address: 'R. Augusta, 1200', phone: null, latitude: -23.5, longitude: -46.6 }],
        });
      }),
      http.post('*/user/:company/explorer/import', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ clients: [{ id: 'c1' }], toast: '1 cliente importado.' });
      }),
    );
    renderAppPage('/app/explorer', '/app/explorer', ExplorerPage);
    await userEvent.type(await screen.findByLabelText('O que procurar'), 'salão');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(/sem telefone/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ query: 'salão', near: { latitude: -23.55, longitude: -46.66 }, radius_m: 1800 });
    const importButton = screen.getByRole('button', { name: 'Importar como clientes' });
    expect(importButton).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Escolher Salão Bela Vista' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar 1 como cliente' }));
    await vi.waitFor(() => expect(bodies[1]).toEqual({ places: [expect.objectContaining({ name: 'Salão Bela Vista', phone: null })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar nesta área' }));
    await vi.waitFor(() =>
      expect(bodies[2]).toEqual({ type: 'beauty_salon', near: { latitude: -23.55, longitude: -46.66 }, radius_m: 1800 }),
    );
  });
});
