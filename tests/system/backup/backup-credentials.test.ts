import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, DatabaseKind } from "../../../src/server/db/database";
import { openPglite } from "../../../src/server/db/pglite";
import { openPostgres } from "../../../src/server/db/postgres";
import { modeOf, openToOthers } from "../../support/open-to-others";
import { killServer, startServer, type RunningServer } from "../../support/server-process";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../../support/test-database";
import { send, signUpAndIn } from "../durability/api-session";
import { rewriteBackup } from "./rewrite-backup";
import { runCommand } from "./run-command";

const PASSWORD = "correct horse battery";

/** Where a server keeps its data: a data folder, or a PostgreSQL database of its own. */
interface Target {
  env: Record<string, string>;
  /** The data folder, on the embedded database. */
  dataDir: string | null;
  open: () => Promise<DatabaseHandle>;
}

async function rows<Row>(handle: DatabaseHandle, query: string): Promise<Row[]> {
  return ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
}

async function read<T>(target: Target, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe.each(TEST_DATABASE_KINDS)("a backup on %s holds no live credentials", (kind: DatabaseKind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-credentials-"));
  const cleanups: (() => Promise<void>)[] = [];
  let server: RunningServer | null = null;
  let source: Target;
  let backupFile = "";
  /** Signed in before the backup and still signed in when it is restored. */
  let liveCookie = "";
  /** Signed in before the backup and signed out after it. */
  let endedCookie = "";
  let resetToken = "";
  /** Every credential the source database held when its server stopped. */
  let credentials: { sessionTokens: string[]; verificationIdentifiers: string[]; rateLimitKeys: string[]; authSecret: string; passwordHash: string };

  async function newTarget(label: string): Promise<Target> {
    if (kind === "pglite") {
      const dataDir = path.join(root, label);
      return { env: { DATA_DIR: dataDir }, dataDir, open: () => openPglite(dataDir, undefined, { migrate: false }) };
    }
    const { url, drop } = await createPostgresDatabase();
    cleanups.push(drop);
    return {
      env: { DATABASE_URL: url, BACKUP_DIR: path.join(root, `${label}-backups`) },
      dataDir: null,
      open: () => openPostgres(url, silentLogger, { migrate: false }),
    };
  }

  async function start(target: Target): Promise<RunningServer> {
    server = await startServer(target.env);
    return server;
  }

  async function stop(): Promise<void> {
    server!.process.kill("SIGTERM");
    expect(await server!.exited).toBe(0);
    server = null;
  }

  async function restore(file: string, label: string): Promise<Target> {
    const target = await newTarget(label);
    const run = await runCommand("restore", [file], target.env);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    return target;
  }

  const isSignedIn = async (base: string, cookie: string) => (await fetch(`${base}/api/me`, { headers: { cookie } })).status;

  beforeAll(async () => {
    source = await newTarget("source");
    const { url } = await start(source);
    liveCookie = (await signUpAndIn(url, "owner@example.com", "Olga Owner")).cookie;
    const secondSignIn = await send(url, "/api/auth/sign-in/email", { email: "owner@example.com", password: PASSWORD });
    expect(secondSignIn.status).toBe(200);
    endedCookie = cookieOf(secondSignIn);
    // A reset link (a verification token), and a failed sign-in counted (a rate-limit row).
    expect((await send(url, "/api/auth/request-password-reset", { email: "owner@example.com", redirectTo: "/reset-password" })).status).toBe(200);
    expect((await send(url, "/api/auth/sign-in/email", { email: "owner@example.com", password: "not the password" })).status).toBe(401);

    // On a data folder the running server writes the backup; with DATABASE_URL the command does.
    const backup = await runCommand("backup", [], source.env);
    expect(backup.code).toBe(0);
    backupFile = /^Backup written: (.+\.sql)$/m.exec(backup.stdout)![1]!;
    expect((await send(url, "/api/auth/sign-out", {}, endedCookie)).status).toBe(200);
    expect(await isSignedIn(url, endedCookie)).toBe(401);
    expect(await isSignedIn(url, liveCookie)).toBe(200);
    await stop();

    credentials = await read(source, async (handle) => {
      const identifiers = (await rows<{ identifier: string }>(handle, "select identifier from verifications")).map((row) => row.identifier);
      return {
        sessionTokens: (await rows<{ token: string }>(handle, "select token from sessions")).map((row) => row.token),
        verificationIdentifiers: identifiers,
        rateLimitKeys: (await rows<{ key: string }>(handle, "select key from rate_limits")).map((row) => row.key),
        authSecret: (await rows<{ value: string }>(handle, "select value from instance_settings where key = 'auth_secret'"))[0]!.value,
        passwordHash: (await rows<{ password: string }>(handle, "select password from accounts"))[0]!.password,
      };
    });
    resetToken = credentials.verificationIdentifiers.find((identifier) => identifier.startsWith("reset-password:"))!.slice("reset-password:".length);
    // The live session's token is the cookie's first part: the one the test below must not find.
    expect(credentials.sessionTokens).toContain(decodeURIComponent(liveCookie.split("=")[1]!).split(".")[0]);
    expect(credentials.rateLimitKeys.length).toBeGreaterThan(0);
    expect(resetToken.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await killServer(server);
    for (const cleanup of cleanups) await cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is written 0600 in a 0700 folder", () => {
    expect(modeOf(backupFile)).toBe("600");
    expect(modeOf(path.dirname(backupFile))).toBe("700");
  });

  it("holds no session token, verification token, rate-limit row or auth secret, and keeps the password hashes", () => {
    const text = fs.readFileSync(backupFile, "utf8");
    for (const token of credentials.sessionTokens) expect(text).not.toContain(token);
    expect(text).not.toContain(resetToken);
    for (const identifier of credentials.verificationIdentifiers) expect(text).not.toContain(identifier);
    for (const key of credentials.rateLimitKeys) expect(text).not.toContain(key);
    expect(text).not.toContain(credentials.authSecret);
    for (const table of ["sessions", "verifications", "rate_limits"]) expect(text).not.toContain(`INSERT INTO "public"."${table}"`);
    // Everyone signs in again with their own password after a restore.
    expect(text).toContain(credentials.passwordHash);
  });

  it("restored, accepts no cookie made before it, live or ended, nor the reset link; the password signs in", async () => {
    const restored = await restore(backupFile, "restored");
    // The restore command makes the data folder, and every file of the database, its own account's alone.
    if (restored.dataDir) expect(openToOthers(restored.dataDir)).toEqual([]);
    const { url } = await start(restored);
    try {
      expect(await isSignedIn(url, liveCookie)).toBe(401);
      expect(await isSignedIn(url, endedCookie)).toBe(401);
      const reset = await send(url, "/api/auth/reset-password", { token: resetToken, newPassword: "a new password of mine" });
      expect(reset.status).toBe(400);
      const signIn = await send(url, "/api/auth/sign-in/email", { email: "owner@example.com", password: PASSWORD });
      expect(signIn.status).toBe(200);
      expect(await isSignedIn(url, cookieOf(signIn))).toBe(200);
    } finally {
      await stop();
    }
  });

  it("restores a backup that still holds sessions, tokens and the secret (an older version's) without them", async () => {
    const older = await read(source, async (handle) => {
      const inserts = await rows<{ line: string }>(
        handle,
        `select format('INSERT INTO "public"."sessions" (id, token, user_id, expires_at) VALUES (%L, %L, %L, %L) ON CONFLICT DO NOTHING;', id, token, user_id, expires_at) as line from sessions
         union all select format('INSERT INTO "public"."verifications" (id, identifier, value, expires_at) VALUES (%L, %L, %L, %L) ON CONFLICT DO NOTHING;', id, identifier, value, expires_at) from verifications
         union all select format('INSERT INTO "public"."rate_limits" (key, count, window_start) VALUES (%L, %s, %L) ON CONFLICT DO NOTHING;', key, count, window_start) from rate_limits
         union all select format('INSERT INTO "public"."instance_settings" (key, value) VALUES (%L, %L) ON CONFLICT DO NOTHING;', key, value) from instance_settings where key = 'auth_secret'`,
      );
      fs.mkdirSync(path.join(root, "older"));
      return rewriteBackup(backupFile, path.join(root, "older"), (text) =>
        text.replace(/\nCOMMIT;\n$/, `\n${inserts.map((row) => row.line).join("\n")}\nCOMMIT;\n`),
      );
    });
    expect(fs.readFileSync(older, "utf8")).toContain(credentials.authSecret);

    const restored = await restore(older, "restored-older");
    const left = await read(restored, (handle) =>
      rows<{ held: string }>(
        handle,
        `select 'session' as held from sessions union all select 'verification' from verifications
         union all select 'rate limit' from rate_limits union all select 'auth secret' from instance_settings where key = 'auth_secret'`,
      ),
    );
    expect(left).toEqual([]);
    const { url } = await start(restored);
    try {
      expect(await isSignedIn(url, liveCookie)).toBe(401);
      expect((await send(url, "/api/auth/reset-password", { token: resetToken, newPassword: "a new password of mine" })).status).toBe(400);
      expect((await send(url, "/api/auth/sign-in/email", { email: "owner@example.com", password: PASSWORD })).status).toBe(200);
    } finally {
      await stop();
    }
  });
});
