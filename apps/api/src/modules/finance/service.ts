// The rules of /app/financeiro: entries tied only to the caller's company (its clients, calendars and
// appointments), an appointment paid once, never a no-show or a canceled one.
import type { TCommissionBody, TFromScheduleBody, TTransactionBody, TTransactionDto } from '@agenda/shared/schemas/finance';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { TAppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { TCompanyAccess } from '../companies/access.js';
import { fromLocal, parseDateKey } from '../scheduling/tz.js';
import { calendarOfCompany, clientOfCompany, scheduleForPayment, setCommissionRow } from './repo-links.js';
import { companyTimezone } from './repo-period.js';
import { findTransactionDto, insertTransactionRow, updateTransactionRow } from './repo-transactions.js';

async function checkLinks(ctx: TAppContext, companyId: string, body: Pick<TTransactionBody, 'client_id' | 'calendar_id'>) {
  if (body.client_id && !(await clientOfCompany(ctx.db, companyId, body.client_id))) throw notFound('Cliente não encontrado.');
  if (body.calendar_id && !(await calendarOfCompany(ctx.db, companyId, body.calendar_id))) throw notFound('Profissional não encontrado.');
}

/** A local date becomes its noon in the company's timezone: the entry stays on that day whatever the offset. */
async function rowOf(ctx: TAppContext, companyId: string, body: TTransactionBody) {
  const tz = await companyTimezone(ctx, companyId);
  const { occurred_on, ...rest } = body;
  return { ...rest, occurred_at: new Date(fromLocal(tz, parseDateKey(occurred_on), 12 * 60)) };
}

export async function createTransaction(ctx: TAppContext, a: TCompanyAccess, body: TTransactionBody): Promise<TTransactionDto> {
  await checkLinks(ctx, a.companyId, body);
  const id = await insertTransactionRow(ctx.db, {
    company_id: a.companyId,
    created_by_id: a.userId,
    ...(await rowOf(ctx, a.companyId, body)),
  });
  return (await findTransactionDto(ctx.db, a.companyId, id))!;
}

export async function updateTransaction(ctx: TAppContext, a: TCompanyAccess, id: string, body: TTransactionBody): Promise<TTransactionDto> {
  await checkLinks(ctx, a.companyId, body);
  try {
    if (!(await updateTransactionRow(ctx.db, a.companyId, id, await rowOf(ctx, a.companyId, body))))
      throw notFound('Lançamento não encontrado.');
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Este atendimento já tem um pagamento registrado.');
    throw e;
  }
  return (await findTransactionDto(ctx.db, a.companyId, id))!;
}

/** A finished appointment becomes income at its price (or the amount given), linked to its client and professional. */
export async function transactionFromSchedule(
  ctx: TAppContext,
  a: TCompanyAccess,
  scheduleId: string,
  body: TFromScheduleBody,
): Promise<TTransactionDto> {
  const s = await scheduleForPayment(ctx.db, a.companyId, scheduleId);
  if (!s) throw notFound('Agendamento não encontrado.');
  if (s.status === 'canceled') throw badRequest('Agendamento cancelado não gera pagamento.');
  if (s.status === 'confirmed_not_attended') throw badRequest('O cliente não compareceu: não há pagamento a registrar.');
  if (s.end_at > ctx.now()) throw badRequest('O atendimento ainda não terminou.');
  const amount = body.amount_cents ?? s.price ?? s.service_price;
  if (!amount) throw badRequest('Informe o valor: o serviço não tem preço fixo.');
  try {
    const id = await insertTransactionRow(ctx.db, {
      company_id: a.companyId,
      created_by_id: a.userId,
      category: 'income',
      amount_cents: amount,
      occurred_at: s.start_at,
      description: s.service_title,
      payment_method: body.payment_method,
      status: 'completed',
      client_id: s.client_id,
      calendar_id: s.calendar_id,
      schedule_id: scheduleId,
    });
    return (await findTransactionDto(ctx.db, a.companyId, id))!;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('Este atendimento já tem um pagamento registrado.');
    throw e;
  }
}

export async function setCommission(ctx: TAppContext, a: TCompanyAccess, body: TCommissionBody): Promise<void> {
  if (!(await setCommissionRow(ctx.db, a.companyId, body.calendar_id, body.percent))) throw notFound('Profissional não encontrado.');
}
