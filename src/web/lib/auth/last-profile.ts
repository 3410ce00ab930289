import type { Profile } from "@/shared/schemas/account-responses";

/**
 * The profile the last session check answered, kept on the device so the app opens without a
 * network as the person who was signed in (their records are on the device too). Not the
 * session: that stays in the httpOnly cookie, and the server checks it on every request. A
 * definite "no session" forgets it.
 */
const KEY = "autoserv_last_profile";

export async function readLastProfile(): Promise<Profile | null> {
  // Read only when the session cannot be checked: its schema, and zod with it, load then and stay
  // out of the code every page waits for.
  const { profileSchema } = await import("@/shared/schemas/account-responses");
  try {
    const parsed = profileSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeLastProfile(profile: Profile | null): void {
  try {
    if (profile) localStorage.setItem(KEY, JSON.stringify(profile));
    else localStorage.removeItem(KEY);
  } catch {
    // A full or refused storage only costs the offline start.
  }
}
