// Owner settings the secretary reads (issue 9 "Owner settings"): other names clients use for a
// service, a professional's nicknames, the company's parts-of-day windows and its address.
import { z } from 'zod';
import { DAY_PART_KEYS, DAY_PART_LABELS, DEFAULT_DAY_PARTS, type TDayPartWindows } from '../company';

export const MAX_NAME_VARIANTS = 20;
export const MAX_NAME_VARIANT_LENGTH = 40;
export const MAX_ADDRESS_LENGTH = 200;

/** Trims, drops empty entries and case/accent-insensitive repeats, keeping the first spelling. */
function cleanNameVariants(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const v = raw.trim().replace(/\s+/g, ' ');
    const key = v
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    if (!v || seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/** Service synonyms and professional aliases: ≤ 20 distinct names of ≤ 40 characters each. */
export const ZNameVariants = z
  .array(
    z.string({ error: 'Use texto.' }).max(MAX_NAME_VARIANT_LENGTH, `Cada nome pode ter no máximo ${MAX_NAME_VARIANT_LENGTH} caracteres.`),
    {
      error: 'Informe uma lista de nomes.',
    },
  )
  .transform((list) => cleanNameVariants(list))
  .refine((list) => list.length <= MAX_NAME_VARIANTS, `No máximo ${MAX_NAME_VARIANTS} nomes.`);

/** The company address: shown on the public page (with a map link) and answered by the secretary. */
export const ZCompanyAddress = z
  .string({ error: 'Informe o endereço.' })
  .trim()
  .max(MAX_ADDRESS_LENGTH, `Endereço longo demais (máximo de ${MAX_ADDRESS_LENGTH} caracteres).`)
  .transform((v) => (v === '' ? null : v))
  .nullable();

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const ZDayPartWindow = z.object({
  from: z.string({ error: 'Informe o início.' }).regex(TIME, 'Horário inválido (use HH:mm).'),
  to: z.string({ error: 'Informe o fim.' }).regex(TIME, 'Horário inválido (use HH:mm).'),
});

/** Manhã, tarde and noite as local HH:MM windows (`to` exclusive), in order and without overlap; null = defaults. */
export const ZDayParts = z
  .object({ morning: ZDayPartWindow, afternoon: ZDayPartWindow, evening: ZDayPartWindow }, { error: 'Informe manhã, tarde e noite.' })
  .strict()
  .superRefine((parts, ctx) => {
    let previousEnd = -1;
    for (const key of DAY_PART_KEYS) {
      const w = parts[key];
      if (!TIME.test(w?.from ?? '') || !TIME.test(w?.to ?? '')) return;
      if (minutes(w.from) >= minutes(w.to)) {
        ctx.addIssue({ code: 'custom', message: `${DAY_PART_LABELS[key]}: o fim precisa ser depois do início.`, path: [key, 'to'] });
        return;
      }
      if (minutes(w.from) < previousEnd) {
        ctx.addIssue({
          code: 'custom',
          message: `${DAY_PART_LABELS[key]} precisa começar depois do fim do período anterior (na ordem manhã, tarde, noite, sem sobrepor).`,
          path: [key, 'from'],
        });
        return;
      }
      previousEnd = minutes(w.to);
    }
  })
  .nullable();

/** The windows a company uses: its own or the defaults. */
export function effectiveDayParts(stored: unknown): TDayPartWindows {
  const parsed = ZDayParts.safeParse(stored);
  return parsed.success && parsed.data ? parsed.data : DEFAULT_DAY_PARTS;
}
