import { createApp } from "../../src/server/app";
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
  /** The app's event bus, as handlers see it. */
  events: EventBus;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  webRoot?: string | null;
  /** Environment variables as the server would read them (APP_URL, SMTP_URL, limits...). */
  env?: Record<string, string>;
  mailer?: Mailer;
  eventsHeartbeatMs?: number;
  /**
   * PostgreSQL: a second instance on that app's database, with a pool and LISTEN connection of
   * its own, as a second server would have. Its close leaves the database to the first.
   */
  sameDatabaseAs?: TestApp;
}

/** The real app on a fresh database with the real migrations; requests go through app.request(). */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.database.url;
  if (options.sameDatabaseAs && !shared) throw new Error("Only a PostgreSQL test app can have a second instance.");
  const database = shared ? await openPostgres(shared, silentLogger) : await openTestDatabase(kind);
  const env = parseEnv({ APP_URL: "http://localhost", ...options.env });
  const deps = await buildDependencies(env, database, silentLogger, {
    webRoot: options.webRoot ?? null,
    mailer: options.mailer,
    passwordHashing: quickPasswordHashing,
  });
  return {
    app: createApp({ ...deps, eventsHeartbeatMs: options.eventsHeartbeatMs }),
    database,
    events: deps.events,
    // The bus first: it ends open event streams and its own connection before the database goes.
    close: async () => {
      await deps.events.close();
      await database.close();
    },
  };
}
