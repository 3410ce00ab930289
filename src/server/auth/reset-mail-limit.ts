import { createHmac } from "node:crypto";
import type { Database } from "../db/database";
import { hit } from "./rate-limit";
import { RESET_MAIL_KEY_PREFIX, RESET_MAIL_WINDOW_SECONDS, RESET_MAILS_PER_WINDOW } from "./reset-mail-window";

/**
 * Counts one more reset mail to `email` and says whether it may go out. The window is keyed on
 * the normalised address, hashed with the auth secret (shared by every instance on the database),
 * so the rate-limit table never holds an address and its rows cannot be matched to addresses
 * without the secret. The requester hears the same answer either way: this runs after it.
 */
export async function resetMailAllowed(db: Database, secret: string, email: string): Promise<boolean> {
  const digest = createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex");
  const { count } = await hit(db, `${RESET_MAIL_KEY_PREFIX}${digest}`, RESET_MAIL_WINDOW_SECONDS);
  return count <= RESET_MAILS_PER_WINDOW;
}
