import type { ServerOptions } from "node:http";
import { serve } from "@hono/node-server";
import { answerBackupRequests } from "./backup/backup-requests";
import { createBackupSchedule } from "./backup/backup-schedule";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { EnvError, parseEnv, type Env } from "./env";
import { createLogger } from "./logger";
import { WEB_ROOT } from "./paths";
import { keepDataPrivate } from "./private-files/keep-data-private";
import { createReminderSchedule } from "./reminders/reminder-schedule";

// Requests in flight get this long to finish after SIGTERM before connections are cut.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  keepDataPrivate(env, logger);

  // The database opens while the app's modules load: both take a while, and they overlap.
  // The outcome is settled into a value at once so a failure cannot go unhandled meanwhile.
  const opening = openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, logger }
      : { kind: "pglite", dataDir: env.DATA_DIR, upkeep: logger },
  ).then(
    (handle) => ({ handle, error: null }),
    (error: unknown) => ({ handle: null, error }),
  );
  const { createApp } = await import("./app");
  const { buildDependencies } = await import("./dependencies");
  const { handle: database, error } = await opening;
  if (!database) {
    if (error instanceof DataDirLockedError) fail(error.message);
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  // Once per database, before serving: free-text customers become customer records.
  const { runCustomerUpgrade } = await import("./customer-upgrade/run-customer-upgrade");
  await runCustomerUpgrade(database, logger).catch((error: unknown) => {
    // The shop keeps working without it; the next start tries again.
    logger.error({ err: error }, "the upgrade to customer records failed; it runs again at the next start");
  });
  const deps = await buildDependencies(env, database, logger, { webRoot: WEB_ROOT });
  const app = createApp(deps);
  // `npm run backup` cannot open a data folder this server holds, so it asks through the folder.
  const stopAnsweringBackups =
    database.kind === "pglite" ? answerBackupRequests(env.DATA_DIR, deps.backups.take, logger) : () => {};
  // BACKUP_INTERVAL_HOURS=0 leaves backups to Admins and the backup command.
  const backupSchedule =
    env.BACKUP_INTERVAL_HOURS > 0
      ? createBackupSchedule({ database, taker: deps.backups, keep: env.BACKUP_KEEP, logger, intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000 })
      : null;
  backupSchedule?.start();
  logger.info(
    { dir: deps.backups.dir, intervalHours: env.BACKUP_INTERVAL_HOURS, keep: env.BACKUP_KEEP },
    backupSchedule ? "backups scheduled" : "scheduled backups are off (BACKUP_INTERVAL_HOURS=0)",
  );
  // The daily reminder mails, once per shop day across instances.
  const reminderSchedule = createReminderSchedule({ database, mailer: deps.mailer, logger, appUrl: deps.appUrl });
  reminderSchedule.start();
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpTimeouts(env) }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, startupMs: Math.round(performance.now()) },
      `AutoServ is listening on port ${info.port}`,
    );
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    void database.close().finally(() =>
      fail(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use (set PORT).` : error.message),
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping: finishing requests in flight");
    stopAnsweringBackups();
    const scheduleStopped = Promise.all([backupSchedule?.stop(), reminderSchedule.stop()]);
    const force = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Event streams never finish by themselves: ending them lets their connections close, and
    // their clients reconnect to an instance that is still running.
    void deps.events.close();
    server.close(() => {
      // A backup under way finishes first: it reads the database until its last row.
      void Promise.all([scheduleStopped, deps.backups.idle()]).then(() => database.close()).then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "the database did not close cleanly");
          process.exit(1);
        },
      );
    });
    // Idle keep-alive connections would otherwise hold close() open, and so would those that
    // finish their last response meanwhile (an ended event stream among them): close each as it idles.
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * How long a client may take, so that one sending its request slowly cannot hold a connection
 * (and its share of the server) for Node's default five minutes. The request timeout bounds
 * receiving the request only: a long answer, an event stream among them, is not cut.
 */
function httpTimeouts(env: Env): ServerOptions {
  return {
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // Node looks for overdue requests every 30 s by default, which would let a slow client stay
    // that much past its timeout; a check each second keeps the timeouts close to what they say.
    connectionsCheckingInterval: 1000,
  };
}

/** One clear line and exit code 1, no stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  fail(`AutoServ could not start: ${error instanceof Error ? error.message : String(error)}`);
});
