// The type of an uploaded file from its bytes (file-type); the declared Content-Type is never trusted.
import { fileTypeFromBuffer } from 'file-type';
import type { TCompanyMediaKind } from '@agenda/shared/schemas/records';

const PHOTO = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif']);
const VIDEO = new Set(['video/mp4', 'video/quicktime', 'video/webm', 'video/3gpp']);
const AUDIO = new Set([
  'audio/mpeg',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/aac',
  'audio/mp4',
  'audio/x-m4a',
  'audio/webm',
]);
const DOCUMENT = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

export type TSniffed = { kind: TCompanyMediaKind; mime: string; ext: string };

/** The kind and MIME type the bytes really are, or null for anything not accepted. */
export async function sniffFile(data: Buffer): Promise<TSniffed | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  if (PHOTO.has(type.mime)) return { kind: 'image', mime: type.mime, ext: type.ext };
  if (VIDEO.has(type.mime)) return { kind: 'video', mime: type.mime, ext: type.ext };
  if (AUDIO.has(type.mime)) return { kind: 'audio', mime: type.mime, ext: type.ext };
  if (DOCUMENT.has(type.mime)) return { kind: 'document', mime: type.mime, ext: type.ext };
  return null;
}
