import type { Role } from "../auth/roles";

/** What the account endpoints answer; the web app reads these types. */
export interface Profile {
  userId: string;
  name: string;
  email: string;
  username: string;
  shopName: string;
  role: Role;
  requestedRole: Role | null;
  isActive: boolean;
  notifyEmailBookings: boolean;
  notifySmsUrgent: boolean;
  updatedAt: string;
}

/** GET /api/me */
export interface Me {
  profile: Profile;
}

/** GET /api/users */
export interface UserList {
  users: Profile[];
}

/** POST /api/users */
export interface Invitation {
  user: Profile;
  /** One-time link (7 days) for the new user to set a password. */
  setPasswordUrl: string;
  /** Whether the link was also mailed (only when mail is configured). */
  mailed: boolean;
}
