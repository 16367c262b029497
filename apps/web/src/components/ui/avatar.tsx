import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cn } from './cn';

const sizes = {
  xs: 'size-6 text-[10px]',
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-12 text-base',
  xl: 'size-16 text-xl',
  '2xl': 'size-24 text-3xl',
} as const;

const palette = [
  'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
  'bg-teal-100 text-teal-800 dark:bg-teal-500/20 dark:text-teal-200',
  'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  'bg-rose-100 text-rose-700 dark:bg-rose-500/20 dark:text-rose-200',
  'bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  'bg-fuchsia-100 text-fuchsia-700 dark:bg-fuchsia-500/20 dark:text-fuchsia-200',
] as const;

// Portuguese name particles that do not make initials ("Maria da Silva" → "MS").
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du', 'del']);

/** Up to two initials of a name, upper case: 'ana paula souza' → 'AS'; 'João' → 'J'. */
function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => w && !PARTICLES.has(w.toLowerCase()))
    .map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0] as string)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] as string)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

function colorFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) | 0;
  return palette[Math.abs(hash) % palette.length] as string;
}

export interface AvatarProps {
  name?: string | null;
  src?: string | null;
  size?: keyof typeof sizes;
  shape?: 'circle' | 'rounded';
  className?: string;
}

/** Photo with an initials fallback in a colour derived from the name. */
export function Avatar({ name, src, size = 'md', shape = 'circle', className }: AvatarProps) {
  const initials = getInitials(name);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden align-middle select-none ring-1 ring-black/5 dark:ring-white/10',
        shape === 'circle' ? 'rounded-full' : 'rounded-[28%]',
        sizes[size],
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt={name ?? ''} className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        aria-label={name ?? undefined}
        role={name ? 'img' : undefined}
        className={cn('flex size-full items-center justify-center font-semibold', colorFor(name ?? ''))}
      >
        {initials || (
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3/5 opacity-70" fill="currentColor">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5Z" />
          </svg>
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
