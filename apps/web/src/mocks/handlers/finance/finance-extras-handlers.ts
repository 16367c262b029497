// /app/financeiro's monthly expenses, commissions and XLSX in the mock API: in-memory rows of the demo company.
// The mock's workbook is a fixed two-row sheet (the real one is written by the API with exceljs).
import { http, HttpResponse } from 'msw';
import type { TCommissionBody, TRecurringExpenseBody, TRecurringExpenseDto } from '@agenda/shared/schemas/finance';
import { authorized, nextUuid } from '../scheduling/scheduling-db';

const unauthorized = () => HttpResponse.json({ message: 'Acesso não autorizado, por favor realize o login.' }, { status: 401 });
const recurring: TRecurringExpenseDto[] = [
  {
    id: 'mock-recurring-rent',
    description: 'Aluguel',
    amount_cents: 250000,
    payment_method: 'bank_transfer',
    day_of_month: 5,
    starts_on: '2026-01-01',
    is_active: true,
  },
];
const commissions = [
  { calendar_id: 'mock-calendar-carlos', title: 'Carlos', commission_percent: 40 },
  { calendar_id: 'mock-calendar-julia', title: 'Júlia', commission_percent: 35 },
];
const XLSX_BASE64 =
  'UEsDBBQAAAAIAExseF29XP2Q8gAAABwCAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbK2RvU7DMBDHX8XyWsVOOyCEknQodASG8gCHc0ms+Es+t4S3x0kLAyqwMJ3s/8fvZFfbyRp2wkjau5qvRckZOuVb7fqavxz2xS3fNtXhPSCxbHVU8yGlcCclqQEtkPABXVY6Hy2kfIy9DKBG6FFuyvJGKu8SulSkuYM31T12cDSJPUz5+oyNaIiz3dk4s2oOIRitIGVdnlz7jVJcCCInFw8NOtAqG7i8SpiVnwGX3FN+h6hbZM8Q0yPY7JKTkW8+jq/ej+L3kitb+q7TCluvjjZHBIWI0NKAmKwRyxQWtFv9zV/MJJex/udFvvo/95DLdzcfUEsDBBQAAAAIAExseF0cSfe+pAAAABYBAAALAAAAX3JlbHMvLnJlbHONz8EOwiAMBuBXIb07pgdjzNguxmRXMx8AWcfIBiWAOt9ejs548Nj0/7+mVbPYmT0wRENOwLYogaFT1BunBVy78+YATV1dcJYpJ+JofGS54qKAMSV/5DyqEa2MBXl0eTNQsDLlMWjupZqkRr4ryz0PnwasTdb2AkLbb4F1L4//2DQMRuGJ1N2iSz9OfCWyLIPGJGCZ+ZPCdCOaiowCryu+erB+A1BLAwQUAAAACABMbHhd63WoiLYAAAAQAQAADwAAAHhsL3dvcmtib29rLnhtbI2PSw7CMAxErxJ5DyksEKraskFIlVjCAULr0ojGruzwuREH4WKE356VbY3n2VOsbmEwFxT1TCXMphkYpIZbT8cS9rvNZAmrqriynA7MJ5O2SUvoYxxza7XpMTid8oiUlI4luJhGOVodBV2rPWIMg51n2cIG5wk+hFz+YXDX+QbX3JwDUvxABAcX06/a+1GhKt4X9FsNuYAlbB097u7lYQXzVuo2hQMjuU+N1O0MbFXYn9n+8lVPUEsDBBQAAAAIAExseF3wpmKBpgAAABcBAAAaAAAAeGwvX3JlbHMvd29ya2Jvb2sueG1sLnJlbHONz0sKwjAQANCrhNnbaV2ISNNuROhW6gFCOk1Kmw9J/N3e4EIsuHA1zO8NU7cPs7AbhTg5y6EqSmBkpRsmqzhc+tNmD21Tn2kRKU9EPfnI8oqNHHRK/oAYpSYjYuE82dwZXTAi5TQo9ELOQhFuy3KH4duAtcm6gUPohgpY//T0j+3GcZJ0dPJqyKYfJ/Duwhw1UcqoCIoSh08p4jtURVYBmxpXHzYvUEsDBBQAAAAIAExseF0hSZiw6wAAANMBAAAYAAAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sdZFNTsMwEIWvYlksYEEnCVAh5LgqRRyAv73lDo3V2I7Go5T7sOAgvRhOhaIiJTvP83uezzNq9eVb0SMlF0Mty0UhBQYbty7savn+9nx9L1daHSLtU4PIIttDqmXD3D0AJNugN2kROwz55jOSN5xL2kHqCM32FPItVEWxBG9ckFqdtCfDRiuKB0G5bVbtcFiXUnAtXWhdwFemrLukFevBroC1gqEG++d/nPVjsuSOP8fvOBHbzMU+TBtJXL5cXP1PQQYdaauRtpp5priBssx/rpZTzHOpTSTGKdqhYa9v7xT05zhwNkgYN6R/AVBLAQIUAxQAAAAIAExseF29XP2Q8gAAABwCAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgATGx4XRxJ976kAAAAFgEAAAsAAAAAAAAAAAAAAIABIwEAAF9yZWxzLy5yZWxzUEsBAhQDFAAAAAgATGx4Xet1qIi2AAAAEAEAAA8AAAAAAAAAAAAAAIAB8AEAAHhsL3dvcmtib29rLnhtbFBLAQIUAxQAAAAIAExseF3wpmKBpgAAABcBAAAaAAAAAAAAAAAAAACAAdMCAAB4bC9fcmVscy93b3JrYm9vay54bWwucmVsc1BLAQIUAxQAAAAIAExseF0hSZiw6wAAANMBAAAYAAAAAAAAAAAAAACAAbEDAAB4bC93b3Jrc2hlZXRzL3NoZWV0MS54bWxQSwUGAAAAAAUABQBFAQAA0gQAAAAA';

