import { betterAuth, getCurrentAdapter } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/constants/account";
import { firstFreeUsername, usernamePrefix } from "../../shared/format/username";
import { roleSchema, signUpRequestSchema } from "../../shared/schemas/account";
import type { Database } from "../db/database";
import { accounts, profiles, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../mail/mailer";
import { confirmationMail, existingAccountMail, resetMail } from "../mail/messages";
import { DEACTIVATED_MESSAGE } from "./messages";
import { resetMailAllowed } from "./reset-mail-limit";
import { clientAddressOf } from "./session-address";
import { endSessionsBeyondCap } from "./session-cap";

export interface AuthSettings {
  secret: string;
  /** The public address of the app (APP_URL, or http://localhost:PORT). */
  appUrl: string;
  mailer: Mailer;
  /** How passwords are hashed; better-auth's scrypt unless given (the unit tests' cheaper one). */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
}

const SESSION_DAYS = 7;

/**
 * better-auth with e-mail and password on our Drizzle tables. Sessions live in the database and
 * travel in an httpOnly, SameSite=Lax cookie (Secure on https). Rate limits are ours
 * (auth/rate-limit.ts), kept in the database so every instance counts alike.
 */
export async function createAuth(db: Database, settings: AuthSettings) {
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
      // The mailer logs its own failures, so a failed task is only let go here.
      backgroundTasks: { handler: (task) => void task.catch(() => {}) },
      // A session's address is set by the hook below from TRUST_PROXY's rule (session-address.ts).
      ipAddress: { disableIpTracking: true },
    },
    user: {
      additionalFields: {
        // Given by the server, never chosen (see firstFreeUsername), and left out of sign-up's
        // answer: a duplicate sign-up's made-up user could not know which number it would get.
        username: { type: "string", required: false, input: false, returned: false },
        initialRole: { type: "string", required: false, input: true, defaultValue: "User", validator: { input: roleSchema } },
      },
    },
    emailAndPassword: {
      enabled: true,
      password: settings.passwordHashing,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never signs in: the user logs in next, and a duplicate e-mail gets the same answer.
      autoSignIn: false,
      requireEmailVerification: confirmByMail,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // A deactivated account gets no link, and an address gets at most a few an hour: the
        // token is dropped at once and no mail goes out. The request's answer is the same either way.
        if (!(await isActive(db, user.id)) || !(await resetMailAllowed(db, settings.secret, user.email))) {
          await db.delete(verifications).where(eq(verifications.identifier, `reset-password:${token}`));
          return;
        }
        await mailer.send(resetMail(user.email, user.name, `${appUrl}/reset-password?token=${token}`));
      },
      onExistingUserSignUp: async ({ user }) => {
        if (confirmByMail) await mailer.send(existingAccountMail(user.email, `${appUrl}/login`));
      },
      // The answer to a duplicate sign-up must look exactly like a new account's.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
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
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // better-auth checks only that the e-mail looks like one, and stores any user field it
        // knows (an image of a megabyte). Checked before its duplicate-address lookup, so the
        // answer never tells whether the address has an account.
        if (ctx.path === "/sign-up/email") {
          const result = signUpRequestSchema.safeParse(ctx.body);
          if (!result.success) {
            throw new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message: result.error.issues[0]!.message });
          }
        }
        // A link of a deactivated account is answered as a link that does not exist.
        if (ctx.path === "/reset-password" && !(await linkOwnerIsActive(db, ctx.body))) {
          throw new APIError("BAD_REQUEST", { code: "INVALID_TOKEN", message: "Invalid token" });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Without mail a sign-up is confirmed at once.
          // Read through better-auth's adapter: sign-up runs in a transaction of its own.
          before: async (user, ctx) => {
            const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : null;
            const taken = adapter
              ? await adapter.findMany<{ username: string }>({
                  model: "user",
                  where: [{ field: "username", operator: "starts_with", value: usernamePrefix(user.email), mode: "insensitive" }],
                  select: ["username"],
                })
              : [];
            return {
              data: {
                ...user,
                emailVerified: user.emailVerified || !confirmByMail,
                username: firstFreeUsername(user.email, taken.map((row) => row.username)),
              },
            };
          },
        },
      },
      session: {
        create: {
          // A deactivated user cannot sign in, whatever the method. The session records the
          // client address the rate limits count the request at.
          before: async (session, ctx) => {
            const [profile] = await db
              .select({ isActive: profiles.isActive })
              .from(profiles)
              .where(eq(profiles.userId, session.userId));
            if (profile && !profile.isActive) throw new APIError("FORBIDDEN", { message: DEACTIVATED_MESSAGE });
            return { data: { ...session, ipAddress: clientAddressOf(ctx?.request?.headers ?? ctx?.headers) ?? "" } };
          },
          // Runs once the new session is committed: the user's oldest sessions beyond the cap end.
          after: async (session) => {
            await endSessionsBeyondCap(db, session.userId);
          },
        },
      },
    },
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

async function isActive(db: Database, userId: string): Promise<boolean> {
  const [profile] = await db.select({ isActive: profiles.isActive }).from(profiles).where(eq(profiles.userId, userId));
  return profile?.isActive ?? true;
}

/** Whether the reset link in this body belongs to an active account (an unknown link is better-auth's to refuse). */
async function linkOwnerIsActive(db: Database, body: unknown): Promise<boolean> {
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== "string") return true;
  const [row] = await db
    .select({ isActive: profiles.isActive })
    .from(verifications)
    .innerJoin(profiles, eq(profiles.userId, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return row?.isActive ?? true;
}
