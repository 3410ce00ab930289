import { toast } from "sonner";
import { errorMessage } from "@/web/lib/api-error";

/** Toasts a failed customers call under its title, with the server's own message. */
export function toastCustomerError(title: string, error: unknown): void {
  toast.error(title, { description: errorMessage(error, "Something went wrong. Try again.") });
}
