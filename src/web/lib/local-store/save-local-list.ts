import { toast } from "sonner";
import { StorageFullError } from "@/web/lib/local-store/local-collection";

/**
 * Runs a local-store write. A full browser storage is told to the user and nothing changes;
 * returns whether the write went through. Other errors are real bugs and rethrow.
 */
export function saveLocalList(write: () => void): boolean {
  try {
    write();
    return true;
  } catch (error) {
    if (error instanceof StorageFullError) {
      toast.error("Storage Full", { description: error.message });
      return false;
    }
    throw error;
  }
}
