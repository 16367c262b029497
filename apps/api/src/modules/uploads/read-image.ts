import type { FastifyRequest } from 'fastify';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import { AppError, badRequest } from '../../lib/app-error.js';
import { sniffImageType } from './image-type.js';

const imageTooLarge = (maxMb: number) => `A imagem passa de ${maxMb} MB. Escolha uma imagem menor.`;

/**
 * The whole file of a part, or 413. busboy can mark a file truncated after its last chunk was already
 * read (the limit falls on a chunk boundary); toBuffer() then returns the cut file without an error,
 * so the truncated flag and the size are checked again here.
 */
export async function readWholeFile(
  file: Pick<MultipartFile, 'toBuffer' | 'file'>,
  maxBytes: number,
  tooLargeMessage: (maxMb: number) => string = imageTooLarge,
): Promise<Buffer> {
  const tooLarge = () => new AppError(413, tooLargeMessage(Math.round(maxBytes / (1024 * 1024))));
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  });
  if (file.file.truncated || data.length > maxBytes) throw tooLarge();
  return data;
}

/** The one image of a multipart request (JPG, PNG or WebP by its bytes), with the fields sent before it. */
export async function readImageUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' | 'webp'; fields: MultipartFields }> {
  if (!request.isMultipart()) throw badRequest('Envie a imagem como multipart/form-data.');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: true });
  if (!file) throw badRequest('Nenhuma imagem enviada.');
  const data = await readWholeFile(file, maxBytes);
  const type = sniffImageType(data);
  if (!type) throw new AppError(415, 'Formato não suportado. Envie uma imagem JPG, PNG ou WebP.');
  return { data, ext: type.ext, fields: file.fields };
}
