// /app/financeiro and /app/dashboard in the mock API: an in-memory cash book of the demo company, its summary
// computed like the API's (paid entries only, pending apart), one finished appointment to charge, the CSV.
import { http, HttpResponse } from 'msw';
import type { TPaymentMethod } from '@agenda/shared/finance';
import type { TDashboardDto } from '@agenda/shared/schemas/dashboard';
import type { TFinanceSummaryDto, TTransactionBody, TTransactionDto } from '@agenda/shared/schemas/finance';
import { authorized, nextUuid } from '../scheduling/scheduling-db';

const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });
const ledger: TTransactionDto[] = [];
const billable = [
  {
    id: 'mock-schedule-paid-1',
    start_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    client_id: 'mock-client-1',
    client_name: 'Beatriz Prado',
    service_title: 'Corte',
    calendar_title: 'Carlos',
    price_cents: 4500,
  },
];
const inPeriod = (url: string) => {
  const q = new URL(url).searchParams;
  const from = q.get('from') ?? '0000-00-00';
  const to = q.get('to') ?? '9999-99-99';
  return ledger.filter((t) => t.occurred_at.slice(0, 10) >= from && t.occurred_at.slice(0, 10) <= to);
};

function summary(rows: TTransactionDto[]): TFinanceSummaryDto {
  const paid = rows.filter((t) => t.status === 'completed');
  const sum = (xs: TTransactionDto[]) => xs.reduce((s, t) => s + t.amount_cents, 0);
  const income = paid.filter((t) => t.category === 'income');
  const expense = sum(paid.filter((t) => t.category === 'expense'));
  const methods = [...new Set(paid.map((t) => t.payment_method))].sort() as TPaymentMethod[];
  return {
    income_cents: sum(income),
    expense_cents: expense,
    balance_cents: sum(income) - expense,
    pending_cents: sum(rows.filter((t) => t.status === 'pending')),
    average_ticket_cents: income.length ? Math.round(sum(income) / income.length) : 0,
    income_count: income.length,
    by_payment_method: methods.map((m) => ({
      payment_method: m,
      income_cents: sum(income.filter((t) => t.payment_method === m)),
      expense_cents: sum(paid.filter((t) => t.category === 'expense' && t.payment_method === m)),
    })),
    by_professional: [],
  };
}

/** As the API: whole months against as many months before, any other range against as many days before. */
function previousOf(from: string, to: string): { previous_from: string; previous_to: string } {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const key = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const after = new Date(day(to) + 86_400_000);
  const start = new Date(day(from));
  const previous_to = key(day(from) - 86_400_000);
  if (start.getUTCDate() === 1 && after.getUTCDate() === 1) {
    const months = (after.getUTCFullYear() - start.getUTCFullYear()) * 12 + after.getUTCMonth() - start.getUTCMonth();
    return { previous_from: key(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - months, 1)), previous_to };
  }
  return { previous_from: key(day(from) - (day(to) - day(from) + 86_400_000)), previous_to };
}

function dashboard(rows: TTransactionDto[], from: string, to: string): TDashboardDto {
  const pair = (current: number, previous = 0) => ({ current, previous });
  const s = summary(rows);
  return {
    period: { from, to, ...previousOf(from, to) },
    appointments: {
      total: pair(12, 9),
      by_status: [
        { status: 'scheduled', ...pair(4, 3) },
        { status: 'confirmed', ...pair(6, 5) },
        { status: 'canceled', ...pair(1, 1) },
        { status: 'confirmed_not_attended', ...pair(1, 0) },
      ],
      by_origin: [
        { origin: 'secretary', ...pair(7, 4) },
        { origin: 'public_page', ...pair(3, 3) },
        { origin: 'staff', ...pair(2, 2) },
      ],
      no_show_rate: pair(9.1, 0),
    },
    occupancy: [{ calendar_id: 'mock-cal', title: 'Carlos', booked_minutes: 480, available_minutes: 9720, percent: 4.9 }],
    revenue: { income_cents: pair(s.income_cents), expense_cents: pair(s.expense_cents) },
    clients: { new: pair(5, 3), returning: pair(6, 5) },
    secretary: {
      conversations: pair(18, 12),
      bookings: pair(7, 4),
      handoffs: pair(2, 1),
      avg_reply_seconds: { current: 42, previous: 55 },
    },
    busiest_hours: [9, 10, 14, 17].map((hour, i) => ({ hour, count: 4 - i })),
    busiest_weekdays: [2, 3, 5, 6].map((dow, i) => ({ dow, count: 2 + i })),
  };
}

