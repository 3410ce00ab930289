import { useEffect } from "react";
import { PAGE_LOADERS, PREFETCHED_PAGES } from "../page-loaders";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";

/** Runs `task` when the browser has nothing better to do (Safari lacks requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** The first screen's own code, data and drawing come before other pages' code. */
const PAGES_AHEAD_AFTER_MS = 4000;

/** Runs `task` when idle, once `delay` has passed. */
function laterWhenIdle(task: () => void, delay: number): () => void {
  let cancelIdle = () => {};
  const handle = setTimeout(() => (cancelIdle = whenIdle(task)), delay);
  return () => {
    clearTimeout(handle);
    cancelIdle();
  };
}

/**
 * Once signed in, fetch the main pages' code and read the browser-kept lists while the user is
 * still on the first screen, so opening Vehicles or Services is only a render.
 */
export function useWarmUp(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    const cancels = [
      laterWhenIdle(() => {
        for (const page of PREFETCHED_PAGES) void PAGE_LOADERS[page]().catch(() => undefined);
      }, PAGES_AHEAD_AFTER_MS),
      whenIdle(() => vehiclesStore.getSnapshot()),
      whenIdle(() => servicesStore.getSnapshot()),
    ];
    return () => cancels.forEach((cancel) => cancel());
  }, [signedIn]);
}
