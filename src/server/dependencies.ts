import type { Logger } from "pino";
import type { AppDependencies } from "./app";
import type { PasswordHashing } from "./auth/auth";
import { createBackupTaker } from "./backup/backup-taker";
import type { DatabaseHandle } from "./db/database";
import { loadOrCreateAuthSecret } from "./db/instance-secret";
import type { Env } from "./env";
import { createInProcessEventBus, type EventBus } from "./events/event-bus";
import { createOpenStreams, type OpenStreams } from "./events/open-streams";
import { SESSIONS_CHANNEL } from "./events/session-changes";
import { EVENTS_MAX_STREAMS_PER_USER, serverStreamCap } from "./events/stream-limits";
import { createMailer, type Mailer } from "./mail/mailer";

/** Everything the app needs, built from the parsed environment and an open database. */
export async function buildDependencies(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  options: { webRoot: string | null; mailer?: Mailer; passwordHashing?: PasswordHashing },
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
  const auth = import("./auth/auth").then(({ createAuth }) =>
    createAuth(database.db, { secret, appUrl, mailer, passwordHashing: options.passwordHashing }),
  );
  // Requests awaiting it get the failure; this only keeps it from being an unhandled rejection.
  auth.catch((error: unknown) => logger.error({ err: error }, "The authentication module failed to load"));
  const streams = createOpenStreams({ perUser: EVENTS_MAX_STREAMS_PER_USER, total: serverStreamCap(env.EVENTS_MAX_STREAMS) });
  return {
    database,
    auth,
    mailer,
    logger,
    appUrl,
    webRoot: options.webRoot,
    events: await createEventBus(database, logger, streams),
    streams,
    backups: createBackupTaker(database, env.BACKUP_DIR, logger),
    rateLimits: {
      maxFailedSignIns: env.AUTH_MAX_FAILED_SIGNINS,
      failedSignInWindowMinutes: env.AUTH_FAILED_SIGNIN_WINDOW_MINUTES,
      requestsPerMinute: env.AUTH_REQUESTS_PER_MINUTE,
      trustProxy: env.TRUST_PROXY,
    },
  };
}

/**
 * PGlite lives in this one process; instances sharing PostgreSQL hear each other's changes. Either
 * way the database's announcements of ended sessions reach the open streams of their user.
 */
async function createEventBus(database: DatabaseHandle, logger: Logger, streams: OpenStreams): Promise<EventBus> {
  if (database.kind === "pglite") {
    if (!database.listen) throw new Error("The PGlite handle cannot listen for ended sessions.");
    await database.listen(SESSIONS_CHANNEL, (userId) => {
      if (userId) streams.recheck(userId);
    });
    return createInProcessEventBus();
  }
  if (!database.url) throw new Error("The PostgreSQL handle has no connection URL for live updates.");
  const { createPostgresEventBus } = await import("./events/postgres-event-bus");
  return createPostgresEventBus({ db: database.db, url: database.url, logger, onSessionChange: streams.recheck });
}
