// In-memory clients of the mocks (list, profile, CRM, tags and their history), seeded from the scheduling mocks' clients.
import { recordTimelineTitle, tagChangeTitle, type TTagChangeAction } from '@agenda/shared/client-timeline';
import type { TClientDetailDto, TClientTagDto, TTimelineItemDto } from '@agenda/shared/schemas/clients';
import { db, type TMockDb } from '../db';
import { clientRecordsOf } from './records-handlers';
import { schdb } from './scheduling/scheduling-db';

interface TTagChange {
  client_id: string;
  action: TTagChangeAction;
  tag: string;
  previous_tag: string | null;
  at: string;
}

interface TClientsState {
  clients: TClientDetailDto[];
  tags: TClientTagDto[];
  stageChanges: { client_id: string; from: string; to: string; at: string }[];
  tagChanges: TTagChange[];
}

const states = new WeakMap<TMockDb, TClientsState>();
const stamp = '2026-01-05T12:00:00.000Z';

export function clientDetail(c: { id: string; name: string; phone: string | null; email?: string | null }): TClientDetailDto {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email ?? null,
    crm_stage: 'prospect',
    tags: [],
    birthday: null,
    channels: c.phone ? ['whatsapp'] : [],
    last_visit_at: null,
    gender: null,
    notes: null,
    address: null,
    whatsapp_remote_jid: c.phone ? c.phone.replace(/\D/g, '') : null,
    instagram_username: null,
    facebook_username: null,
    telegram_username: null,
    created_at: stamp,
  };
}

export function cdb(): TClientsState {
  let s = states.get(db);
  if (!s) {
    const clients = schdb().clients.map(clientDetail);
    if (clients[0]) Object.assign(clients[0], { crm_stage: 'active', tags: ['VIP'], birthday: '1988-05-20' });
    if (clients[1]) Object.assign(clients[1], { crm_stage: 'qualified', tags: ['Indicação'] });
    s = {
      clients,
      tags: [
        { id: '7a000000-0000-4000-8000-000000000001', name: 'VIP', color: '#d97706' },
        { id: '7a000000-0000-4000-8000-000000000002', name: 'Indicação', color: '#16a34a' },
      ],
      stageChanges: [],
      // The seeded tags' history, so the timeline shows tag items from the start.
      tagChanges: clients.slice(0, 2).map((c) => ({
        client_id: c.id,
        action: 'added' as const,
        tag: c.tags[0]!,
        previous_tag: null,
        at: '2026-01-06T15:00:00.000Z',
      })),
    };
    states.set(db, s);
  }
  return s;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The API's match: folded name, e-mail, or 3+ phone digits. */
export function matches(c: TClientDetailDto, search: string): boolean {
  const q = fold(search.trim());
  if (!q) return true;
  const digits = q.replace(/\D/g, '');
  return (
    fold(c.name).includes(q) || (c.email ?? '').includes(q) || (digits.length >= 3 && (c.phone ?? '').replace(/\D/g, '').includes(digits))
  );
}

/** The API's tag history rows of one save: what `after` adds to and removes from `before`. */
export function recordTagChanges(clientId: string, before: readonly string[], after: readonly string[]) {
  const at = new Date().toISOString();
  const changes = cdb().tagChanges;
  for (const tag of before) if (!after.includes(tag)) changes.push({ client_id: clientId, action: 'removed', tag, previous_tag: null, at });
  for (const tag of after) if (!before.includes(tag)) changes.push({ client_id: clientId, action: 'added', tag, previous_tag: null, at });
}

export function timelineOf(c: TClientDetailDto): TTimelineItemDto[] {
  const s = schdb();
  const items: TTimelineItemDto[] = [
    { kind: 'created', at: c.created_at, title: 'Cliente cadastrado', detail: null, ref_id: null },
    ...s.schedules
      .filter((x) => x.client_id === c.id)
      .map((x) => ({
        kind: 'schedule' as const,
        at: x.start_at,
        title: `${x.service?.title ?? 'Serviço'} com ${x.calendar?.title ?? ''}`,
        detail: x.status,
        ref_id: x.id,
      })),
    ...cdb()
      .stageChanges.filter((x) => x.client_id === c.id)
      .map((x) => ({ kind: 'stage_change' as const, at: x.at, title: `Etapa: ${x.to}`, detail: `Antes: ${x.from}`, ref_id: null })),
    ...cdb()
      .tagChanges.filter((x) => x.client_id === c.id)
      .map((x) => ({ kind: 'tag' as const, at: x.at, title: tagChangeTitle(x), detail: null, ref_id: null })),
    ...clientRecordsOf(c.id).map((r) => ({
      kind: 'record' as const,
      at: r.created_at,
      title: recordTimelineTitle(r),
      detail: null,
      ref_id: r.id,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at));
}
