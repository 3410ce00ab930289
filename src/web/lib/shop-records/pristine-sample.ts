import type { ShopItem } from "./shop-entry";
import { recordFields } from "@/shared/schemas/shop-sync";

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function daysBetween(later: string, earlier: string): number | null {
  if (!DATE_ONLY.test(later)) return null;
  const difference = Date.parse(later) - Date.parse(earlier);
  return Number.isFinite(difference) ? Math.round(difference / DAY_MS) : null;
}

/**
 * Whether a browser's built-in sample record is still as the app made it. The samples' dates are
 * relative to the day they were written, so a sample seeded on another day has every date moved
 * by the same number of days and is still untouched; any other difference, or a save from a form
 * (updatedAt), means a person changed it.
 */
export function isPristineSample(record: ShopItem, sample: ShopItem): boolean {
  if (typeof record.updatedAt === "string") return false;
  const fields = recordFields(record);
  const pristine = recordFields(sample);
  if (Object.keys(fields).length !== Object.keys(pristine).length) return false;
  let shift: number | null = null;
  for (const [path, value] of Object.entries(pristine)) {
    if (!(path in fields)) return false;
    const own = fields[path];
    if (typeof value === "string" && DATE_ONLY.test(value) && typeof own === "string") {
      const days = daysBetween(own, value);
      if (days === null || (shift !== null && days !== shift)) return false;
      shift = days;
      continue;
    }
    if (JSON.stringify(own) !== JSON.stringify(value)) return false;
  }
  return true;
}
