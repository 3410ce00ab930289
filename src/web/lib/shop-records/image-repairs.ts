import { isJobCardImageReference } from "@/web/lib/job-card-images";
import type { PendingMutation, ShopEntry } from "./shop-entry";

/**
 * Services in the copy that still name a job card image kept in this browser, whose image this
 * browser has: their put went out before the image was there (a data import restores images after
 * the records) or its upload failed. A put of the same reference uploads it and names the server's
 * address instead. References the server refused are left alone.
 */
export async function imageRepairs(
  services: Iterable<ShopEntry>,
  hasImage: (reference: string) => Promise<boolean>,
  refused: ReadonlySet<string>,
): Promise<PendingMutation[]> {
  const repairs: PendingMutation[] = [];
  for (const entry of services) {
    const url = entry.record.jobCardImageUrl;
    if (entry.deleted || typeof url !== "string" || !isJobCardImageReference(url) || refused.has(url)) continue;
    if (!(await hasImage(url))) continue;
    repairs.push({ name: "put", collection: "services", recordId: entry.id, baseVersion: entry.version, fields: { jobCardImageUrl: url } });
  }
  return repairs;
}
