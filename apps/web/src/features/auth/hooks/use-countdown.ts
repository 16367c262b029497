import { useCallback, useEffect, useRef, useState } from 'react';

/** Seconds left of a countdown; restart() starts it again. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);
  const endsAt = useRef(0);

  const restart = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000;
    setLeft(seconds);
  }, [seconds]);

  const stop = useCallback(() => {
    endsAt.current = 0;
    setLeft(0);
  }, []);

  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 250);
    return () => clearInterval(id);
  }, [running]);

  return { left, restart, stop };
}
