// CRM (docs/spec.md §4 "CRM stages"): stage changes with history and the stage_change notification, the board,
// and the move to "active" when a client books.
import { CRM_STAGE_LABELS, CRM_STAGES, type TCrmStage } from '@agenda/shared/crm';
import type { TCrmColumnDto } from '@agenda/shared/schemas/clients';
import { notFound } from '../../lib/app-error.js';
import type { TAppContext, TScheduleEventBatchHandler } from '../../lib/context.js';
import type { TScheduleEvent } from '../scheduling/types.js';
import type { TCompanyAccess } from '../companies/access.js';
import { notifyCompanyUsers } from '../notifications/service.js';
import { clientListItemDto } from './dto.js';
import { crmStageRows } from './repo-list.js';
import { moveClientsToStage, setClientStageRow } from './repo-write.js';
import { findClient } from './repo.js';

const CRM_COLUMN_SIZE = 50;

/** The agenda's live event of a client's move (board and profile refresh). */
function emitStageChange(ctx: TAppContext, companyId: string, clientId: string, stage: TCrmStage): void {
  ctx.hub.emit(`company_update:${companyId}`, { events: [{ name: 'client_stage_change', data: { client_id: clientId, stage } }] });
}

/** Moves a client to `stage`: a history row, a live event and, when a member moved it, a `stage_change` notification. */
export async function changeClientStage(
  ctx: TAppContext,
  companyId: string,
  clientId: string,
  stage: TCrmStage,
  actor: { kind: 'user' | 'system'; id: string | null },
): Promise<{ changed: boolean }> {
  const result = await setClientStageRow(ctx.db, companyId, clientId, stage, actor, ctx.now());
  if (!result) throw notFound('Cliente não encontrado.');
  if (!result.changed) return { changed: false };
  emitStageChange(ctx, companyId, clientId, stage);
  // A booking that moves the client already notifies `new_schedule`; a member's move is told to the team.
  if (actor.kind === 'user') {
    const client = await findClient(ctx, companyId, clientId);
    const from = CRM_STAGE_LABELS[result.from as TCrmStage] ?? result.from;
    await notifyCompanyUsers(ctx, companyId, {
      type: 'stage_change',
      title: `${client?.name ?? 'Cliente'} mudou de etapa`,
      body: `De ${from} para ${CRM_STAGE_LABELS[stage]}.`,
      data: { client_id: clientId, from_stage: result.from, to_stage: stage },
    });
  }
  return { changed: true };
}

/** The six columns in pipeline order, each with its count, value (cents) and first clients by name. */
export async function crmBoard(ctx: TAppContext, access: TCompanyAccess): Promise<TCrmColumnDto[]> {
  const now = ctx.now();
  const columns: TCrmColumnDto[] = [];
  for (const stage of CRM_STAGES) {
    const { rows, count, value } = await crmStageRows(ctx.db, access.companyId, stage, CRM_COLUMN_SIZE, now);
    columns.push({ stage, count, value, clients: rows.map(clientListItemDto) });
  }
  return columns;
}

/** Stages a booking moves forward to "active": a client who books is an active client. */
const MOVED_BY_BOOKING: readonly string[] = ['prospect', 'qualified', 'inactive', 'unresponsive'];

/** The clients of a batch of bookings moved in one statement per company (repo-write.ts), each told to the agenda. */
async function moveBookingClientsForward(events: TScheduleEvent[], ctx: TAppContext): Promise<void> {
  const byCompany = new Map<string, string[]>();
  for (const e of events)
    if (e.type === 'booked') byCompany.set(e.companyId, [...(byCompany.get(e.companyId) ?? []), e.schedule.client_id]);
  for (const [companyId, ids] of byCompany)
    for (const clientId of await moveClientsToStage(ctx.db, companyId, ids, MOVED_BY_BOOKING, 'active', ctx.now()))
      emitStageChange(ctx, companyId, clientId, 'active');
}

export const bookingMovesClientForward: TScheduleEventBatchHandler = { batch: moveBookingClientsForward };
