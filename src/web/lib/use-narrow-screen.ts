import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` breakpoint (640 px) lists show as cards instead of tables. */
export const NARROW_SCREEN_QUERY = "(max-width: 639.98px)";

function query(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(NARROW_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  if (!list) return () => {};
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

function isNarrow(): boolean {
  return query()?.matches ?? false;
}

/**
 * Whether the screen is narrower than 640 px, following the window as it is resized. Only one
 * layout is rendered, not both hidden by CSS, so a page holds one set of controls. Without
 * matchMedia (a test environment) the screen counts as wide.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
