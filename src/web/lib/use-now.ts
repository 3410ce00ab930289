import { useEffect, useState } from "react";

/**
 * The time now, renewed every `everyMs` (a minute unless told) while `ticking`: "today", "5 minutes
 * ago" and a running clock's display stay true on an open page.
 */
export function useNow({ everyMs = 60_000, ticking = true }: { everyMs?: number; ticking?: boolean } = {}): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
