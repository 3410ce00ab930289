import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeEach, vi } from "vitest";
import { reloadLocalCollections } from "@/web/lib/local-store/collections";
import { shopMode } from "@/web/lib/shop-records/shop-mode";

// jsdom has no ResizeObserver; Radix primitives (Checkbox, among others) measure themselves with it.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Worker threads of one process share Node's BroadcastChannel, so a test's tabs would hear those of
// a test running in the other worker (a shop copy left loaded by an earlier file reads their news).
// Each worker gets channels of its own, as a browser of its own would.
if (typeof BroadcastChannel !== "undefined" && !("ofOneWorker" in BroadcastChannel)) {
  const Shared = BroadcastChannel;
  globalThis.BroadcastChannel = class extends Shared {
    static readonly ofOneWorker = true;
    constructor(name: string) {
      super(`worker-${process.env.VITEST_POOL_ID}:${name}`);
    }
  };
}

// Sonner puts its stylesheet into the document when it loads. jsdom matches every rule of every
// sheet against each element a role query checks for visibility; no rule of Sonner's sets display
// or visibility, so role queries find the same elements without it. (Its opacity rules only fade
// toasts in and out.)
for (const style of typeof document === "undefined" ? [] : document.head.querySelectorAll("style")) {
  if (style.textContent?.includes("[data-sonner-toaster]")) style.remove();
}

// Test files share a worker's modules and its jsdom (isolate: false), so each test starts from
// empty storage and modules that forget what they read from it; tests seed storage themselves.
beforeEach(() => {
  // A file of the web project may run in Node (a lint check of the customer's page): no storage there.
  if (typeof localStorage === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  shopMode.forget();
  reloadLocalCollections();
});

afterEach(() => {
  // Sonner keeps toasts in module state and replays them to the next Toaster.
  toast.dismiss();
  // Undo vi.stubGlobal, e.g. the fetch stub that stubApi installs.
  vi.unstubAllGlobals();
  cleanup();
  // Tests of the customer's estimate page build plain DOM that cleanup() does not know of; files
  // share one jsdom, so what they leave would be found by the next file's queries.
  if (typeof document !== "undefined") document.body.replaceChildren();
});

// Pages load their dialogs lazily and warm them up on mount; a file that ends before such an import
// has loaded would have it land after its environment is torn down (an error that fails the run).
afterAll(async () => {
  await vi.dynamicImportSettled();
});
