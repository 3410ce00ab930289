import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { createApp } from "../../src/server/app";
import type { Auth } from "../../src/server/auth/auth";
import type { DatabaseHandle, DatabaseKind } from "../../src/server/db/database";
import { buildDependencies } from "../../src/server/dependencies";
import { openPostgres } from "../../src/server/db/postgres";
import { parseEnv } from "../../src/server/env";
import type { EventBus } from "../../src/server/events/event-bus";
import type { Mailer } from "../../src/server/mail/mailer";
import { quickPasswordHashing } from "./quick-password-hashing";
import { openTestDatabase, silentLogger } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  /** The app's auth library, as it finishes loading. */
  auth: Promise<Auth>;
  /** The app's event bus, as handlers see it. */
  events: EventBus;
  /** Where POST /api/backups writes: unless env names one, a folder of this app's own, removed by close. */
  backupDir: string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  webRoot?: string | null;
  /** Environment variables as the server would read them (APP_URL, SMTP_URL, limits...). */
  env?: Record<string, string>;
  mailer?: Mailer;
  /** The app's logger; a silent one unless given (a test that reads the log lines gives its own). */
  logger?: Logger;
  eventsHeartbeatMs?: number;
  /** How long one sync push applies mutations before it answers (0: one mutation a push). */
  syncPushBudgetMs?: number;
  /**
   * PostgreSQL: a second instance on that app's database, with a pool and LISTEN connection of
   * its own, as a second server would have. Its close leaves the database to the first.
   */
  sameDatabaseAs?: TestApp;
  /** An open database to run on instead of a fresh one (a restored one); close closes it. */
  database?: DatabaseHandle;
}

/** The real app on a fresh database with the real migrations; requests go through app.request(). */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.database.url;
  if (options.sameDatabaseAs && !shared) throw new Error("Only a PostgreSQL test app can have a second instance.");
  const database = options.database ?? (shared ? await openPostgres(shared, silentLogger) : await openTestDatabase(kind));
  // Backups an Admin asks for go to a folder of this app's own, never to the project's ./data.
  const ownBackupDir = path.join(os.tmpdir(), "autoserv-test-backups", randomUUID());
  const env = parseEnv({ APP_URL: "http://localhost", BACKUP_DIR: ownBackupDir, ...options.env });
  const deps = await buildDependencies(env, database, options.logger ?? silentLogger, {
    webRoot: options.webRoot ?? null,
    mailer: options.mailer,
    passwordHashing: quickPasswordHashing,
  });
  return {
    app: createApp({ ...deps, eventsHeartbeatMs: options.eventsHeartbeatMs, syncPushBudgetMs: options.syncPushBudgetMs }),
    database,
    auth: deps.auth,
    events: deps.events,
    backupDir: env.BACKUP_DIR,
    // The bus first: it ends open event streams and its own connection before the database goes.
    close: async () => {
      await deps.events.close();
      await deps.backups.idle();
      await database.close();
      await fs.rm(ownBackupDir, { recursive: true, force: true });
    },
  };
}
