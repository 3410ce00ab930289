import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../src/server/logger";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, type TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const EMAIL = "zelda.private@example.com";
const NAME = "Zelda Private";

/**
 * A 500's log line names the failed statement and what PostgreSQL said of it (its code and
 * constraint), never a value the statement was sent with: the log is kept long and read by
 * whoever runs the server.
 */

/** Run on PGlite by src/server/http/error-log.test.ts, on PostgreSQL by tests/system/postgres/error-log-postgres.test.ts. */
export function describeErrorLog(kind: DatabaseKind): void {
  describe(`the log line of a failed statement on ${kind}`, () => {
    const lines: string[] = [];
    let t: TestApp;
    let client: TestClient;

    beforeAll(async () => {
      t = await createTestApp(kind, { logger: createLogger("info", { write: (line: string) => void lines.push(line) }) });
      ({ client } = await signedInClient(t.app, EMAIL, { name: "Zelda" }));
      // The database refuses this one name, as it would refuse any row on a fault of its own.
      await t.database.db.execute(sql.raw(`alter table profiles add constraint forced_failure check (name <> '${NAME}')`));
    });
    afterAll(() => t?.close());

    it("put /api/profile failing in the database logs the statement's text and code, and no name or address", async () => {
      const response = await client.request("PUT", "/api/profile", { name: NAME, shopName: "Private Garage" });
      expect(response.status).toBe(500);

      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: Record<string, unknown> }).filter((line) => line.level >= 50);
      expect(errors).toHaveLength(1);
      const [line] = errors;
      expect(line!.msg).toBe("unhandled error");
      const text = JSON.stringify(line);
      for (const value of [NAME, "Zelda", EMAIL, "zelda.private", "Private Garage"]) expect(text).not.toContain(value);
      expect(line!.err).toMatchObject({ type: "DrizzleQueryError", query: expect.stringMatching(/^insert into "profiles"/) });
      expect(line!.err!.cause).toMatchObject({ code: "23514", constraint: "forced_failure", table: "profiles" });

    });
  });
}
