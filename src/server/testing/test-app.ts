import { createApp } from "../app";
import type { DatabaseHandle, DatabaseKind } from "../db/database";
import { openTestDatabase, silentLogger } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  close: () => Promise<void>;
}

/** The real app on a fresh database with the real migrations; requests go through app.request(). */
export async function createTestApp(
  kind: DatabaseKind,
  options: { webRoot?: string | null } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const app = createApp({ database, logger: silentLogger, webRoot: options.webRoot ?? null });
  return { app, database, close: () => database.close() };
}
