import { UPLOAD_LIMITS } from '@agenda/shared/files';

/** The same limits as the API (JPG, PNG or WebP, 5 MB): a clear message before the upload, or null. */
export function imageFileProblem(file: File): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return `"${file.name}" não é uma imagem JPG, PNG ou WEBP.`;
  if (file.size > UPLOAD_LIMITS.photo) return `"${file.name}" passa de 5 MB. Escolha uma imagem menor.`;
  return null;
}
