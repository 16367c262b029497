// The multipart body of a record or media upload: text fields first, then at most one file part.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.js';
import { readWholeFile } from '../uploads/read-image.js';

const fileTooLarge = (maxMb: number) => `O arquivo passa de ${maxMb} MB. Escolha um arquivo menor.`;

/** The fields and the file (if any) of a multipart request; the file is read up to `maxBytes` (413 beyond). */
export async function readMultipartUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: Record<string, string>; data: Buffer | null }> {
  if (!request.isMultipart()) throw badRequest('Envie o arquivo como multipart/form-data.');
  const fields: Record<string, string> = {};
  let data: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      data = await readWholeFile(part, maxBytes, fileTooLarge);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, data };
}
