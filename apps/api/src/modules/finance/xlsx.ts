// The cash book as an Excel workbook (exceljs): "Lançamentos" with real date and money cells (DD/MM/YYYY,
// R$ with decimal comma in a Brazilian Excel) and "Resumo" with the period's totals, payment methods and
// professionals' commissions. Text cells are written as strings, so nothing a client typed runs as a formula.
import ExcelJS from 'exceljs';
import { PAYMENT_METHOD_LABELS } from '@agenda/shared/finance';
import type { TFinanceSummaryDto, TTransactionDto } from '@agenda/shared/schemas/finance';
import { EXPORT_HEAD, exportRow } from './export-rows.js';

const MONEY = '"R$" #,##0.00';
const reais = (cents: number) => cents / 100;

export async function transactionsXlsx(
  period: { tz: string; from: string; to: string },
  rows: TTransactionDto[],
  summary: TFinanceSummaryDto,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Agenda Inteligente';
  const sheet = book.addWorksheet('Lançamentos', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEAD.map((header, i) => ({
    header,
    width: [12, 10, 36, 14, 20, 12, 28, 20][i],
    ...(i === 0 ? { style: { numFmt: 'dd/mm/yyyy' } } : i === 3 ? { style: { numFmt: MONEY } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const { date, texts, cents } = exportRow(period.tz, r);
    const [type, description, method, status, client, professional] = texts;
    sheet.addRow([new Date(Date.UTC(date.y, date.m - 1, date.d)), type, description, reais(cents), method, status, client, professional]);
  }

  const brDate = (key: string) => key.split('-').reverse().join('/');
  const resume = book.addWorksheet('Resumo');
  resume.columns = [{ width: 28 }, { width: 16 }, { width: 16 }, { width: 16 }];
  resume.addRow([`Período de ${brDate(period.from)} a ${brDate(period.to)}`]).font = { bold: true };
  const money = (label: string, cents: number) => {
    const row = resume.addRow([label, reais(cents)]);
    row.getCell(2).numFmt = MONEY;
  };
  money('Receitas', summary.income_cents);
  money('Despesas', summary.expense_cents);
  money('Saldo', summary.balance_cents);
  money('Ticket médio', summary.average_ticket_cents);
  money('Pendente', summary.pending_cents);
  resume.addRow([]);
  resume.addRow(['Forma de pagamento', 'Receitas', 'Despesas']).font = { bold: true };
  for (const m of summary.by_payment_method) {
    const row = resume.addRow([PAYMENT_METHOD_LABELS[m.payment_method], reais(m.income_cents), reais(m.expense_cents)]);
    row.getCell(2).numFmt = MONEY;
    row.getCell(3).numFmt = MONEY;
  }
  resume.addRow([]);
  resume.addRow(['Profissional', 'Receitas', 'Comissão (%)', 'Comissão']).font = { bold: true };
  for (const p of summary.by_professional) {
    const row = resume.addRow([p.title, reais(p.income_cents), p.commission_percent, reais(p.commission_cents)]);
    row.getCell(2).numFmt = MONEY;
    row.getCell(4).numFmt = MONEY;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
