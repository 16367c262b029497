// One assistant turn: the client messages received since the last turn are answered once, inside
// one transaction with everything the brain did (bookings included). A crash before the commit
// leaves the chat due, so the next worker pass answers it: exactly one reply, never two bookings.
import type { TAppContext } from '../../lib/context.js';
import { withBatchReads } from '../../lib/batch-reads.js';
import { findCompanyById } from '../companies/service.js';
import { knownClientName, clientsByIds } from '../clients/repo-channel-clients.js';
import type { TClientRow } from '../clients/repo.js';
import { notifyCompanyUsers } from '../notifications/service.js';
import { brainFor } from './brain/index.js';
import type { TBrainAction, TBrainHistoryItem } from './brain/types.js';
import { brainFaqs, brainServices, brainSettings, brainTeamAndHours } from './settings.js';
import { schedulingTools } from './tools.js';
import { guardActions } from './guarded-actions.js';
import { showProposal } from './dialogue-state.js';
import { showWaitlistOffer } from './guarded-waitlist.js';
import { reminderScheduleId } from './reply-target.js';
import {
  chatMessages,
  claimDueChat,
  dueChatIds,
  findChatById,
  insertMessage,
  pendingClientMessages,
  updateChat,
  type TChatPatch,
  type TChatRow,
  type TMessageRow,
} from './repo.js';
import { insertModelRun } from './repo-runs.js';
import { answerWaitlistOffer } from '../waitlist/reply.js';
import { recordTurnInterest } from './service-interest.js';
import { chatDto, messageDto } from './dto.js';
import { companyMediaCatalog, sendCompanyMedia } from '../media/service.js';
import { personalityInstructions } from '../companies/repo-personalities.js';
import type { TLookup } from './playground-state.js';

export interface TTurnOutcome {
  chat: TChatRow;
  replies: TMessageRow[];
  actions: TBrainAction[];
  transferred: boolean;
  /** The names the brain was given (the playground shows the dialogue state with them, without reading them again). */
  lookup: TLookup | null;
}

type TTx = TAppContext;
type TTurnOptions = {
  deliver: boolean;
  observation?: string | null;
  /** The chat's client, when the caller has just read it (the playground). */
  client?: TClientRow;
};

const HISTORY = 20;
/** Client messages a burst usually holds; more than this and the pending ones are read on their own. */
const BURST = 10;

/**
 * The client messages this turn answers (after the last turn) and the messages before them, from
 * one read of the chat's latest messages; a longer burst falls back to reading the pending ones.
 */
async function turnMessages(tx: TTx, chat: TChatRow): Promise<{ pending: TMessageRow[]; earlier: TMessageRow[] }> {
  const since = chat.last_turn_at;
  const isPending = (m: TMessageRow) => m.role === 'client' && (!since || m.created_at > since);
  const recent = await chatMessages(tx.db, chat.id, { limit: HISTORY + BURST });
  // Every pending message is in the window when it holds the whole chat or reaches back past the last turn.
  const complete = recent.length < HISTORY + BURST || (since !== null && recent[0]!.created_at <= since);
  const pending = complete ? recent.filter(isPending) : await pendingClientMessages(tx.db, chat.id, since);
  const ids = new Set(pending.map((m) => m.id));
  return { pending, earlier: recent.filter((m) => !ids.has(m.id)) };
}

/**
 * Runs the brain for a chat whose row the caller holds (inside its transaction). The company row and its subscription
 * are read once for the whole turn (the brain's tools and the safety layer ask for them again; a turn never writes them).
 */
export function executeTurn(tx: TTx, chat: TChatRow, opts: TTurnOptions): Promise<TTurnOutcome | null> {
  return withBatchReads(tx, (batch) => runTurn(batch, chat, opts));
}

