// Client records (prontuário) and company media (issue 12): types, the form fields sent with the file,
// and the shapes the API answers with. Files are reached only by the signed, expiring `url`.
import { z } from 'zod';
import { CLIENT_RECORD_TYPES } from '../client';

/** The multipart fields of a new record (the file part, when there is one, comes after them). */
export const ZClientRecordFields = z.object({
  type: z.enum(CLIENT_RECORD_TYPES, { error: 'Tipo de registro inválido.' }),
  text: z.string().trim().max(5000, 'Texto longo demais (máximo 5000 caracteres).').optional(),
});

/** The body of a record edit: its text (a file, once stored, stays; delete the record to change it). */
export const ZClientRecordText = ZClientRecordFields.pick({ text: true });

export const ZClientRecord = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  type: z.enum(CLIENT_RECORD_TYPES),
  text: z.string().nullable(),
  file: z.object({ url: z.string(), mime: z.string(), size: z.number().int() }).nullable(),
  created_at: z.string(),
});
export type TClientRecord = z.infer<typeof ZClientRecord>;

const COMPANY_MEDIA_KINDS = ['image', 'video', 'audio', 'document'] as const;
export type TCompanyMediaKind = (typeof COMPANY_MEDIA_KINDS)[number];

export const ZCompanyMediaFields = z.object({
  description: z
    .string({ error: 'Descreva quando a assistente deve enviar este arquivo.' })
    .trim()
    .min(3, 'Descreva quando a assistente deve enviar este arquivo.')
    .max(500, 'Descrição longa demais (máximo 500 caracteres).'),
});

export const ZCompanyMedia = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(COMPANY_MEDIA_KINDS),
  file: z.object({ url: z.string(), mime: z.string(), size: z.number().int() }),
  created_at: z.string(),
});
export type TCompanyMedia = z.infer<typeof ZCompanyMedia>;
