import type { Logger } from "pino";
import type { AppDependencies } from "./app";
import { createAuth } from "./auth/auth";
import type { DatabaseHandle } from "./db/database";
import { loadOrCreateAuthSecret } from "./db/instance-secret";
import type { Env } from "./env";
import { createMailer, type Mailer } from "./mail/mailer";

/** Everything the app needs, built from the parsed environment and an open database. */
export async function buildDependencies(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  options: { webRoot: string | null; mailer?: Mailer },
): Promise<AppDependencies> {
  const secret = await loadOrCreateAuthSecret(database.db, env.AUTH_SECRET);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `AutoServ <no-reply@${new URL(appUrl).hostname}>`,
      logger,
    });
  return {
    database,
    auth: createAuth(database.db, { secret, appUrl, mailer }),
    mailer,
    logger,
    appUrl,
    webRoot: options.webRoot,
    rateLimits: {
      maxFailedSignIns: env.AUTH_MAX_FAILED_SIGNINS,
      failedSignInWindowMinutes: env.AUTH_FAILED_SIGNIN_WINDOW_MINUTES,
      requestsPerMinute: env.AUTH_REQUESTS_PER_MINUTE,
      trustProxy: env.TRUST_PROXY,
    },
  };
}
