import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * A calendar day counted from `from` (today by default) as YYYY-MM-DD, in this machine's time
 * zone, which is the browser's too. Written out here rather than taken from the app, so a test
 * does not check the app's dates against the app's own date code.
 */
export function calendarDay(offset: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

interface LocalRecords {
  /** The page to open, and the heading that says it is ready (before and after the reload). */
  path: string;
  heading: string;
  vehicles: readonly object[];
  services: readonly object[];
  /** Local settings (appName, currencySymbol, ...) stored alongside. */
  settings?: Record<string, string>;
}

/** Replaces this browser's vehicles and services (and the given settings), then reloads the page. */
export async function seedLocalRecords(page: Page, { path, heading, vehicles, services, settings = {} }: LocalRecords): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.evaluate(
    ({ vehicles, services, settings }) => {
      localStorage.setItem("vehicles_local_cache", JSON.stringify(vehicles));
      localStorage.setItem("services_local_cache", JSON.stringify(services));
      for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
    },
    { vehicles, services, settings },
  );
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}
