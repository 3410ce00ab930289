import { toast } from "sonner";
import { errorMessage } from "@/web/lib/api-error";

/**
 * A stale edit (409) and the last-Admin guard (400 last_admin) both carry a message written for
 * the Admin, so every failure shows the server's own words. The list is refetched on settle.
 */
export function toastUpdateUserError(error: unknown): void {
  const description = errorMessage(error, "Something went wrong. Try again.");
  toast.error("Error updating user", { description });
}
