import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Draws its children once the page around it has painted, in a transition that yields to the
 * browser between components: the repair order's header shows first, and a phone is not frozen
 * while the sections below it draw.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
