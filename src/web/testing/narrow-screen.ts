import { vi } from "vitest";
import { NARROW_SCREEN_QUERY } from "@/web/lib/use-narrow-screen";

/** A media query list that answers `matches` and tells its listeners when the width crosses 640 px. */
export interface FakeScreen {
  /** Resizes the fake screen across the phone breakpoint, telling every listener. */
  setNarrow: (narrow: boolean) => void;
}

/**
 * Stands in for window.matchMedia (jsdom has none) with a screen narrower than 640 px, or wider;
 * setup.ts undoes it after each test.
 */
export function stubScreen({ narrow }: { narrow: boolean }): FakeScreen {
  let matches = narrow;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    get matches() {
      return query === NARROW_SCREEN_QUERY ? matches : false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  }));
  return {
    setNarrow(next) {
      matches = next;
      for (const listener of listeners) listener();
    },
  };
}
