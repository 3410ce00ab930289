import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOP_PULL_MAX_BYTES, SHOP_PULL_MAX_CHANGES, type ShopPullResponse } from "../../../src/shared/schemas/shop-sync";
import { openShop, type Shop } from "../shop-test-fixture";
import { pull, pullResponse, pushOk, putMutation, shareShopRecords } from "../shop-sync";
import type { TestClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

let devices = 0;
function newDevice(): string {
  devices += 1;
  return `pages-device-${String(devices).padStart(4, "0")}`;
}

/** Pulls as a device does: again at once while the answer says more is waiting. Every answer, in order. */
async function pullAll(client: TestClient, device: string, cookie?: string): Promise<ShopPullResponse[]> {
  const answers: ShopPullResponse[] = [];
  let next = cookie;
  for (let page = 0; page < 100; page += 1) {
    const answer = await pull(client, device, next);
    answers.push(answer);
    if (!answer.more) return answers;
    next = answer.cookie;
  }
  throw new Error("The pull never said it was done.");
}

/** Vehicles written straight into the table, each with a version of its own after the space's (or all at one version). */
async function seedVehicles(shop: Shop, prefix: string, count: number, options: { notes?: string; oneVersion?: boolean } = {}): Promise<void> {
  const { db } = shop.t.database;
  const notes = options.notes ?? "";
  await db.execute(sql`
    insert into shop_vehicles (id, version, make, model, license_plate, notes)
    select ${prefix}::text || i, (select version from sync_space where id = 1) + ${options.oneVersion ? sql`1` : sql`i`}, 'Make', 'Model ' || i, 'P-' || i, ${notes}
    from generate_series(1, ${count}::int) as i`);
  await db.execute(sql`update sync_space set version = version + ${options.oneVersion ? 1 : count} where id = 1`);
}

/** Run on PGlite by src/server/routes/shop-records/sync-pull-pages.test.ts, on PostgreSQL by tests/system/postgres/sync-pull-pages-postgres.test.ts. */
export function describeSyncPullPages(kind: DatabaseKind): void {
  describe(`get /sync/pull sends what changed since the cookie, in pages, on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
    });
    afterAll(() => shop?.t.close());

    it("same-field conflicts of long values reach each device once: an up-to-date pull carries none and stays small", async () => {
      const [front, bay, watcher] = [newDevice(), newDevice(), newDevice()];
      const id = "pages-conflicted";
      await pushOk(shop.advisor.client, front, [putMutation(1, "vehicles", id, { make: "Ford" })]);
      const [start] = await pullAll(shop.admin.client, watcher);
      // Two devices push the longest notes a vehicle may hold over each other, both from the version they saw first.
      const base = (await pullAll(shop.advisor.client, front)).at(-1)!.changes.find((change) => change.id === id)!.version;
      for (let round = 0; round < 3; round += 1) {
        await pushOk(shop.advisor.client, front, [putMutation(2 + round, "vehicles", id, { notes: "f".repeat(2000 - round) }, base)]);
        await pushOk(shop.technician.client, bay, [putMutation(1 + round, "vehicles", id, { notes: "b".repeat(2000 - round) }, base)]);
      }
      const caughtUp = await pullAll(shop.admin.client, watcher, start!.cookie);
      const made = caughtUp.flatMap((answer) => answer.conflicts).filter((conflict) => conflict.recordId === id);
      expect(made.length).toBeGreaterThanOrEqual(5);

      const response = await pullResponse(shop.admin.client, watcher, caughtUp.at(-1)!.cookie);
      const body = await response.text();
      const upToDate = JSON.parse(body) as ShopPullResponse;
      expect(upToDate).toMatchObject({ reset: false, more: false, changes: [], conflicts: [], dismissedConflicts: [] });
      expect(body.length).toBeLessThan(500);
    });

    it("a conflict made after the cookie arrives once, and its dismissal arrives on the next pull", async () => {
      const [front, bay, watcher] = [newDevice(), newDevice(), newDevice()];
      const id = "pages-dismissed";
      await pushOk(shop.advisor.client, front, [putMutation(1, "vehicles", id, { "owner.phone": "555-0100" })]);
      const base = (await pullAll(shop.advisor.client, front)).at(-1)!.changes.find((change) => change.id === id)!.version;
      const before = (await pullAll(shop.admin.client, watcher)).at(-1)!;
      await pushOk(shop.advisor.client, front, [putMutation(2, "vehicles", id, { "owner.phone": "555-0111" }, base)]);
      await pushOk(shop.technician.client, bay, [putMutation(1, "vehicles", id, { "owner.phone": "555-0222" }, base)]);

      const made = await pull(shop.admin.client, watcher, before.cookie);
      const conflicts = made.conflicts.filter((conflict) => conflict.recordId === id);
      expect(conflicts).toMatchObject([{ field: "owner.phone", keptValue: "555-0222", overwrittenValue: "555-0111", dismissed: false }]);
      const again = await pull(shop.admin.client, watcher, made.cookie);
      expect(again).toMatchObject({ conflicts: [], dismissedConflicts: [] });

      await pushOk(shop.advisor.client, front, [{ id: 3, name: "dismissConflict", conflictId: conflicts[0]!.id }]);
      const dismissed = await pull(shop.admin.client, watcher, again.cookie);
      expect(dismissed).toMatchObject({ conflicts: [], dismissedConflicts: [conflicts[0]!.id] });
      expect(await pull(shop.admin.client, watcher, dismissed.cookie)).toMatchObject({ conflicts: [], dismissedConflicts: [] });
      // A device that starts afresh gets the open conflicts only.
      const fresh = await pullAll(shop.admin.client, newDevice());
      expect(fresh.flatMap((answer) => answer.conflicts).filter((conflict) => conflict.recordId === id)).toEqual([]);
      expect(fresh.flatMap((answer) => answer.dismissedConflicts)).toEqual([]);
    });
  });

  describe(`get /sync/pull caps an answer in changes and bytes on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
    });
    afterAll(() => shop?.t.close());

    it("a reset over more records than one answer holds comes in pages, the first a reset, until more is false; every record arrives once", async () => {
      await seedVehicles(shop, "count-", SHOP_PULL_MAX_CHANGES + 700);
      const device = newDevice();
      const answers = await pullAll(shop.advisor.client, device);
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers.map((answer) => answer.reset)).toEqual([true, ...answers.slice(1).map(() => false)]);
      expect(answers.map((answer) => answer.more)).toEqual([...answers.slice(1).map(() => true), false]);
      for (const answer of answers) expect(answer.changes.length).toBeLessThanOrEqual(SHOP_PULL_MAX_CHANGES);
      const ids = answers.flatMap((answer) => answer.changes.map((change) => change.id)).filter((id) => id.startsWith("count-"));
      expect(ids.length).toBe(SHOP_PULL_MAX_CHANGES + 700);
      expect(new Set(ids).size).toBe(ids.length);
      // Versions only grow from one answer to the next: a page ends where the next begins.
      const versions = answers.map((answer) => answer.changes.map((change) => change.version));
      for (let page = 1; page < versions.length; page += 1) expect(Math.min(...versions[page]!)).toBeGreaterThan(Math.max(...versions[page - 1]!));
      expect(await pull(shop.advisor.client, device, answers.at(-1)!.cookie)).toMatchObject({ reset: false, more: false, changes: [] });
    });

    it("an answer stops near the byte cap: long records come in several answers", async () => {
      const before = (await pullAll(shop.advisor.client, newDevice())).at(-1)!;
      // 2,000 characters of notes each: the cap is reached long before the count cap.
      const count = Math.ceil(SHOP_PULL_MAX_BYTES / 2000) + 300;
      await seedVehicles(shop, "bytes-", count, { notes: "n".repeat(2000) });
      const device = newDevice();
      const answers: ShopPullResponse[] = [];
      let cookie = before.cookie;
      for (;;) {
        const response = await pullResponse(shop.advisor.client, device, cookie);
        const body = await response.text();
        expect(body.length).toBeLessThan(SHOP_PULL_MAX_BYTES + 200_000);
        const answer = JSON.parse(body) as ShopPullResponse;
        answers.push(answer);
        if (!answer.more) break;
        cookie = answer.cookie;
      }
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(answers[0]!.changes.length).toBeLessThan(count);
      expect(answers.flatMap((answer) => answer.changes.map((change) => change.id)).filter((id) => id.startsWith("bytes-")).length).toBe(count);
    });

    it("one version is never split: a transaction of more changes than the cap comes whole in one answer", async () => {
      const before = (await pullAll(shop.advisor.client, newDevice())).at(-1)!;
      await seedVehicles(shop, "together-", SHOP_PULL_MAX_CHANGES + 50, { oneVersion: true });
      await seedVehicles(shop, "after-", 3);
      const first = await pull(shop.advisor.client, newDevice(), before.cookie);
      expect(first.changes.filter((change) => change.id.startsWith("together-")).length).toBe(SHOP_PULL_MAX_CHANGES + 50);
      expect(first.changes.filter((change) => change.id.startsWith("after-"))).toEqual([]);
      expect(first.more).toBe(true);
      const rest = await pull(shop.advisor.client, newDevice(), first.cookie);
      expect(rest).toMatchObject({ more: false });
      expect(rest.changes.map((change) => change.id).sort()).toEqual(["after-1", "after-2", "after-3"]);
    });
  });
}
