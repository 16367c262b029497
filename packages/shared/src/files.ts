// File rules of docs/spec.md §5 and §9: upload limits and sizes shown in base 1024.
import { DEFAULT_LOCALE } from './defaults';
import { DEFAULT_FILE_TYPE_COLOR, FILE_EXTENSION_COLORS, type TFileTypeColor } from './ui';

const KIB = 1024;
const MIB = KIB * KIB;

export type TUploadType = 'photo' | 'video' | 'audio';

// MB here is 1024² bytes, the same base the sizes are displayed in, so "5 MB" means what it shows.
export const UPLOAD_LIMITS: Record<TUploadType, number> = {
  photo: 5 * MIB,
  video: 50 * MIB,
  audio: 10 * MIB,
};

/** The limit itself is allowed; empty or negative sizes are not real files. */
export function isWithinUploadLimit(type: TUploadType, bytes: number): boolean {
  return Number.isFinite(bytes) && bytes > 0 && bytes <= UPLOAD_LIMITS[type];
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

// No grouping: in pt-BR '1.023' would read as one-point-something.
const sizeFormat = new Intl.NumberFormat(DEFAULT_LOCALE, { maximumFractionDigits: 1, useGrouping: false });

/** 1536 → '1,5 KB'; 1023 → '1023 B'. One decimal at most. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Invalid file size: ${bytes}`);
  let unit = 0;
  let value = bytes;
  while (unit < SIZE_UNITS.length - 1 && value >= KIB) {
    value /= KIB;
    unit++;
  }
  // 1023.96 KB would round to "1024 KB"; show it as the next unit instead.
  if (unit < SIZE_UNITS.length - 1 && Math.round(value * 10) / 10 >= KIB) {
    value /= KIB;
    unit++;
  }
  if (unit === 0) value = Math.round(value);
  return `${sizeFormat.format(value)} ${SIZE_UNITS[unit]}`;
}

/** Colour of a file icon from an extension ('pdf', '.PDF'), a file name or a MIME type. */
export function fileTypeColor(fileOrExtension: string): TFileTypeColor {
  const value = fileOrExtension.trim().toLowerCase();
  if (value.startsWith('image/') || value.startsWith('video/')) return 'yellow';
  const mimeSubtype: Record<string, string> = {
    'application/pdf': 'pdf',
    'application/msword': 'doc',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.ms-excel': 'xls',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  };
  const ext = Object.hasOwn(mimeSubtype, value) ? mimeSubtype[value]! : value.slice(value.lastIndexOf('.') + 1);
  // hasOwn, so names like 'constructor' never reach Object.prototype.
  return Object.hasOwn(FILE_EXTENSION_COLORS, ext) ? FILE_EXTENSION_COLORS[ext]! : DEFAULT_FILE_TYPE_COLOR;
}
