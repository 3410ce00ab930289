import type { Profile } from "../../shared/schemas/account-responses";
import type { ProfileRow } from "../db/schema";
import { usernameFallback } from "../../shared/format/username";

/** A profile row as the API shows it; the username falls back to the e-mail's local part. */
export function toProfile(row: ProfileRow, username: string | null): Profile {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    username: username || usernameFallback(row.email),
    shopName: row.shopName ?? "",
    role: row.role,
    requestedRole: row.requestedRole,
    isActive: row.isActive,
    notifyEmailBookings: row.notifyEmailBookings,
    notifySmsUrgent: row.notifySmsUrgent,
    updatedAt: row.updatedAt.toISOString(),
  };
}
