import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/constants/account";
import { usernameFallback } from "../../shared/format/username";
import { roleSchema, signUpSchema } from "../../shared/schemas/account";
import type { Database } from "../db/database";
import { accounts, profiles, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { confirmationMail, existingAccountMail, resetMail } from "../mail/messages";
import { DEACTIVATED_MESSAGE } from "./messages";

export interface AuthSettings {
  secret: string;
  /** The public address of the app (APP_URL, or http://localhost:PORT). */
  appUrl: string;
  mailer: Mailer;
}

const SESSION_DAYS = 7;
/** What better-auth itself does not check of a sign-up: the shared form's name and e-mail rules. */
const signUpFieldsSchema = signUpSchema.pick({ name: true, email: true });

const usernameSchema = z.string().trim().max(60).regex(/^[\w.@+-]*$/, "Letters, digits and . _ @ + - only.");

/**
 * better-auth with e-mail and password on our Drizzle tables. Sessions live in the database and
 * travel in an httpOnly, SameSite=Lax cookie (Secure on https). Rate limits are ours
 * (auth/rate-limit.ts), kept in the database so every instance counts alike.
 */
export function createAuth(db: Database, settings: AuthSettings) {
  const { appUrl, mailer } = settings;
  const confirmByMail = mailer.delivers;

  return betterAuth({
    appName: "AutoServ",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret: settings.secret,
    telemetry: { enabled: false },
    logger: { disabled: true },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    // The configured address, and the address the request itself came to: a same-origin request
    // is never forged, whichever name the shop uses to reach the server.
    trustedOrigins: (request) => [appUrl, request ? new URL(request.url).origin : null],
    rateLimit: { enabled: false },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    advanced: {
      cookiePrefix: "autoserv",
      useSecureCookies: appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // Mails go out after the answer: a reset for a known address must not take an SMTP round
      // trip longer than one for an unknown address, or the delay would tell which is which.
      // The mailer logs its own failures.
      backgroundTasks: { handler: (task) => void task.catch(() => {}) },
    },
    user: {
      additionalFields: {
        username: { type: "string", required: false, input: true, validator: { input: usernameSchema } },
        initialRole: { type: "string", required: false, input: true, defaultValue: "User", validator: { input: roleSchema } },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never signs in: the user logs in next, and a duplicate e-mail gets the same answer.
      autoSignIn: false,
      requireEmailVerification: confirmByMail,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetMail(user.email, user.name, `${appUrl}/reset-password?token=${token}`));
      },
      onExistingUserSignUp: async ({ user }) => {
        if (confirmByMail) await mailer.send(existingAccountMail(user.email, `${appUrl}/login`));
      },
      // The answer to a duplicate sign-up must look exactly like a new account's.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        username:
          typeof additionalFields.username === "string" && additionalFields.username
            ? additionalFields.username
            : usernameFallback(coreFields.email),
        emailVerified: !confirmByMail,
        id,
      }),
    },
    emailVerification: confirmByMail
      ? {
          sendOnSignUp: true,
          autoSignInAfterVerification: false,
          sendVerificationEmail: async ({ user, url }) => {
            await mailer.send(confirmationMail(user.email, user.name, url));
          },
        }
      : undefined,
    // better-auth checks only that the e-mail looks like one: it stored a name of 100,000
    // characters, and answered a long e-mail with "Failed to create user". Checked before its
    // duplicate-address lookup, so the answer never tells whether the address has an account.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const result = signUpFieldsSchema.safeParse(ctx.body);
        if (!result.success) {
          throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message: result.error.issues[0]!.message });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Without mail a sign-up is confirmed at once (DESIGN.md 3.4).
          before: async (user) => ({
            data: {
              ...user,
              emailVerified: user.emailVerified || !confirmByMail,
              username: typeof user.username === "string" && user.username ? user.username : usernameFallback(user.email),
            },
          }),
        },
      },
      session: {
        create: {
          // DESIGN.md 3.2: a deactivated user cannot sign in, whatever the method.
          before: async (session) => {
            const [profile] = await db
              .select({ isActive: profiles.isActive })
              .from(profiles)
              .where(eq(profiles.userId, session.userId));
            if (profile && !profile.isActive) throw new APIError("FORBIDDEN", { message: DEACTIVATED_MESSAGE });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
