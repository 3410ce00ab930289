/** The five roles, in the order the sign-up select lists them. */
export const ROLES = ["User", "Admin", "Manager", "Service Advisor", "Service Technician"] as const;

export type Role = (typeof ROLES)[number];

/** When no role is found, User applies. */
export const DEFAULT_ROLE: Role = "User";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Reads a role from untrusted data, falling back to the default. */
export function roleOrDefault(value: unknown): Role {
  return isRole(value) ? value : DEFAULT_ROLE;
}