export const financeExtrasHandlers = [
  http.get('*/user/:company/finance/recurring_expenses', ({ request }) =>
    authorized(request) ? HttpResponse.json({ recurring_expenses: recurring }) : unauthorized(),
  ),
  http.post('*/user/:company/finance/recurring_expenses', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as TRecurringExpenseBody;
    const row: TRecurringExpenseDto = { ...body, id: nextUuid(), starts_on: new Date().toISOString().slice(0, 10), is_active: true };
    recurring.push(row);
    return HttpResponse.json({ recurring_expense: row, toast: 'Despesa recorrente criada.' });
  }),
  http.delete('*/user/:company/finance/recurring_expenses/:id', ({ request, params }) => {
    if (!authorized(request)) return unauthorized();
    const row = recurring.find((r) => r.id === params.id && r.is_active);
    if (!row) return HttpResponse.json({ message: 'Despesa não encontrada.' }, { status: 404 });
    row.is_active = false;
    return HttpResponse.json({ message: 'Despesa recorrente encerrada.' });
  }),
  http.get('*/user/:company/finance/commissions', ({ request }) =>
    authorized(request) ? HttpResponse.json({ commissions }) : unauthorized(),
  ),
  http.post('*/user/:company/finance/commissions', async ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const body = (await request.json()) as TCommissionBody;
    const row = commissions.find((c) => c.calendar_id === body.calendar_id);
    if (!row) return HttpResponse.json({ message: 'Profissional não encontrado.' }, { status: 404 });
    row.commission_percent = body.percent;
    return HttpResponse.json({ message: 'Comissão atualizada.' });
  }),
  http.get('*/user/:company/finance/export.xlsx', ({ request }) => {
    if (!authorized(request)) return unauthorized();
    const bytes = Uint8Array.from(atob(XLSX_BASE64), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
  }),
];
