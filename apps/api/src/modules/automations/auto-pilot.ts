// The auto-pilot (issue 11 item 5): a run per client sends the company's follow-ups at the
// intensity of docs/spec.md §4 (days between messages, attempts), through scheduled messages of
// type auto_pilot. Staff start a run and move it only along §4 (running ↔ paused_manually; a
// finished_messages run is final, a new start is a new run); any other change is 409. The walker
// (hourly job) ends a run by itself, as finished_messages, the moment the client booked or answered
// since it started, or when its attempts are spent.
import {
  AUTO_PILOT_INTENSITY_INFO,
  AUTO_PILOT_STATUS_LABELS,
  canTransitionAutoPilot,
  type TAutoPilotIntensity,
  type TAutoPilotStatus,
} from '@agenda/shared/auto-pilot';
import { conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { every, type TJobDefinition } from '../../lib/jobs/table-queue.js';
import { findCompanyById } from '../companies/service.js';
import { planScheduledMessage, plannedSendTime } from '../scheduled-messages/service.js';
import { extraFeatureRequired, hasExtraFeature } from '../subscriptions/feature-gate.js';
import { renderForClient } from '../scheduled-messages/variables.js';
import { bookedSince, clientName } from './repo.js';
import { answeredSince, dueRuns, findRun, saveRun, updateRun, type TAutoPilotRun } from './repo-auto-pilot.js';

const DAY = 86_400_000;

/**
 * The auto-pilot is automatic marketing, sold as the `automations` extra feature (docs/spec.md §3
 * "Extra features", §9 prices; it lives on /app/automacoes): without it, it cannot be switched on, no
 * client can be put on it or resumed, and the walker plans nothing for the company.
 */
const AUTO_PILOT_FEATURE_MESSAGE =
  'O piloto automático faz parte da funcionalidade Automações. Habilite-a na assinatura da empresa para usar.';

export async function requireAutoPilotFeature(ctx: TAppContext, companyId: string): Promise<void> {
  if (!(await hasExtraFeature(ctx, companyId, 'automations'))) throw extraFeatureRequired('automations', AUTO_PILOT_FEATURE_MESSAGE);
}

const STAGE_TEXT: Record<string, string> = {
  prospect: 'Oi, {{name}}! Aqui é da {{company_name}}. Quer que eu veja um horário para você esta semana?',
  qualified: 'Oi, {{name}}! Ainda pensando em marcar na {{company_name}}? Tenho horários livres, é só me dizer o melhor dia.',
};
const DEFAULT_TEXT = 'Oi, {{name}}! Sentimos sua falta na {{company_name}}. Vamos marcar um horário?';

const intensityOf = (v: string) => AUTO_PILOT_INTENSITY_INFO[(v in AUTO_PILOT_INTENSITY_INFO ? v : 'balanced') as TAutoPilotIntensity];

/** Days until the next message: within the intensity's range. */
export function daysBetween(intensity: string, random = Math.random): number {
  const i = intensityOf(intensity);
  return i.minDaysBetweenMessages + Math.floor(random() * (i.maxDaysBetweenMessages - i.minDaysBetweenMessages + 1));
}

/** Starts (or, after a finished one, starts anew) the client's run; 409 while one is running or paused. */
export async function startAutoPilot(ctx: TAppContext, companyId: string, clientId: string): Promise<TAutoPilotRun> {
  const company = await findCompanyById(ctx, companyId);
  if (!company) throw notFound('Empresa não encontrada.');
  await requireAutoPilotFeature(ctx, companyId);
  if (!company.is_auto_pilot_enabled) throw conflict('Ligue o piloto automático nas configurações da empresa primeiro.');
  if ((await clientName(ctx.db, companyId, clientId)) === undefined) throw notFound('Cliente não encontrado.');
  return ctx.db.transaction(async (db) => {
    const tx = db as unknown as TAppContext['db'];
    const run = await findRun(tx, companyId, clientId, true);
    if (run && run.status !== 'finished_messages') throw conflict('O piloto automático deste cliente já está ligado.');
    const now = ctx.now();
    return saveRun(tx, {
      company_id: companyId,
      client_id: clientId,
      status: 'running',
      attempts: 0,
      next_at: now,
      started_at: now,
      updated_at: now,
    });
  });
}

/** A staff change of status, only along the transitions of §4. */
export async function changeAutoPilotStatus(ctx: TAppContext, companyId: string, clientId: string, to: TAutoPilotStatus) {
  // Pausing is always allowed; resuming sends again, so it needs the feature.
  if (to === 'running') await requireAutoPilotFeature(ctx, companyId);
  return ctx.db.transaction(async (db) => {
    const tx = db as unknown as TAppContext['db'];
    const run = await findRun(tx, companyId, clientId, true);
    if (!run) throw notFound('Este cliente não tem piloto automático.');
    if (!canTransitionAutoPilot(run.status, to))
      throw conflict(
        `O piloto automático não pode passar de "${AUTO_PILOT_STATUS_LABELS[run.status]}" para "${AUTO_PILOT_STATUS_LABELS[to]}".`,
      );
    const now = ctx.now();
    return updateRun(tx, run.id, { status: to, updated_at: now, ...(to === 'running' && run.next_at < now ? { next_at: now } : {}) });
  });
}

/** One walk over the due runs (in the job's transaction). */
async function walkAutoPilot(tx: TAppContext): Promise<void> {
  const now = tx.now();
  const entitled = new Map<string, boolean>();
  for (const { run, stage, name, intensity } of await dueRuns(tx.db, now)) {
    if (!entitled.has(run.company_id)) entitled.set(run.company_id, await hasExtraFeature(tx, run.company_id, 'automations'));
    // A company without the feature (never bought, switched off, subscription lapsed): its runs wait.
    if (!entitled.get(run.company_id)) continue;
    const finish = (reason: string) => updateRun(tx.db, run.id, { status: 'finished_messages', finished_reason: reason, updated_at: now });
    if (await bookedSince(tx.db, run.company_id, run.client_id, run.started_at)) await finish('booked');
    else if (await answeredSince(tx.db, run.client_id, run.started_at)) await finish('answered');
    else if (run.attempts >= intensityOf(intensity).attemptsPerStage) await finish('attempts');
    else {
      const company = (await findCompanyById(tx, run.company_id))!;
      await planScheduledMessage(tx, {
        companyId: run.company_id,
        clientId: run.client_id,
        type: 'auto_pilot',
        source: 'auto_pilot',
        content: renderForClient(STAGE_TEXT[stage] ?? DEFAULT_TEXT, { company, clientName: name }),
        dueAt: plannedSendTime(company, now, now),
      });
      await updateRun(tx.db, run.id, {
        attempts: run.attempts + 1,
        next_at: new Date(now.getTime() + daysBetween(intensity) * DAY),
        updated_at: now,
      });
    }
  }
}

export const autoPilotJob: TJobDefinition = {
  name: 'automations.auto-pilot',
  recurring: every(60 * 60_000),
  handler: (tx) => walkAutoPilot(tx),
};
