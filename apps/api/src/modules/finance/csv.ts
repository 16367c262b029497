// The cash book as CSV for a spreadsheet in Brazil: ';' separated, decimal comma, DD/MM/YYYY in the company's
// timezone, a BOM so Excel reads the accents, and cells that start like a formula neutralised.
import type { TTransactionDto } from '@agenda/shared/schemas/finance';
import { EXPORT_HEAD, exportRow } from './export-rows.js';

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const decimal = (cents: number) => `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export function transactionsCsv(tz: string, rows: TTransactionDto[]): string {
  const lines = rows.map((r) => {
    const { date: d, texts, cents } = exportRow(tz, r);
    const date = `${String(d.d).padStart(2, '0')}/${String(d.m).padStart(2, '0')}/${d.y}`;
    const [type, description, method, status, client, professional] = texts;
    return [date, type, description, decimal(cents), method, status, client, professional].map(cell).join(';');
  });
  return `\uFEFF${[EXPORT_HEAD.join(';'), ...lines].join('\r\n')}\r\n`;
}
