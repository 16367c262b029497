// A spreadsheet as a header row and text rows: CSV by papaparse (any delimiter, UTF-8 or the Windows-1252
// Excel writes in Brazil), XLSX by exceljs (first worksheet; numbers, dates, links and formulas as text).
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../lib/app-error.js';

export interface TSheet {
  headers: string[];
  rows: string[][];
}

const MAX_IMPORT_ROWS = 50_000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function decodeText(data: Buffer): string {
  const utf8 = new TextDecoder('utf-8').decode(data);
  // Invalid UTF-8 became U+FFFD: the file is Windows-1252 (Excel's "CSV" in pt-BR).
  const text = utf8.includes('\uFFFD') ? new TextDecoder('windows-1252').decode(data) : utf8;
  return text.replace(/^\uFEFF/, '');
}

function parseCsv(data: Buffer): string[][] {
  const parsed = Papa.parse<string[]>(decodeText(data), { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? '').trim()));
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

async function parseXlsx(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('Não foi possível ler a planilha XLSX. Salve-a de novo no Excel ou exporte como CSV.');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value).trim());
    rows.push(cells);
  });
  return rows;
}

/** The header and the data rows of a CSV or XLSX file (by its bytes, not its name); 400 when unusable. */
export async function parseSheet(data: Buffer): Promise<TSheet> {
  const all = data.subarray(0, 4).equals(ZIP_MAGIC) ? await parseXlsx(data) : parseCsv(data);
  const nonEmpty = all.filter((r) => r.some((c) => c !== ''));
  const [header, ...rows] = nonEmpty;
  if (!header || rows.length === 0) throw badRequest('A planilha está vazia: precisa de uma linha de títulos e ao menos um cliente.');
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`A planilha passa de ${MAX_IMPORT_ROWS} linhas. Divida-a em arquivos menores.`);
  const width = rows.reduce((w, r) => Math.max(w, r.length), header.length);
  const fill = (r: string[]) => Array.from({ length: width }, (_, i) => r[i] ?? '');
  return { headers: fill(header).map((h, i) => h || `Coluna ${i + 1}`), rows: rows.map(fill) };
}
