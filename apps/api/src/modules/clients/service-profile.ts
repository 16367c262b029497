// The client profile tabs: timeline (everything in time order), past and upcoming appointments, tags, duplicates.
import { CRM_STAGE_LABELS, type TCrmStage } from '@agenda/shared/crm';
import { CHANNEL_LABELS, type TChannel } from '@agenda/shared/channel';
import type { TClientRecordType } from '@agenda/shared/client';
import { recordTimelineTitle, tagChangeTitle } from '@agenda/shared/client-timeline';
import type { TClientScheduleDto, TClientTagDto, TTimelineItemDto } from '@agenda/shared/schemas/clients';
import { SCHEDULE_STATUS_LABELS } from '@agenda/shared/schedule';
import type { TAppContext } from '../../lib/context.js';
import type { TCompanyAccess } from '../companies/access.js';
import { hasExtraFeature } from '../subscriptions/feature-gate.js';
import { clientListItemDto } from './dto.js';
import { clientsWithDigits } from './repo-list.js';
import {
  clientMessageRows,
  clientRecordTimelineRows,
  clientScheduleRows,
  clientStageChangeRows,
  clientTagChangeRows,
  listTagRows,
} from './repo-profile.js';
import { normalisedPhoneOf, requireClient } from './service.js';

const TIMELINE_SIZE = 100;
const ROLE_LABEL: Record<string, string> = { client: 'Cliente', ai: 'Secretária', user: 'Equipe', admin: 'Equipe' };

type TScheduleRow = Awaited<ReturnType<typeof clientScheduleRows>>[number];
const scheduleDto = (s: TScheduleRow): TClientScheduleDto => ({
  id: s.id,
  start_at: s.start_at.toISOString(),
  end_at: s.end_at.toISOString(),
  status: s.status,
  service_id: s.service_id,
  service_title: s.service_title,
  calendar_id: s.calendar_id,
  calendar_title: s.calendar_title,
  price: s.price,
});

export async function clientSchedules(
  ctx: TAppContext,
  access: TCompanyAccess,
  id: string,
  upcoming: boolean,
): Promise<TClientScheduleDto[]> {
  const client = await requireClient(ctx, access.companyId, id);
  const rows = await clientScheduleRows(ctx.db, access.companyId, client.id, { upcoming, now: ctx.now(), limit: 200 });
  return rows.map(scheduleDto);
}

/**
 * The last appointments, messages, stage and tag changes and prontuário records (when the company has the
 * client_records feature) of the client, newest first, and when they were created. Each source reads at most
 * TIMELINE_SIZE rows, so the answer stays bounded however long the history.
 */
export async function clientTimeline(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<TTimelineItemDto[]> {
  const client = await requireClient(ctx, access.companyId, id);
  const now = ctx.now();
  const [past, upcoming, msgs, stages, tagChanges, records] = await Promise.all([
    clientScheduleRows(ctx.db, access.companyId, client.id, { upcoming: false, now, limit: TIMELINE_SIZE }),
    clientScheduleRows(ctx.db, access.companyId, client.id, { upcoming: true, now, limit: TIMELINE_SIZE }),
    clientMessageRows(ctx.db, access.companyId, client.id, TIMELINE_SIZE),
    clientStageChangeRows(ctx.db, access.companyId, client.id, TIMELINE_SIZE),
    clientTagChangeRows(ctx.db, access.companyId, client.id, TIMELINE_SIZE),
    // Records stay off the timeline without the feature, as the prontuário tab does.
    hasExtraFeature(ctx, access.companyId, 'client_records').then((on) =>
      on ? clientRecordTimelineRows(ctx.db, access.companyId, client.id, TIMELINE_SIZE) : [],
    ),
  ]);
  const items: TTimelineItemDto[] = [
    { kind: 'created', at: client.created_at.toISOString(), title: 'Cliente cadastrado', detail: null, ref_id: null },
    ...[...past, ...upcoming].map((s) => ({
      kind: 'schedule' as const,
      at: s.start_at.toISOString(),
      title: `${s.service_title} com ${s.calendar_title}`,
      detail: SCHEDULE_STATUS_LABELS[s.status],
      ref_id: s.id,
    })),
    ...msgs.map((m) => ({
      kind: 'message' as const,
      at: m.created_at.toISOString(),
      title: `${ROLE_LABEL[m.role] ?? 'Mensagem'} · ${CHANNEL_LABELS[m.channel as TChannel] ?? m.channel}`,
      detail: m.content.slice(0, 200),
      ref_id: m.chat_id,
    })),
    ...stages.map((s) => ({
      kind: 'stage_change' as const,
      at: s.created_at.toISOString(),
      title: `Etapa: ${CRM_STAGE_LABELS[s.to_stage as TCrmStage] ?? s.to_stage}`,
      detail: s.from_stage ? `Antes: ${CRM_STAGE_LABELS[s.from_stage as TCrmStage] ?? s.from_stage}` : null,
      ref_id: null,
    })),
    ...tagChanges.map((c) => ({
      kind: 'tag' as const,
      at: c.created_at.toISOString(),
      title: tagChangeTitle(c),
      detail: c.actor_kind === 'system' ? 'Por uma automação' : null,
      ref_id: null,
    })),
    ...records.map((r) => ({
      kind: 'record' as const,
      at: r.created_at.toISOString(),
      title: recordTimelineTitle({ type: r.type as TClientRecordType, text: r.text }),
      detail: null,
      ref_id: r.id,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, TIMELINE_SIZE * 2);
}

export async function listTags(ctx: TAppContext, access: TCompanyAccess): Promise<TClientTagDto[]> {
  const rows = await listTagRows(ctx.db, access.companyId);
  return rows.map((r) => ({ id: r.id, name: r.name, color: r.color }));
}

/** Other clients whose phone or WhatsApp id is the same number after the §5 rules (candidates to merge). */
export async function clientDuplicates(ctx: TAppContext, access: TCompanyAccess, id: string) {
  const client = await requireClient(ctx, access.companyId, id);
  const phone = normalisedPhoneOf(client);
  if (!phone) return [];
  const national = phone.replace(/\D/g, '').slice(-8);
  const rows = await clientsWithDigits(ctx.db, access.companyId, national, ctx.now());
  return rows.filter((r) => r.id !== client.id && normalisedPhoneOf(r) === phone).map(clientListItemDto);
}
