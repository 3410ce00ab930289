import { toast } from "sonner";

/**
 * A stale edit (409) and the last-Admin guard (400 last_admin) both carry a message written for
 * the Admin, so every failure shows the server's own words. The list is refetched on settle.
 */
export function toastUpdateUserError(error: unknown): void {
  const description = error instanceof Error ? error.message : "Something went wrong. Try again.";
  toast.error("Error updating user", { description });
}
