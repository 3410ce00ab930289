import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { NotificationPreferencesInput, profileUpdateSchema } from "../../shared/schemas/account";
import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { profiles } from "../db/schema";
import type { Viewer } from "../http/app-bindings";
import { toProfile } from "./profile-dto";

/** An upsert on user_id of name, email, shop_name and updated_at. */
export async function saveOwnProfile(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof profileUpdateSchema>,
): Promise<Profile> {
  const { userId, email, username } = viewer.profile;
  const values = { name: input.name, shopName: input.shopName, updatedAt: new Date() };
  const [row] = await db
    .insert(profiles)
    .values({ userId, email, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values })
    .returning();
  if (!row) throw new Error(`The profile of ${userId} was not saved`);
  return toProfile(row, username);
}

/** The Notifications tab's choices live on the profile, so every device sees them. */
export async function saveNotificationPreferences(
  db: Database,
  viewer: Viewer,
  input: NotificationPreferencesInput,
): Promise<Profile> {
  const { userId, username } = viewer.profile;
  const [row] = await db
    .update(profiles)
    .set({ notifyEmailBookings: input.notifyEmailBookings, notifySmsUrgent: input.notifySmsUrgent, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning();
  if (!row) throw new Error(`The profile of ${userId} was not found`);
  return toProfile(row, username);
}
