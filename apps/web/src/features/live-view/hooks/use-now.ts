import { useEffect, useState } from 'react';
import { clock } from '@/lib/clock';

/** The clock's time, renewed every `intervalMs` while mounted (a ticking "N s ago"). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
