import type { Profile } from "@/shared/schemas/account-responses";

/** A case-insensitive substring match on name, username, email or role. */
export function filterUsers(users: readonly Profile[], query: string): Profile[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.name, user.username, user.email, user.role].some((value) => value.toLowerCase().includes(needle)),
  );
}
