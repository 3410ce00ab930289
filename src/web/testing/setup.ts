import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { reloadLocalCollections } from "@/web/lib/local-store/collections";

// jsdom has no ResizeObserver; Radix primitives (Checkbox, among others) measure themselves with it.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Tests seed localStorage directly; the stores must not answer from the previous test's memory.
beforeEach(() => reloadLocalCollections());

afterEach(() => {
  // Sonner keeps toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  // Undo vi.stubGlobal, e.g. the fetch stub that stubApi installs.
  vi.unstubAllGlobals();
  cleanup();
});
