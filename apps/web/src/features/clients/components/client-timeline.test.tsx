// The timeline's record and tag items (issue 12): their titles in time order, their icons (the prontuário's
// and the tag button's), the detail of an automation's change, and no way to a record's file from here.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TTimelineItemDto } from '@agenda/shared/schemas/clients';
import { resetDb } from '@/mocks/db';
import { cdb, recordTagChanges } from '@/mocks/handlers/clients-db';
import { server } from '@/mocks/server';
import { startMockServer } from '@/test/msw';
import { renderAppPage } from '@/test/app-page';
import { ClientTimelinePage } from './client-tabs';

startMockServer();

const open = (clientId: string) =>
  renderAppPage('/app/clientes/:client_id/timeline', `/app/clientes/${clientId}/timeline`, ClientTimelinePage);

describe('/app/clientes/{id}/timeline: records and tags', () => {
  it('shows the seeded restriction and tag with their icons, newest first', async () => {
    resetDb();
    const pedro = cdb().clients[2]!;
    recordTagChanges(pedro.id, [], ['Fidelidade']);
    open(pedro.id);
    const list = await screen.findByRole('list', { name: 'Linha do tempo' });
    const items = within(list).getAllByRole('listitem');
    const titles = items.map((li) => li.querySelector('p.font-medium')?.textContent);
    expect(titles.indexOf('Etiqueta adicionada: Fidelidade')).toBeLessThan(titles.indexOf('Restrição registrada: Alergia a amônia'));
    expect(titles.indexOf('Restrição registrada: Alergia a amônia')).toBeLessThan(titles.indexOf('Cliente cadastrado'));
    const byTitle = (title: string) => items.find((li) => li.textContent?.includes(title))!;
    expect(byTitle('Restrição registrada').querySelector('svg.lucide-file-heart')).not.toBeNull();
    expect(byTitle('Etiqueta adicionada').querySelector('svg.lucide-tags')).not.toBeNull();
  });

  it('renders removed and renamed tags and never a file link for a photo record', async () => {
    resetDb();
    const items: TTimelineItemDto[] = [
      { kind: 'tag', at: '2026-02-03T13:00:00.000Z', title: 'Etiqueta renomeada: Noivas → Noivas 2026', detail: null, ref_id: null },
      { kind: 'tag', at: '2026-02-02T13:00:00.000Z', title: 'Etiqueta removida: VIP', detail: 'Por uma automação', ref_id: null },
      { kind: 'record', at: '2026-02-01T13:00:00.000Z', title: 'Foto adicionada: Antes do corte', detail: null, ref_id: 'r1' },
    ];
    server.use(http.get('*/user/:company/clients/:id/timeline', () => HttpResponse.json({ items })));
    open(cdb().clients[0]!.id);
    const list = await screen.findByRole('list', { name: 'Linha do tempo' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p.font-medium')?.textContent),
    ).toEqual(['Etiqueta renomeada: Noivas → Noivas 2026', 'Etiqueta removida: VIP', 'Foto adicionada: Antes do corte']);
    expect(list).toHaveTextContent('Por uma automação');
    expect(within(list).queryByRole('link')).toBeNull();
    expect(within(list).queryByRole('img')).toBeNull();
  });
});
