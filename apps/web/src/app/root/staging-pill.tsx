import { isStagingHost } from '@/lib/config';

export function StagingPill() {
  if (!isStagingHost()) return null;
  return (
    <div className="pointer-events-none fixed bottom-3 left-3 z-[250] rounded-full bg-warning px-3 py-1 text-xs font-bold tracking-wider text-white shadow-md">
      STAGING
    </div>
  );
}
