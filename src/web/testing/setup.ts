import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

// jsdom has no ResizeObserver; Radix primitives (Checkbox, among others) measure themselves with it.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  // Sonner keeps toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  // Undo vi.stubGlobal, e.g. the fetch stub that stubApi installs.
  vi.unstubAllGlobals();
  cleanup();
});
