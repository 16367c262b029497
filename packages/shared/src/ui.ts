// Interface constants of docs/spec.md §9 "Interface details".

export type TFileTypeColor = 'red' | 'blue' | 'green' | 'yellow' | 'grey';

export const FILE_EXTENSION_COLORS: Readonly<Record<string, TFileTypeColor>> = {
  pdf: 'red',
  doc: 'blue',
  docx: 'blue',
  xls: 'green',
  xlsx: 'green',
  // image types
  jpg: 'yellow',
  jpeg: 'yellow',
  png: 'yellow',
  gif: 'yellow',
  webp: 'yellow',
  svg: 'yellow',
  bmp: 'yellow',
  heic: 'yellow',
  avif: 'yellow',
  // video types
  mp4: 'yellow',
  mov: 'yellow',
  avi: 'yellow',
  mkv: 'yellow',
  webm: 'yellow',
  m4v: 'yellow',
};
export const DEFAULT_FILE_TYPE_COLOR: TFileTypeColor = 'grey';

export const PILL_TYPES = ['default', 'primary', 'success', 'info', 'warning', 'error'] as const;
export type TPillType = (typeof PILL_TYPES)[number];

export const PILL_SIZES = ['sm', 'md', 'lg'] as const;
export type TPillSize = (typeof PILL_SIZES)[number];

// Cookie banner sits under drawers, toasts above everything.
export const Z_INDEX = { cookieBanner: 60, drawer: 100, toast: 200 } as const;

export type TDrawerPosition = 'right' | 'left' | 'top' | 'bottom';
export const DRAWER_SCROLL_END_TOLERANCE_PX = 5;

export const TEXTAREA_ROWS = { min: 4, max: 12 } as const;

export const PROGRESS_BAR = { height: 4, throttle: 25 } as const;

const TRUNCATE_LENGTHS = { popupTitle: 50, popupDescription: 150, default: 40 } as const;

/** Cuts text to `max` characters, ending with an ellipsis that counts toward the limit. */
export function truncate(text: string, max: number = TRUNCATE_LENGTHS.default): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max <= 1) return chars.slice(0, Math.max(0, max)).join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
