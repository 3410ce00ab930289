import type { ServiceRecord } from "@/shared/schemas/local-records";
import { servicesStore } from "@/web/lib/local-store/collections";
import { saveLocalList } from "@/web/lib/local-store/save-local-list";

/** Applies a change to the stored services; returns whether it was saved (see saveLocalList). */
export function writeServices(change: (services: ServiceRecord[]) => ServiceRecord[]): boolean {
  return saveLocalList(() => servicesStore.update(change));
}
