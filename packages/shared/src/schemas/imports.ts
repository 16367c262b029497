// Client import from CSV/XLSX (/app/empresas/{slug}/importar, issue 12): the fields a column can map to,
// the options of a run, the preview and the per-row report.
import { z } from 'zod';

export const IMPORT_FIELDS = ['name', 'last_name', 'phone', 'email', 'birthday', 'gender', 'notes', 'tags'] as const;
export type TImportField = (typeof IMPORT_FIELDS)[number];
const IMPORT_DUPLICATE_MODES = ['skip', 'update', 'merge'] as const;
export type TImportDuplicateMode = (typeof IMPORT_DUPLICATE_MODES)[number];
/** Column index (0-based) of each field; null or absent: not imported. */
const ZImportMapping = z
  .object(
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, z.number().int().min(0).max(200).nullable().optional()])) as Record<
      TImportField,
      z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    >,
  )
  .refine((m) => m.name !== null && m.name !== undefined, { message: 'Escolha a coluna do nome.' });
export type TImportMapping = z.infer<typeof ZImportMapping>;

/** The `options` multipart field (JSON) of a dry run or an import. */
export const ZImportOptions = z.object({
  mapping: ZImportMapping,
  duplicates: z.enum(IMPORT_DUPLICATE_MODES, { error: 'Escolha o que fazer com clientes repetidos.' }),
  dry_run: z.boolean().default(false),
});
export type TImportOptions = z.infer<typeof ZImportOptions>;

export const ZImportPreview = z.object({
  file_name: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  total_rows: z.number().int(),
  mapping: z.record(z.string(), z.number().int().nullable()),
});
export type TImportPreview = z.infer<typeof ZImportPreview>;

const IMPORT_ROW_OUTCOMES = ['imported', 'updated', 'skipped', 'error'] as const;

/** One line of the report: the spreadsheet line (header is line 1), what happened, and why. */
const ZImportReportRow = z.object({
  line: z.number().int(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  name: z.string(),
  reason: z.string().nullable(),
});
export type TImportReportRow = z.infer<typeof ZImportReportRow>;

const ZImportReport = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  rows: z.array(ZImportReportRow),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export const ZImportStatus = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'running', 'done', 'failed']),
  file_name: z.string(),
  total: z.number().int(),
  processed: z.number().int(),
  report: ZImportReport.nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImportStatus = z.infer<typeof ZImportStatus>;
