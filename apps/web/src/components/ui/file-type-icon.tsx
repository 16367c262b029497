import { fileTypeColor } from '@agenda/shared/files';
import type { TFileTypeColor } from '@agenda/shared/ui';
import { File, FileAudio, FileImage, FileSpreadsheet, FileText, FileVideo, type LucideIcon } from 'lucide-react';
import { cn } from './cn';

/**
 * Tile colours per file type (docs/spec.md §9: pdf red, doc blue, xls green, image/video yellow, others grey).
 * The 700 shades on the light tiles: the extension under the icon is small text and needs 4.5:1.
 */
const FILE_TYPE_COLOR_CLASSES: Record<TFileTypeColor, string> = {
  red: 'bg-red-50 text-red-700 ring-red-600/15 dark:bg-red-500/15 dark:text-red-400',
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/15 dark:bg-blue-500/15 dark:text-blue-400',
  green: 'bg-green-50 text-green-700 ring-green-600/15 dark:bg-green-500/15 dark:text-green-400',
  yellow: 'bg-amber-50 text-amber-700 ring-amber-500/20 dark:bg-amber-400/15 dark:text-amber-300',
  grey: 'bg-ink-100 text-ink-600 ring-ink-500/15 dark:bg-ink-500/20 dark:text-ink-300',
};

const sizes = {
  sm: { box: 'size-8 rounded-lg', icon: 'size-4', label: 'hidden' },
  md: { box: 'size-10 rounded-xl', icon: 'size-5', label: 'text-[8px]' },
  lg: { box: 'size-14 rounded-2xl', icon: 'size-6', label: 'text-[10px]' },
} as const;

/** Extension of a file name or MIME type, lower case ('Contrato.PDF' → 'pdf', 'image/png' → 'png'). */
export function fileExtension(fileOrMime: string): string {
  const value = fileOrMime.trim().toLowerCase();
  if (/^[a-z]+\/[\w.+-]+$/.test(value)) {
    const sub = value.split('/')[1] ?? '';
    if (sub === 'pdf') return 'pdf';
    if (sub.includes('wordprocessingml')) return 'docx';
    if (sub === 'msword') return 'doc';
    if (sub.includes('spreadsheetml')) return 'xlsx';
    if (sub === 'vnd.ms-excel') return 'xls';
    return sub.replace(/^x-/, '').split(/[.+]/)[0] ?? sub;
  }
  const dot = value.lastIndexOf('.');
  return dot === -1 ? value : value.slice(dot + 1);
}

function iconFor(file: string, color: TFileTypeColor): LucideIcon {
  const value = file.toLowerCase();
  const ext = fileExtension(value);
  if (color === 'green') return FileSpreadsheet;
  if (color === 'red' || color === 'blue') return FileText;
  if (value.startsWith('video/') || ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v'].includes(ext)) return FileVideo;
  if (color === 'yellow') return FileImage;
  if (value.startsWith('audio/') || ['mp3', 'ogg', 'oga', 'opus', 'wav', 'm4a', 'aac'].includes(ext)) return FileAudio;
  if (['txt', 'csv', 'md', 'rtf', 'odt'].includes(ext)) return FileText;
  return File;
}

export interface FileTypeIconProps {
  /** File name ('contrato.pdf'), extension ('pdf') or MIME type ('image/png'). */
  file: string;
  size?: keyof typeof sizes;
  /** Shows the extension in small capitals under the icon (md and lg). */
  showExtension?: boolean;
  className?: string;
}

export function FileTypeIcon({ file, size = 'md', showExtension = false, className }: FileTypeIconProps) {
  const color = fileTypeColor(file);
  const Icon = iconFor(file, color);
  const ext = fileExtension(file);
  const s = sizes[size];
  return (
    <span
      data-slot="file-type-icon"
      data-color={color}
      role="img"
      aria-label={ext ? `Arquivo ${ext.toUpperCase()}` : 'Arquivo'}
      className={cn(
        'relative inline-flex shrink-0 flex-col items-center justify-center gap-0.5 ring-1 ring-inset',
        s.box,
        FILE_TYPE_COLOR_CLASSES[color],
        className,
      )}
    >
      <Icon aria-hidden="true" className={s.icon} strokeWidth={1.75} />
      {showExtension && ext && size !== 'sm' ? (
        <span aria-hidden="true" className={cn('leading-none font-bold tracking-wide uppercase', s.label)}>
          {ext.slice(0, 4)}
        </span>
      ) : null}
    </span>
  );
}
