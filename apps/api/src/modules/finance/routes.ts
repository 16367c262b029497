// /app/financeiro calls. Thin: membership and permission checked first (operation members get 403), one
// service call, a DTO. Periods are local dates of the company's timezone.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCommissionBody, ZFromScheduleBody, ZPeriodQuery, ZRecurringExpenseBody, ZTransactionBody } from '@agenda/shared/schemas/finance';
import { notFound } from '../../lib/app-error.js';
import { memberFirst } from '../companies/member-first.js';
import { localDateKey } from '../scheduling/tz.js';
import { transactionsCsv } from './csv.js';
import { transactionsXlsx } from './xlsx.js';
import { commissionRows } from './repo-links.js';
import { companyTimezone, periodOf } from './repo-period.js';
import { createRecurringExpense, listRecurringExpenses, stopRecurringExpense } from './repo-recurring.js';
import { billableSchedules, financeSummary } from './repo-summary.js';
import { deleteTransactionRow, listTransactionRows } from './repo-transactions.js';
import { createTransaction, setCommission, transactionFromSchedule, updateTransaction } from './service.js';

const ZCompany = z.object({ company: z.string().max(64) });
const ZIdParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Lançamento não encontrado.' }) });
const ZScheduleParams = z.object({ company: z.string().max(64), id: z.uuid({ error: 'Agendamento não encontrado.' }) });

export async function financeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const read = memberFirst(ctx, { permission: 'finance.read' });
  const write = memberFirst(ctx, { permission: 'finance.write' });
  const periodFor = async (companyId: string, q: { from: string; to: string }) =>
    periodOf(await companyTimezone(ctx, companyId), q.from, q.to);
  const base = '/user/:company/finance';

  app.get(`${base}/transactions`, { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request) => {
    const a = read.accessOf(request);
    return { transactions: await listTransactionRows(ctx.db, a.companyId, await periodFor(a.companyId, request.query)) };
  });
  app.get(`${base}/summary`, { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request) => {
    const a = read.accessOf(request);
    return { summary: await financeSummary(ctx.db, a.companyId, await periodFor(a.companyId, request.query)) };
  });
  app.get(`${base}/billable_schedules`, { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request) => {
    const a = read.accessOf(request);
    return { schedules: await billableSchedules(ctx.db, a.companyId, await periodFor(a.companyId, request.query), ctx.now()) };
  });
  app.get(`${base}/export.csv`, { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request, reply) => {
    const a = read.accessOf(request);
    const period = await periodFor(a.companyId, request.query);
    const csv = transactionsCsv(period.tz, await listTransactionRows(ctx.db, a.companyId, period, 20_000));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="financeiro-${period.from}-a-${period.to}.csv"`)
      .send(csv);
  });
  app.get(`${base}/export.xlsx`, { schema: { params: ZCompany, querystring: ZPeriodQuery }, ...read.options }, async (request, reply) => {
    const a = read.accessOf(request);
    const period = await periodFor(a.companyId, request.query);
    const [rows, summary] = await Promise.all([
      listTransactionRows(ctx.db, a.companyId, period, 20_000),
      financeSummary(ctx.db, a.companyId, period),
    ]);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="financeiro-${period.from}-a-${period.to}.xlsx"`)
      .send(await transactionsXlsx(period, rows, summary));
  });
  app.post(`${base}/transactions`, { schema: { params: ZCompany, body: ZTransactionBody }, ...write.options }, async (request) => ({
    transaction: await createTransaction(ctx, write.accessOf(request), request.body),
    toast: 'Lançamento registrado.',
  }));
  app.post(`${base}/transactions/:id`, { schema: { params: ZIdParams, body: ZTransactionBody }, ...write.options }, async (request) => ({
    transaction: await updateTransaction(ctx, write.accessOf(request), request.params.id, request.body),
    toast: 'Lançamento atualizado.',
  }));
  app.delete(`${base}/transactions/:id`, { schema: { params: ZIdParams }, ...write.options }, async (request) => {
    if (!(await deleteTransactionRow(ctx.db, write.accessOf(request).companyId, request.params.id)))
      throw notFound('Lançamento não encontrado.');
    return { message: 'Lançamento excluído.' };
  });
  app.post(
    `${base}/from_schedule/:id`,
    { schema: { params: ZScheduleParams, body: ZFromScheduleBody }, ...write.options },
    async (request) => ({
      transaction: await transactionFromSchedule(ctx, write.accessOf(request), request.params.id, request.body),
      toast: 'Pagamento registrado.',
    }),
  );
  app.get(`${base}/recurring_expenses`, { schema: { params: ZCompany }, ...read.options }, async (request) => ({
    recurring_expenses: await listRecurringExpenses(ctx.db, read.accessOf(request).companyId),
  }));
  app.post(
    `${base}/recurring_expenses`,
    { schema: { params: ZCompany, body: ZRecurringExpenseBody }, ...write.options },
    async (request) => {
      const a = write.accessOf(request);
      const startsOn = localDateKey(await companyTimezone(ctx, a.companyId), ctx.now().getTime());
      return {
        recurring_expense: await createRecurringExpense(ctx.db, a.companyId, request.body, startsOn, ctx.now()),
        toast: 'Despesa recorrente criada.',
      };
    },
  );
  app.delete(`${base}/recurring_expenses/:id`, { schema: { params: ZIdParams }, ...write.options }, async (request) => {
    if (!(await stopRecurringExpense(ctx.db, write.accessOf(request).companyId, request.params.id)))
      throw notFound('Despesa não encontrada.');
    return { message: 'Despesa recorrente encerrada.' };
  });
  app.get(`${base}/commissions`, { schema: { params: ZCompany }, ...read.options }, async (request) => ({
    commissions: await commissionRows(ctx.db, read.accessOf(request).companyId),
  }));
  app.post(`${base}/commissions`, { schema: { params: ZCompany, body: ZCommissionBody }, ...write.options }, async (request) => {
    await setCommission(ctx, write.accessOf(request), request.body);
    return { message: 'Comissão atualizada.' };
  });
}
