// The rules of /app/clientes: list, create/edit, LGPD erase, merge. Stage changes and the board: service-crm.ts.
import { normalizePhone, validatePhone } from '@agenda/shared/phone';
import type { TClientBody, TClientDetailDto, TClientListQuery, TClientPageDto } from '@agenda/shared/schemas/clients';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { fileStoreOf } from '../../lib/storage/file-store.js';
import type { TCompanyAccess } from '../companies/access.js';
import { clientDetailDto, clientListItemDto } from './dto.js';
import { listClientRows } from './repo-list.js';
import { clientExtrasRow } from './repo-profile.js';
import { anonymizeClientRow, insertClientRow, mergeClientRows, updateClientRow } from './repo-write.js';
import { findClient, type TClientRow } from './repo.js';
import { changeClientStage } from './service-crm.js';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const encodeCursor = (r: { sort_name: string | null; id: string }) =>
  Buffer.from(JSON.stringify([r.sort_name ?? '', r.id])).toString('base64url');
function decodeCursor(cursor: string): { sort_name: string; id: string } {
  try {
    const [sort_name, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof sort_name === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) return { sort_name, id };
  } catch {
    // falls through to the 400 below
  }
  throw new AppError(422, 'Página inválida: recarregue a lista.');
}

/**
 * One page of clients in name order. Search matches the folded name, the e-mail or the phone digits through the
 * trigram index; each page reads at most `limit + 1` rows after the keyset, whatever the company's size.
 */
export async function listClients(ctx: TAppContext, access: TCompanyAccess, query: TClientListQuery): Promise<TClientPageDto> {
  const { cursor, search, ...rest } = query;
  const text = fold((search ?? '').trim());
  const digits = normalizePhone(text).replace(/\D/g, '');
  const rows = await listClientRows(ctx.db, access.companyId, {
    query: rest,
    text: text.length ? escapeLike(text) : null,
    digits: digits.length >= 3 ? digits : null,
    after: cursor ? decodeCursor(cursor) : null,
    now: ctx.now(),
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { clients: page.map(clientListItemDto), next_cursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

export async function requireClient(ctx: TAppContext, companyId: string, id: string): Promise<TClientRow> {
  const row = await findClient(ctx, companyId, id);
  if (!row || row.anonymized_at) throw notFound('Cliente não encontrado.');
  return row;
}

export async function getClientDetail(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<TClientDetailDto> {
  const row = await requireClient(ctx, access.companyId, id);
  return clientDetailDto(row, await clientExtrasRow(ctx.db, row.id, ctx.now()));
}

/** Create (id null) or edit a client; the phone stays unique per company. */
export async function saveClient(
  ctx: TAppContext,
  access: TCompanyAccess,
  id: string | null,
  body: Partial<TClientBody>,
): Promise<TClientDetailDto> {
  const { crm_stage, ...values } = body;
  const withJid = values.phone ? { ...values, whatsapp_remote_jid: values.phone.replace(/\D/g, '') } : values;
  const actor = { kind: 'user' as const, id: access.userId };
  try {
    let row: TClientRow | undefined;
    if (id) {
      const current = await requireClient(ctx, access.companyId, id);
      // A changed phone moves the WhatsApp id along unless the channel set its own.
      const jid =
        values.phone !== undefined && (!current.whatsapp_remote_jid || current.whatsapp_remote_jid === current.phone?.replace(/\D/g, ''));
      row = await updateClientRow(ctx.db, access.companyId, id, jid ? withJid : values, actor, ctx.now());
    } else {
      row = await insertClientRow(ctx.db, access.companyId, { ...withJid, name: values.name ?? '' }, actor, ctx.now());
    }
    if (!row) throw notFound('Cliente não encontrado.');
    if (crm_stage) await changeClientStage(ctx, access.companyId, row.id, crm_stage, { kind: 'user', id: access.userId });
    return getClientDetail(ctx, access, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Já existe um cliente com este telefone.');
    throw error;
  }
}

export async function eraseClient(ctx: TAppContext, access: TCompanyAccess, id: string): Promise<void> {
  const files = await anonymizeClientRow(ctx.db, access.companyId, id, ctx.now());
  if (!files) throw notFound('Cliente não encontrado.');
  const store = fileStoreOf(ctx.config);
  for (const key of files) await store.delete(key);
}

/** '+55…' digits of a phone or a WhatsApp id, after the §5 rules; null when neither is a valid number. */
export function normalisedPhoneOf(c: Pick<TClientRow, 'phone' | 'whatsapp_remote_jid'>): string | null {
  for (const raw of [c.phone, c.whatsapp_remote_jid ? `+${c.whatsapp_remote_jid}` : null]) {
    if (!raw) continue;
    const v = validatePhone(normalizePhone(raw));
    if (v.e164) return v.e164;
  }
  return null;
}

export async function mergeClients(ctx: TAppContext, access: TCompanyAccess, survivorId: string, mergedId: string) {
  if (survivorId === mergedId) throw badRequest('Escolha dois clientes diferentes.');
  const survivor = await requireClient(ctx, access.companyId, survivorId);
  const merged = await requireClient(ctx, access.companyId, mergedId);
  const phone = normalisedPhoneOf(survivor);
  if (!phone || phone !== normalisedPhoneOf(merged)) throw new AppError(422, 'Só é possível juntar clientes com o mesmo telefone.');
  const row = await mergeClientRows(ctx.db, access.companyId, { survivor, merged }, { kind: 'user', id: access.userId }, ctx.now());
  return clientDetailDto(row, await clientExtrasRow(ctx.db, row.id, ctx.now()));
}
