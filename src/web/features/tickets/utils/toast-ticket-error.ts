import { toast } from "sonner";
import { ApiError, errorMessage } from "@/web/lib/api-error";

/** The toast titles for failed ticket calls, in the product's exact words. */
export const TICKET_ERROR_TITLES = {
  fetch: "Error fetching service tickets",
  save: "Error creating/updating ticket",
  delete: "Error deleting ticket",
} as const;

/** The wording for a ticket call refused because the session is gone. */
export const AUTHENTICATION_ERROR = { title: "Authentication Error", description: "User not found. Please log in." };

/**
 * Toasts a failed ticket call: the server's own message under the given title, or the
 * Authentication Error on a 401 (the API client then sends the user to /login).
 */
export function toastTicketError(title: string, error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    toast.error(AUTHENTICATION_ERROR.title, { description: AUTHENTICATION_ERROR.description });
    return;
  }
  toast.error(title, { description: errorMessage(error, "Something went wrong. Try again.") });
}
