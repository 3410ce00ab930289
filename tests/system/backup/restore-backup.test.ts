import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { migrationJournal } from "../../../src/server/db/migrations";
import { openPglite } from "../../../src/server/db/pglite";
import { openPostgres } from "../../../src/server/db/postgres";
import { MIGRATIONS_FOLDER } from "../../../src/server/paths";
import { quickPasswordHashing } from "../../support/quick-password-hashing";
import { createTestApp, type TestApp } from "../../support/test-app";
import { signedInClient, TestClient } from "../../support/test-client";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../../support/test-database";
import { bodyOf, openTicket } from "../../support/shop-test-fixture";
import { BackupFileError } from "../../../src/server/backup/backup-file";
import { restoreBackup, RestoreRefusedError } from "../../../src/server/backup/restore-backup";
import { writeBackup } from "../../../src/server/backup/write-backup";
import { rewriteBackup } from "./rewrite-backup";

const tempDirs: string[] = [];
function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `autoserv-${label}-`));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function rewritten(file: string, change: (text: string) => string): string {
  return rewriteBackup(file, tempDir("rewritten"), change);
}

describe("restoreBackup into a data folder", () => {
  let source: TestApp;
  let file = "";
  let ticket: ServiceTicket;

  beforeAll(async () => {
    source = await createTestApp("pglite");
    const { client } = await signedInClient(source.app, "owner@example.com", { password: "owner passphrase" });
    ticket = await openTicket(client, { issueDescription: "Kept by the backup" });
    file = (await writeBackup(source.database, tempDir("source-backups"))).path;
  });
  afterAll(() => source?.close());

  async function ticketsIn(dataDir: string): Promise<string[]> {
    const database = await openPglite(dataDir);
    try {
      const result = (await database.db.execute(sql`select id::text from service_tickets`)) as unknown as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    } finally {
      await database.close();
    }
  }

  it("fills a folder that does not exist yet", async () => {
    const dataDir = path.join(tempDir("new"), "data");
    const result = await restoreBackup({ file, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger });
    expect(result.movedAside).toBeNull();
    expect(await ticketsIn(dataDir)).toEqual([ticket.id]);
  });

  it("refuses a folder that holds a database, and leaves it as it was", async () => {
    const dataDir = tempDir("full");
    const target = { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") } as const;
    await restoreBackup({ file, target, logger: silentLogger });
    const before = fs.readdirSync(dataDir);
    const refusal = restoreBackup({ file, target, logger: silentLogger });
    await expect(refusal).rejects.toThrow(RestoreRefusedError);
    await expect(restoreBackup({ file, target, logger: silentLogger })).rejects.toThrow(
      `The data folder ${dataDir} is not empty (it holds pgdata). Restore into an empty folder, or add --force`,
    );
    expect(fs.readdirSync(dataDir)).toEqual(before);
    expect(fs.readdirSync(path.dirname(dataDir)).filter((name) => name.includes("before-restore"))).toEqual([]);
  });

  it("with force, moves the old folder aside, keeps the backups where they were, and restores", async () => {
    const dataDir = tempDir("forced");
    const backupDir = path.join(dataDir, "backups");
    const target = { kind: "pglite", dataDir, backupDir } as const;
    await restoreBackup({ file, target, logger: silentLogger });
    const database = await openPglite(dataDir);
    await database.db.execute(sql`delete from service_tickets`);
    const kept = await writeBackup(database, backupDir, new Date("2026-01-01T00:00:00Z"));
    await database.close();

    const now = new Date("2026-02-03T04:05:06Z");
    const result = await restoreBackup({ file, target, force: true, logger: silentLogger, now });
    expect(result.movedAside).toBe(`${dataDir}.before-restore-20260203-040506Z`);
    tempDirs.push(result.movedAside!);
    expect(fs.readdirSync(result.movedAside!)).toEqual(["pgdata"]);
    expect(fs.readdirSync(backupDir)).toEqual([kept.fileName]);
    expect(await ticketsIn(dataDir)).toEqual([ticket.id]);
    // The folder moved aside is the old database, whole: it opens with its own rows.
    expect(await ticketsIn(result.movedAside!)).toEqual([]);
  });

  it("treats a folder that holds only its backups as empty", async () => {
    const dataDir = tempDir("only-backups");
    fs.mkdirSync(path.join(dataDir, "backups"));
    fs.copyFileSync(file, path.join(dataDir, "backups", path.basename(file)));
    const inside = path.join(dataDir, "backups", path.basename(file));
    await restoreBackup({ file: inside, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger });
    expect(await ticketsIn(dataDir)).toEqual([ticket.id]);
  });

  it("refuses a backup cut short, and creates nothing", async () => {
    const cut = path.join(tempDir("cut"), "cut.sql");
    const content = fs.readFileSync(file);
    fs.writeFileSync(cut, content.subarray(0, content.length - 40));
    const dataDir = path.join(tempDir("untouched"), "data");
    await expect(
      restoreBackup({ file: cut, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger }),
    ).rejects.toThrow(BackupFileError);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("refuses a backup taken by a newer version of AutoServ", async () => {
    const future = rewritten(file, (text) => text.replace(/^-- migration: .*$/m, "-- migration: 9999_from_the_future"));
    const dataDir = path.join(tempDir("future"), "data");
    await expect(
      restoreBackup({ file: future, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger }),
    ).rejects.toThrow("The backup was taken by a newer version of AutoServ (its database has migration 9999_from_the_future)");
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it("leaves the folder empty when loading fails part-way, so the restore can be tried again", async () => {
    const broken = rewritten(file, (text) => text.replace("\nCOMMIT;\n", "\nSELECT no_such_function();\nCOMMIT;\n"));
    const dataDir = tempDir("failed-load");
    const target = { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") } as const;
    await expect(restoreBackup({ file: broken, target, logger: silentLogger })).rejects.toThrow(/no_such_function/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    await restoreBackup({ file, target, logger: silentLogger });
    expect(await ticketsIn(dataDir)).toEqual([ticket.id]);
  });

  if (TEST_DATABASE_KINDS.includes("postgres")) {
    it("refuses a PostgreSQL database that has tables, with or without force, and changes nothing", async () => {
      const { url, drop } = await createPostgresDatabase();
      try {
        await restoreBackup({ file, target: { kind: "postgres", url }, logger: silentLogger });
        const database = await openPostgres(url, silentLogger);
        await database.db.execute(sql`delete from service_tickets`);
        await database.close();
        for (const force of [false, true]) {
          await expect(restoreBackup({ file, target: { kind: "postgres", url }, force, logger: silentLogger })).rejects.toThrow(
            /^The PostgreSQL database is not empty/,
          );
        }
        const after = await openPostgres(url, silentLogger);
        const result = (await after.db.execute(sql`select count(*)::int as n from service_tickets`)) as unknown as { rows: { n: number }[] };
        expect(result.rows[0]!.n).toBe(0);
        await after.close();
      } finally {
        await drop();
      }
    });
  }
});

describe("a data folder made before backups existed (migrations up to 0003)", () => {
  const journal = migrationJournal();
  const oldIndex = journal.findIndex((entry) => entry.tag.startsWith("0003_"));
  let backupFile = "";
  let sourceDir = "";

  beforeAll(async () => {
    // The migrations as they were then: the files up to 0003 and a journal that ends there.
    const oldMigrations = tempDir("old-migrations");
    fs.mkdirSync(path.join(oldMigrations, "meta"));
    const entries = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    fs.writeFileSync(path.join(oldMigrations, "meta", "_journal.json"), JSON.stringify({ ...entries, entries: entries.entries.slice(0, oldIndex + 1) }));
    for (const entry of journal.slice(0, oldIndex + 1)) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(oldMigrations, `${entry.tag}.sql`));

    sourceDir = tempDir("old-data");
    const old = await openPglite(sourceDir, undefined, { migrate: false });
    await migratePglite(old.db as unknown as PgliteDatabase, { migrationsFolder: oldMigrations });
    // Rows as that version wrote them: the first account (Admin, its profile made by the trigger),
    // its password, two usernames differing only in case (allowed then), a ticket.
    const hash = await quickPasswordHashing.hash("old passphrase");
    await old.db.execute(sql`insert into users (id, name, email, username, created_at) values
      ('old-admin', 'Olga Owner', 'olga@example.com', 'Sam', now() - interval '2 days'),
      ('old-second', 'Sam Second', 'sam@example.com', 'sam', now() - interval '1 day')`);
    await old.db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password) values
      ('acc-1', 'old-admin', 'credential', 'old-admin', ${hash})`);
    await old.db.execute(sql`insert into service_tickets (vin, issue_description, created_by, updated_by) values
      ('OLDVIN0001', 'Written by the old version', 'old-admin', 'old-admin')`);
    backupFile = (await writeBackup(old, tempDir("old-backups"))).path;
    await old.close();
  });

  it("backs up as it is, without applying the newer migrations to it", async () => {
    expect(fs.readFileSync(backupFile, "utf8")).toContain(`-- migration: ${journal[oldIndex]!.tag}\n`);
    const again = await openPglite(sourceDir, undefined, { migrate: false });
    const applied = (await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    await again.close();
    expect(applied.rows[0]!.n).toBe(oldIndex + 1);
  });

  const targets: { name: string; open: () => Promise<{ database: DatabaseHandle; cleanUp: () => Promise<void> }> }[] = [
    {
      name: "a fresh data folder",
      open: async () => {
        const dataDir = tempDir("upgraded");
        await restoreBackup({ file: backupFile, target: { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") }, logger: silentLogger });
        return { database: await openPglite(dataDir, undefined, { migrate: false }), cleanUp: async () => {} };
      },
    },
  ];
  if (TEST_DATABASE_KINDS.includes("postgres")) {
    targets.push({
      name: "a fresh PostgreSQL database",
      open: async () => {
        const { url, drop } = await createPostgresDatabase();
        await restoreBackup({ file: backupFile, target: { kind: "postgres", url }, logger: silentLogger });
        return { database: await openPostgres(url, silentLogger, { migrate: false }), cleanUp: drop };
      },
    });
  }

  for (const { name, open } of targets) {
    it(`restores into ${name} with every newer migration applied, and its owner signs in`, async () => {
      const { database, cleanUp } = await open();
      try {
        const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
          rows: { n: number }[];
        };
        expect(applied.rows[0]!.n).toBe(journal.length);
        const app = await createTestApp(database.kind, { database });
        try {
          const owner = new TestClient(app.app);
          expect((await owner.logIn("olga@example.com", "old passphrase")).status).toBe(200);
          expect((await owner.me()).role).toBe("Admin");
          const tickets = await bodyOf<{ tickets: ServiceTicket[] }>(await owner.request("GET", "/api/tickets"));
          expect(tickets.tickets.map((ticket) => ticket.issueDescription)).toEqual(["Written by the old version"]);
          // 0004 made usernames unique whatever their case: the later "sam" gained a suffix.
          const users = await bodyOf<{ users: Profile[] }>(await owner.request("GET", "/api/users"));
          expect(users.users.map((user) => user.username).sort()).toEqual(["Sam", "sam-old-seco"]);
        } finally {
          await app.close();
        }
      } finally {
        await cleanUp();
      }
    });
  }
});
