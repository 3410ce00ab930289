/** Without a username, the part of the e-mail address before the @ stands in. */
export function usernameFallback(email: string): string {
  return email.split("@")[0] ?? email;
}

export const USERNAME_MAX_LENGTH = 60;

/**
 * Names nobody is given: a stranger who signs up as admin@… must not appear in the staff list as
 * "admin", as if they were the shop's own account or the system's.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  "admin",
  "administrator",
  "root",
  "superuser",
  "system",
  "support",
  "security",
  "autoserv",
  "postmaster",
  "webmaster",
]);

/**
 * Usernames are unique whatever their case and are never chosen by the user: each is the
 * e-mail's local part in lower case, and when that is reserved or taken, the same with the
 * smallest number from 2 that is free ("sam", "sam2", "sam3"). `taken` holds the stored
 * usernames that start with the local part.
 */
export function firstFreeUsername(email: string, taken: Iterable<string>): string {
  const base = usernameBase(email);
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  if (!RESERVED_USERNAMES.has(base) && !used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = String(n);
    const candidate = base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
    if (!used.has(candidate) && !RESERVED_USERNAMES.has(candidate)) return candidate;
  }
}

function usernameBase(email: string): string {
  return usernameFallback(email).toLowerCase().slice(0, USERNAME_MAX_LENGTH);
}

/**
 * A prefix of every username `firstFreeUsername` may give this e-mail (room is left for a
 * number of up to seven digits): the stored usernames starting with it are the ones to pass.
 */
export function usernamePrefix(email: string): string {
  return usernameBase(email).slice(0, USERNAME_MAX_LENGTH - 7);
}
