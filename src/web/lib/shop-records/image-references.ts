import type { ShopMutation } from "@/shared/schemas/shop-sync";
import { isJobCardImageReference } from "@/web/lib/job-card-images";

/** The job card image a put names, when the image is kept in this browser (an `idb:job-card/` reference). */
export function localImageOf(mutation: ShopMutation): string | null {
  if (mutation.name !== "put" || mutation.collection !== "services") return null;
  const url = mutation.fields.jobCardImageUrl;
  return typeof url === "string" && isJobCardImageReference(url) ? url : null;
}

/** The mutations that named an uploaded image, now naming the address the server serves it from. */
export function withUploadedImages(mutations: readonly ShopMutation[], uploaded: ReadonlyMap<string, string>): ShopMutation[] {
  const rewritten: ShopMutation[] = [];
  for (const mutation of mutations) {
    const reference = localImageOf(mutation);
    const url = reference === null ? undefined : uploaded.get(reference);
    if (mutation.name !== "put" || url === undefined) continue;
    rewritten.push({ ...mutation, fields: { ...mutation.fields, jobCardImageUrl: url } });
  }
  return rewritten;
}
