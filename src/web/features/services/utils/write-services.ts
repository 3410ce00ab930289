import { toast } from "sonner";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { servicesStore } from "@/web/lib/local-store/collections";
import { StorageFullError } from "@/web/lib/local-store/local-collection";

/**
 * Applies a change to the stored services. A full browser store is told to the user and the
 * change is dropped (the previous data stays intact); returns whether the change was saved.
 */
export function writeServices(change: (services: ServiceRecord[]) => ServiceRecord[]): boolean {
  try {
    servicesStore.update(change);
    return true;
  } catch (error) {
    if (error instanceof StorageFullError) {
      toast.error(error.message);
      return false;
    }
    throw error;
  }
}