async function runTurn(tx: TTx, chat: TChatRow, opts: TTurnOptions): Promise<TTurnOutcome | null> {
  const company = await findCompanyById(tx, chat.company_id);
  if (!company) return null;
  const { pending, earlier } = await turnMessages(tx, chat);
  if (!pending.length) return null;
  const now = tx.now();
  const lastClientAt = pending[pending.length - 1]!.created_at;
  const [client] = opts.client?.id === chat.client_id ? [opts.client] : await clientsByIds(tx, chat.company_id, [chat.client_id]);
  // A transcribed voice note is the client's text, as if it had been typed.
  const texts = pending.map((m) => [m.content.trim(), m.transcription?.trim() ?? ''].filter(Boolean).join('\n')).filter(Boolean);

  let replies: string[];
  let actions: TBrainAction[] = [];
  let transfer: { reason: string } | null = null;
  let state = chat.brain_state;
  let dialogueState = chat.dialogue_state;
  let offerReplies: string[] | null = null;
  let lookup: TLookup | null = null;
  if (!texts.length) {
    replies = pending.some((m) => m.content_type === 'audio')
      ? ['Ainda não consigo ouvir áudios por aqui 🙏. Pode me escrever o que precisa?']
      : ['Recebi seu arquivo! Se precisar de algo, é só me escrever 🙂'];
  } else if (
    (offerReplies = await answerWaitlistOffer(tx, {
      companyId: chat.company_id,
      clientId: chat.client_id,
      timezone: company.timezone,
      texts,
    }))
  ) {
    // The answer to a waitlist offer (yes books the held time, no passes it on) is not the brain's.
    replies = offerReplies;
  } else {
    const history: TBrainHistoryItem[] = earlier
      .slice(-HISTORY)
      .map((m) => ({ role: m.role, content: m.transcription ? [m.content, m.transcription].filter(Boolean).join('\n') : m.content }));
    const started = Date.now();
    const brain = brainFor(tx);
    const company_tz = company.timezone;
    const raw = schedulingTools(tx, {
      companyId: chat.company_id,
      clientId: chat.client_id,
      channel: chat.channel,
      observation: opts.observation ?? null,
    });
    const lastAssistant = [...history].reverse().find((h) => h.role !== 'client')?.content ?? null;
    const guard = guardActions(tx, raw, {
      companyId: chat.company_id,
      clientId: chat.client_id,
      timezone: company_tz,
      message: texts.join('\n'),
      lastAssistant,
      state: chat.dialogue_state,
    });
    const services = await brainServices(tx, chat.company_id);
    const team = await brainTeamAndHours(tx, company);
    lookup = {
      timezone: company_tz,
      services: new Map(services.map((x) => [x.id, x.title])),
      professionals: new Map(team.professionals.map((p) => [p.calendar_id, p.title])),
      dayParts: team.company.day_parts ?? [],
    };
    const result = await brain.turn({
      now,
      settings: brainSettings(company, await personalityInstructions(tx, company.chat_personality_slug)),
      services,
      ...team,
      faqs: await brainFaqs(tx, chat.company_id),
      client: { id: chat.client_id, name: client ? knownClientName(client.name) : null },
      messages: texts,
      history,
      state: chat.brain_state,
      tools: guard.tools,
      reply_to_schedule_id: reminderScheduleId(earlier),
      media: await companyMediaCatalog(tx, chat.company_id),
    });
    replies = showWaitlistOffer(
      showProposal(
        result.replies.filter((r) => r.trim()),
        guard.proposedNow(),
        company_tz,
      ),
      guard.waitlistOfferedNow(),
    );
    dialogueState = guard.state();
    await recordTurnInterest(tx, chat, chat.dialogue_state, dialogueState);
    actions = result.actions;
    transfer = result.transfer;
    state = result.state;
    await insertModelRun(tx.db, {
      company_id: chat.company_id,
      chat_id: chat.id,
      brain: brain.kind,
      model: result.run.model,
      prompt_tokens: result.run.promptTokens,
      completion_tokens: result.run.completionTokens,
      total_tokens: result.run.promptTokens + result.run.completionTokens,
      latency_ms: Date.now() - started,
      tool_calls: result.run.toolCalls,
      error: result.run.error,
      dialogue_state: dialogueState as Record<string, unknown>,
      created_at: now,
    });
  }

  const stored: TMessageRow[] = [];
  for (const [i, content] of replies.entries()) {
    const row = await insertMessage(tx.db, {
      company_id: chat.company_id,
      chat_id: chat.id,
      role: 'ai',
      content,
      delivery_status: opts.deliver ? 'pending' : null,
      next_attempt_at: opts.deliver ? now : null,
      meta: i === 0 ? { actions } : {},
      created_at: new Date(Math.max(now.getTime(), lastClientAt.getTime() + 1) + i),
    });
    stored.push(row!);
  }
  // "manda o catálogo": the file goes after the reply that announces it, through the same outbox.
  if (opts.deliver)
    for (const a of actions)
      if (a.type === 'send_media' && a.detail)
        await sendCompanyMedia(tx, { companyId: chat.company_id, clientId: chat.client_id, mediaId: a.detail });
  const patch: TChatPatch = {
    brain_state: state,
    dialogue_state: dialogueState,
    last_turn_at: lastClientAt,
    updated_at: now,
  };
  const renamed = actions.find((a) => a.type === 'save_client_name')?.detail;
  if (renamed) patch.display_name = renamed;
  if (stored.length) {
    patch.last_message_at = stored[stored.length - 1]!.created_at;
    patch.last_message_preview = stored[stored.length - 1]!.content.slice(0, 140);
  }
  if (transfer) {
    patch.is_transferred_to_human = true;
    patch.transferred_at = now;
    patch.assistant_suspended_until = new Date(now.getTime() + company.hours_to_suspend_assistant_after_human_intervention * 3_600_000);
  }
  const updated = await updateChat(tx.db, chat.id, patch);
  if (transfer) {
    await notifyCompanyUsers(tx, chat.company_id, {
      type: 'message',
      title: 'Cliente pediu atendimento humano',
      body: `${chat.display_name} precisa de atendimento da equipe no chat (${chat.channel}).`,
      data: { chat_id: chat.id, client_id: chat.client_id, reason: transfer.reason },
    });
  }
  return { chat: updated!, replies: stored, actions, transferred: !!transfer, lookup };
}

export function emitChat(ctx: TAppContext, chat: TChatRow, newMessages: TMessageRow[]) {
  ctx.hub.emit(`company_update:${chat.company_id}`, {
    events: [{ name: 'chat_update', data: { chat: chatDto(chat, ctx.now()), messages: newMessages.map(messageDto) } }],
  });
}

/** Answers one due chat if no other process got it first. */
export async function runDueChat(ctx: TAppContext, chatId: string): Promise<TTurnOutcome | null> {
  const outcome = await ctx.db.transaction(async (db) => {
    const tx: TTx = { ...ctx, db: db as unknown as TAppContext['db'] };
    const now = ctx.now();
    if (!(await claimDueChat(tx.db, chatId, now))) return null;
    const chat = await findChatById(tx.db, chatId);
    if (!chat) return null;
    if (chat.assistant_suspended_until && chat.assistant_suspended_until > now) return null;
    return executeTurn(tx, chat, { deliver: chat.channel !== 'test' });
  });
  if (outcome) emitChat(ctx, outcome.chat, outcome.replies);
  return outcome;
}

/** Chats whose reply is due now (min_response_delay elapsed since the last client message). */
export async function dueChats(ctx: TAppContext, limit: number): Promise<string[]> {
  return dueChatIds(ctx.db, ctx.now(), limit);
}
