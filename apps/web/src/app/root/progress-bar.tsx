import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from '@agenda/shared/ui';

/** Top progress bar while a route (or its chunk) loads. */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (!busy) {
      setWidth((w) => (w > 0 ? 100 : 0));
      const t = setTimeout(() => setWidth(0), 250);
      return () => clearTimeout(t);
    }
    setWidth(15);
    const id = setInterval(() => setWidth((w) => Math.min(90, w + (90 - w) * 0.1)), PROGRESS_BAR.throttle * 8);
    return () => clearInterval(id);
  }, [busy]);

  return (
    <div
      aria-hidden
      className="pointer-events-none fixed inset-x-0 top-0 z-[300]"
      style={{ height: PROGRESS_BAR.height }}
      data-testid="progress-bar"
      data-busy={busy || undefined}
    >
      <div
        className="h-full bg-primary shadow-brand transition-[width,opacity] duration-200 ease-out"
        style={{ width: `${width}%`, opacity: width === 0 ? 0 : 1 }}
      />
    </div>
  );
}
