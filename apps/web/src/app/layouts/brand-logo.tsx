import { Link } from 'react-router';

export function BrandLogo({ to = '/', compact = false, textFromSm = false }: { to?: string; compact?: boolean; textFromSm?: boolean }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-brand">
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden>
          <rect x="4" y="5" width="16" height="15" rx="3" />
          <path d="M4 10h16M9 3v4M15 3v4" />
          <circle cx="12" cy="15" r="1.6" fill="currentColor" stroke="none" />
        </svg>
      </span>
      {compact ? (
        <span className="sr-only">Agenda Inteligente</span>
      ) : (
        <span className={`text-[15px] whitespace-nowrap ${textFromSm ? 'sr-only sm:not-sr-only' : ''}`}>Agenda Inteligente</span>
      )}
    </Link>
  );
}
