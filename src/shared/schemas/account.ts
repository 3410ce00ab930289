import { z } from "zod";
import { ROLES } from "../auth/roles";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../constants/account";
import { boundedDateTime } from "./bounds";

/** Account and profile inputs, validated by the same schema on the form and on the server. */

const email = z
  .string()
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .pipe(z.email("Enter a valid email address."));

const personName = z.string().trim().min(1, "Full name is required.").max(100, "Name is too long.");

const shopName = z.string().trim().max(100, "Shop name is too long.");

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const roleSchema = z.enum(ROLES, { message: "Choose one of the five roles." });

export const logInSchema = z.object({
  email,
  password: z.string().min(1, "Password is required."),
});
export type LogInInput = z.infer<typeof logInSchema>;

export const signUpSchema = z.object({
  name: personName,
  email,
  password: newPassword,
  initialRole: roleSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What a sign-up request may carry: the form's fields and the page its confirmation link leads
 * to. Anything else (an image, a username, a made-up field) is refused, so an anonymous visitor
 * can store no more than these few short texts.
 */
export const signUpRequestSchema = z.strictObject(
  {
    ...signUpSchema.shape,
    initialRole: roleSchema.optional(),
    callbackURL: z.string().max(2000, "The callbackURL is too long.").optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Sign-up does not accept the field "${issue.keys[0]}".` : undefined,
  },
);

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The mismatch and empty-password messages come first; then the length rule every password follows. */
export const newPasswordFormSchema = z
  .object({
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === "") {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: "Please enter a new password." });
      return;
    }
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "New passwords do not match." });
      return;
    }
    const length = newPassword.safeParse(value.newPassword);
    if (!length.success) {
      ctx.addIssue({ code: "custom", path: ["newPassword"], message: length.error.issues[0]!.message });
    }
  });
export type NewPasswordFormInput = z.infer<typeof newPasswordFormSchema>;

/** Body of POST /api/account/password. */
export const changePasswordSchema = z.object({ newPassword });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Body of PUT /api/profile. The role is never part of it: no one changes their own role. */
export const profileUpdateSchema = z.object({
  name: personName,
  shopName: shopName.optional().default(""),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** Body of PATCH /api/users/{userId}: what an Admin may change (name, role, shop name, active flag). */
export const userUpdateSchema = z.object({
  name: personName,
  role: roleSchema,
  shopName: shopName.optional().default(""),
  isActive: z.boolean(),
  /** The updated_at the Admin saw; a newer one on the server means someone else changed it. */
  updatedAt: boundedDateTime("updatedAt").optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** Body of POST /api/users: an invitation; the account starts without a password. */
export const inviteUserSchema = z.object({
  email,
  name: personName,
  role: roleSchema,
  shopName: shopName.optional().default(""),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** Body of PUT /api/profile/notifications: the Settings → Notifications tab, kept on the profile. */
export const notificationPreferencesSchema = z.object({
  notifyEmailBookings: z.boolean({ message: "Choose whether to get e-mails for new service bookings." }),
  notifySmsUrgent: z.boolean({ message: "Choose whether to get text messages for urgent issues." }),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
