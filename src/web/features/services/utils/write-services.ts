import type { ServiceRecord } from "@/shared/schemas/local-records";
import { servicesStore } from "@/web/lib/local-store/collections";
import { saveLocalList } from "@/web/lib/local-store/save-local-list";

/**
 * Applies a user's change to the stored services, marking the records it adds or replaces with
 * the time; returns whether it was saved (see saveLocalList).
 */
export function writeServices(change: (services: ServiceRecord[]) => ServiceRecord[]): boolean {
  return saveLocalList(() => servicesStore.update(change, { touch: true }));
}
