import { useState } from 'react';

const SIZES = { sm: 'size-8 text-xs', md: 'size-11 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-3xl' } as const;

function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !['da', 'de', 'do', 'das', 'dos', 'e'].includes(w.toLowerCase()));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase();
}

/** The company's picture or its initials (a light stand-in for the design-system Avatar on the public page). */
export function PublicAvatar({
  name,
  src,
  size = 'md',
  className = '',
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={`relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-[28%] bg-brand-100 font-semibold text-brand-700 dark:bg-ink-800 dark:text-brand-200 ${SIZES[size]} ${className}`}
    >
      {src && !broken ? (
        <img src={src} alt={name} className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <span aria-label={name} role="img">
          {initials(name)}
        </span>
      )}
    </span>
  );
}