export const financeHandlers = [
  http.get('*/user/:company/finance/summary', ({ request }) =>
    authorized(request) ? HttpResponse.json({ summary: summary(inPeriod(request.url)) }) : unauthorized(),
  ),
  http.get('*/user/:company/finance/transactions', ({ request }) =>
    authorized(request) ? HttpResponse.json({ transactions: inPeriod(request.url) }) : unauthorized(),
  ),
  http.get('*/user/:company/finance/billable_schedules', ({ request }) =>
    authorized(request) ? HttpResponse.json({ schedules: billable }) : unauthorized(),
  ),
  http.get('*/user/:company/finance/export.csv', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const lines = inPeriod(request.url).map((t) => `${t.occurred_at.slice(0, 10)};${t.description};${(t.amount_cents / 100).toFixed(2)}`);
    return new HttpResponse(`\uFEFFData;Descrição;Valor (R$)\r\n${lines.join('\r\n')}\r\n`, {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  }),
  http.post('*/user/:company/finance/transactions', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as TTransactionBody;
    const { occurred_on, ...rest } = body;
    const t: TTransactionDto = {
      ...rest,
      id: nextUuid(),
      occurred_at: `${occurred_on}T15:00:00.000Z`,
      client_name: null,
      calendar_title: null,
      schedule_id: null,
      recurring_expense_id: null,
    };
    ledger.unshift(t);
    return HttpResponse.json({ transaction: t, toast: 'Lançamento registrado.' });
  }),
  http.post('*/user/:company/finance/transactions/:id', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const t = ledger.find((x) => x.id === params.id);
    if (!t) return HttpResponse.json({ message: 'Lançamento não encontrado.' }, { status: 404 });
    const { occurred_on, ...rest } = (await request.json()) as TTransactionBody;
    Object.assign(t, rest, { occurred_at: `${occurred_on}T15:00:00.000Z` });
    return HttpResponse.json({ transaction: t, toast: 'Lançamento atualizado.' });
  }),
  http.delete('*/user/:company/finance/transactions/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = ledger.findIndex((t) => t.id === params.id);
    if (i < 0) return HttpResponse.json({ message: 'Lançamento não encontrado.' }, { status: 404 });
    ledger.splice(i, 1);
    return HttpResponse.json({ message: 'Lançamento excluído.' });
  }),
  http.post('*/user/:company/finance/from_schedule/:id', async ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const i = billable.findIndex((b) => b.id === params.id);
    if (i < 0) return HttpResponse.json({ message: 'Este atendimento já tem um pagamento registrado.' }, { status: 409 });
    const [b] = billable.splice(i, 1);
    const body = (await request.json()) as { payment_method: TPaymentMethod };
    const t: TTransactionDto = {
      id: nextUuid(),
      category: 'income',
      amount_cents: b!.price_cents,
      occurred_at: b!.start_at,
      description: b!.service_title,
      payment_method: body.payment_method,
      status: 'completed',
      client_id: b!.client_id,
      client_name: b!.client_name,
      schedule_id: b!.id,
      calendar_id: null,
      calendar_title: b!.calendar_title,
      recurring_expense_id: null,
    };
    ledger.unshift(t);
    return HttpResponse.json({ transaction: t, toast: 'Pagamento registrado.' });
  }),
  http.post('*/user/:id/company/generate_company_description', ({ request }) =>
    authorized(request)
      ? HttpResponse.json({
          description:
            'Barbearia Demo é uma barbearia. Oferecemos Corte e Corte e barba. Atendemos de terça-feira a sábado, das 08:00 às 18:00.',
          source: 'template',
        })
      : unauthorized(),
  ),
  http.get('*/user/:company/explorer/status', ({ request }) =>
    authorized(request)
      ? HttpResponse.json({
          enabled: true,
          configured: true,
          center: { latitude: -23.5581, longitude: -46.6621 },
          tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© colaboradores do OpenStreetMap' },
        })
      : unauthorized(),
  ),
  http.post('*/user/:company/explorer/search', ({ request }) =>
    authorized(request)
      ? HttpResponse.json({
          places: [
            {
              id: 'p1',
              name: 'Salão Bela Vista',
              address: 'R. Augusta, 1200 - São Paulo',
              phone: '+55 11 3255-1234',
              latitude: -23.5566,
              longitude: -46.6611,
            },
            {
              id: 'p2',
              name: 'Barbearia do Zé',
              address: 'R. Haddock Lobo, 300 - São Paulo',
              phone: '+55 11 98888-7777',
              latitude: -23.5575,
              longitude: -46.6634,
            },
          ],
        })
      : unauthorized(),
  ),
  http.post('*/user/:company/explorer/import', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as { places: unknown[] };
    return HttpResponse.json({ clients: [], toast: `${body.places.length} clientes importados.` });
  }),
  http.get('*/user/:company/dashboard', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({ dashboard: dashboard(inPeriod(request.url), q.get('from') ?? '', q.get('to') ?? '') });
  }),
];
