import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BackupBody } from "../../../src/shared/schemas/backup";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { openPglite } from "../../../src/server/db/pglite";
import { openPostgres } from "../../../src/server/db/postgres";
import { createTestApp, type TestApp } from "../../support/test-app";
import { signedInClient, TestClient } from "../../support/test-client";
import { createPostgresDatabase, silentLogger, TEST_DATABASE_KINDS } from "../../support/test-database";
import { bodyOf, openShop, type Shop, type ShopMember } from "../../support/shop-test-fixture";
import { restoreBackup, type RestoreTarget } from "../../../src/server/backup/restore-backup";

const WRITERS = 10;

interface Writer extends ShopMember {
  email: string;
  password: string;
}

/** One create request of a writer, in the order the writer sent them. */
interface Write {
  resource: "tickets" | "job-cards";
  sentAt: number;
  /** The created record as the 201 answered it; undefined until (unless) acknowledged. */
  created?: ServiceTicket | JobCard;
  acknowledgedAt?: number;
}

describe.each(TEST_DATABASE_KINDS)("a backup of %s taken while 10 clients write", (kind) => {
  let shop: Shop;
  const writers: Writer[] = [];
  const writes: Write[][] = [];
  let backupFile = "";
  let backupSentAt = 0;
  let backupAnsweredAt = 0;

  beforeAll(async () => {
    shop = await openShop(kind);
    for (let index = 0; index < WRITERS; index += 1) {
      const email = `writer-${index}@example.com`;
      const password = `writer ${index} passphrase`;
      const member = await signedInClient(shop.t.app, email, { password, name: `Writer ${index}` });
      const grant = await shop.admin.client.request("PATCH", `/api/users/${member.profile.userId}`, {
        name: member.profile.name,
        role: "Service Advisor",
        shopName: "",
        isActive: true,
      });
      if (grant.status !== 200) throw new Error(`granting answered ${grant.status}`);
      writers.push({ ...member, email, password });
    }

    let stopped = false;
    const write = async (writer: Writer, log: Write[]) => {
      for (let seq = 0; !stopped; seq += 1) {
        // In-process PGlite answers without ever leaving the microtask queue: yield as a network
        // client would, or the timers of this test never run.
        await new Promise((resolve) => setImmediate(resolve));
        const resource = seq % 2 === 0 ? "tickets" : "job-cards";
        const entry: Write = { resource, sentAt: performance.now() };
        log.push(entry);
        const tag = `${writer.email} #${seq}`;
        const response =
          resource === "tickets"
            ? await writer.client.request("POST", "/api/tickets", {
                vin: `1HGCM82633A${String(seq).padStart(6, "0")}`,
                customerName: seq % 3 === 0 ? "" : `Zoë O'Brien ${tag}`,
                issueDescription: `Brakes squeal\nand a backslash \\ ${tag}`,
              })
            : await writer.client.request("POST", "/api/job-cards", {
                vin: `JH4KA7561PC${String(seq).padStart(6, "0")}`,
                serviceDescription: `Pads and discs ${tag}`,
                assignedTechnicianId: shop.technician.profile.userId,
                estimatedHours: (seq % 50) / 10,
              });
        if (response.status !== 201) throw new Error(`POST /api/${resource} answered ${response.status}: ${await response.text()}`);
        const body = await bodyOf<{ ticket?: ServiceTicket; jobCard?: JobCard }>(response);
        entry.created = body.ticket ?? body.jobCard;
        entry.acknowledgedAt = performance.now();
      }
    };
    const running = writers.map((writer) => {
      const log: Write[] = [];
      writes.push(log);
      return write(writer, log);
    });
    const acknowledged = () => writes.every((log) => log.filter((entry) => entry.created).length >= 4);
    while (!acknowledged()) await new Promise((resolve) => setTimeout(resolve, 20));

    backupSentAt = performance.now();
    const response = await shop.admin.client.request("POST", "/api/backups");
    backupAnsweredAt = performance.now();
    if (response.status !== 201) throw new Error(`POST /api/backups answered ${response.status}: ${await response.text()}`);
    backupFile = path.join(shop.t.backupDir, (await bodyOf<BackupBody>(response)).backup.fileName);

    // Let the writers go on past the backup, then stop them.
    const after = writes.map((log) => log.length);
    while (writes.some((log, index) => log.length < after[index]! + 2)) await new Promise((resolve) => setTimeout(resolve, 20));
    stopped = true;
    await Promise.all(running);
  });
  afterAll(() => shop?.t.close());

  it("writes while the backup is being taken", () => {
    const during = writes.flat().filter((entry) => entry.sentAt > backupSentAt && entry.sentAt < backupAnsweredAt);
    expect(during.length).toBeGreaterThan(0);
  });

  const targets: { name: string; restore: (file: string) => Promise<{ database: DatabaseHandle; cleanUp: () => Promise<void> }> }[] = [
    {
      name: "a fresh data folder",
      restore: async (file) => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-restore-"));
        const target: RestoreTarget = { kind: "pglite", dataDir, backupDir: path.join(dataDir, "backups") };
        await restoreBackup({ file, target, logger: silentLogger });
        return { database: await openPglite(dataDir), cleanUp: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
      },
    },
  ];
  if (TEST_DATABASE_KINDS.includes("postgres")) {
    targets.push({
      name: "a fresh PostgreSQL database",
      restore: async (file) => {
        const { url, drop } = await createPostgresDatabase();
        await restoreBackup({ file, target: { kind: "postgres", url }, logger: silentLogger });
        return { database: await openPostgres(url, silentLogger), cleanUp: drop };
      },
    });
  }

  for (const { name, restore } of targets) {
    describe(`restored into ${name}`, () => {
      let restored: TestApp;
      let cleanUp = async () => {};

      beforeAll(async () => {
        const result = await restore(backupFile);
        cleanUp = result.cleanUp;
        restored = await createTestApp(kind, { database: result.database });
      });
      afterAll(async () => {
        await restored?.close();
        await cleanUp();
      });

      it("has every ticket and job card acknowledged before the backup was asked for, exactly as answered", async () => {
        const admin = new TestClient(restored.app);
        expect((await admin.logIn("admin@example.com")).status).toBe(200);
        const before = writes.flat().filter((entry) => entry.acknowledgedAt !== undefined && entry.acknowledgedAt < backupSentAt);
        expect(before.length).toBeGreaterThanOrEqual(WRITERS * 4);
        for (const entry of before) {
          const response = await admin.request("GET", `/api/${entry.resource}/${entry.created!.id}`);
          expect(response.status).toBe(200);
          const body = await bodyOf<{ ticket?: ServiceTicket; jobCard?: JobCard }>(response);
          expect(body.ticket ?? body.jobCard).toEqual(entry.created);
        }
      });

      it("holds one moment of the shop: of each writer's records, the first ones in order and no others", async () => {
        const admin = new TestClient(restored.app);
        await admin.logIn("admin@example.com");
        const stored = new Set([...(await allIds(admin, "tickets")), ...(await allIds(admin, "job-cards"))]);
        let acknowledgedTotal = 0;
        for (const log of writes) {
          const present = log.map((entry) => entry.created !== undefined && stored.has(entry.created.id));
          const kept = present.indexOf(false) === -1 ? present.length : present.indexOf(false);
          expect(present.slice(kept).every((isPresent) => !isPresent)).toBe(true);
          acknowledgedTotal += kept;
        }
        expect(stored.size).toBe(acknowledgedTotal);
      });

      it("lets every account sign in with its old password and keeps its role", async () => {
        for (const writer of writers) {
          const client = new TestClient(restored.app);
          expect((await client.logIn(writer.email, writer.password)).status).toBe(200);
          expect((await client.me()).role).toBe("Service Advisor");
          expect((await client.logIn(writer.email, "not the password")).status).toBe(401);
        }
        const admin = new TestClient(restored.app);
        expect((await admin.logIn("admin@example.com")).status).toBe(200);
        expect((await admin.me()).role).toBe("Admin");
      });

      it("takes new tickets after the restored ones", async () => {
        const response = await new TestClient(restored.app).request("GET", "/api/health");
        expect(response.status).toBe(200);
        const writer = new TestClient(restored.app);
        await writer.logIn(writers[0]!.email, writers[0]!.password);
        const created = await writer.request("POST", "/api/tickets", { vin: "RESTORED1", issueDescription: "After the restore" });
        expect(created.status).toBe(201);
      });
    });
  }
});

/** Every id of a list, page by page, as a client reads it. */
async function allIds(client: TestClient, resource: "tickets" | "job-cards"): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await client.request("GET", `/api/${resource}?${query}`);
    expect(response.status).toBe(200);
    const page = await bodyOf<{ tickets?: { id: string }[]; jobCards?: { id: string }[]; nextCursor: string | null }>(response);
    ids.push(...(page.tickets ?? page.jobCards ?? []).map((record) => record.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
