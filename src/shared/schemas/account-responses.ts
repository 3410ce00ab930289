import { z } from "zod";
import { ROLES } from "../auth/roles";

/** A user's profile as the account and user endpoints answer it; the web app reads this type. */
export const profileSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    username: z.string(),
    shopName: z.string(),
    role: z.enum(ROLES),
    requestedRole: z.enum(ROLES).nullable(),
    isActive: z.boolean(),
    notifyEmailBookings: z.boolean(),
    notifySmsUrgent: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/me, GET and PUT /api/profile, PUT /api/profile/notifications. */
export const meSchema = z.object({ profile: profileSchema });
export type Me = z.infer<typeof meSchema>;

/** GET /api/users */
export const userListSchema = z.object({ users: z.array(profileSchema) });
export type UserList = z.infer<typeof userListSchema>;

/** PATCH /api/users/{userId} and POST .../deactivate: the user as saved. */
export const userBodySchema = z.object({ user: profileSchema });

/**
 * What became of an invitation's mail: sent; not sent because mail is not set up; or not sent
 * because the mail server failed. The account and its link exist in every case.
 */
export const INVITATION_MAIL_OUTCOMES = ["sent", "not_configured", "failed"] as const;
export type InvitationMailOutcome = (typeof INVITATION_MAIL_OUTCOMES)[number];

/** POST /api/users */
export const invitationSchema = z.object({
  user: profileSchema,
  /** One-time link (7 days) for the new user to set a password. */
  setPasswordUrl: z.string(),
  /** Whether the link was also mailed, and if not, why. */
  mail: z.enum(INVITATION_MAIL_OUTCOMES),
});
export type Invitation = z.infer<typeof invitationSchema>;
