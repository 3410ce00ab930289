import type { Role } from "./roles";

export const OWN_DEACTIVATION_MESSAGE = "You cannot deactivate your own account.";
export const OWN_ROLE_MESSAGE = "You cannot change your own role.";

export interface AccessChange {
  /** The user being changed is the one making the change. */
  isSelf: boolean;
  currentRole: Role;
  nextRole: Role;
  nextActive: boolean;
}

/**
 * No one takes away or changes their own access, whichever route or screen they use: another
 * Admin changes an Admin's role or deactivates them. Returns the refusal, or null when allowed.
 * (The last active Admin rule is checked against the stored users, on the server.)
 */
export function ownAccessChangeRefusal(change: AccessChange): string | null {
  if (!change.isSelf) return null;
  if (!change.nextActive) return OWN_DEACTIVATION_MESSAGE;
  if (change.nextRole !== change.currentRole) return OWN_ROLE_MESSAGE;
  return null;
}
