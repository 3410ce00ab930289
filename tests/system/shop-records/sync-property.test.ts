import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TestClient } from "../../support/test-client";
import { TEST_DATABASE_KINDS } from "../../support/test-database";
import { openShop, type Shop } from "../../support/shop-test-fixture";
import { seededRandom, type SeededRandom } from "../../support/seeded-random";
import { pull, shareShopRecords } from "../../support/shop-sync";
import { SimulatedDevice, type CopiedRecord } from "../../support/simulated-device";

/** Each run's seed, and how many of its edits are deletes or restores (the rest are puts). */
const RUNS = [
  { seed: 17, tombstoneShare: 0.3 },
  { seed: 4242, tombstoneShare: 0.6 },
  { seed: 90210, tombstoneShare: 0.8 },
];
const ROUNDS = 40;
/** Every so many rounds all devices push and pull, and their copies are compared with the server. */
const CHECKPOINT_EVERY = 8;
/** The shop's staff accounts: shop records are for staff only. */
const ACCOUNTS = ["advisor@example.com", "tech@example.com", "admin@example.com"] as const;
const MAKES = ["Honda", "Ford", "Toyota", "Volvo"];

/** One to three random edits of a small set of vehicles: puts of some fields, deletes, restores, now and then invalid data. */
function enqueueEdits(device: SimulatedDevice, random: SeededRandom, ids: readonly string[], tombstoneShare: number): void {
  for (let count = 1 + random.below(3); count > 0; count -= 1) {
    const recordId = random.pick(ids);
    const roll = random.next();
    if (roll < tombstoneShare / 2) {
      device.enqueue({ name: "delete", collection: "vehicles", recordId });
    } else if (roll < tombstoneShare) {
      device.enqueue({ name: "restore", collection: "vehicles", recordId });
    } else {
      const fields: Record<string, unknown> = {};
      if (random.chance(0.5)) fields.make = random.pick(MAKES);
      if (random.chance(0.5)) fields.mileage = random.below(200_000);
      if (random.chance(0.4)) fields["owner.phone"] = `555-${String(random.below(10_000)).padStart(4, "0")}`;
      if (random.chance(0.3)) fields["customFields.color"] = random.pick(["red", "blue", null]);
      if (random.chance(0.05)) fields.year = "not a year";
      if (Object.keys(fields).length === 0) fields.notes = `note ${random.below(1000)}`;
      device.enqueue({ name: "put", collection: "vehicles", recordId, baseVersion: device.versionOf(`vehicles/${recordId}`), fields });
    }
  }
}

describe.each(TEST_DATABASE_KINDS)("shop records sync, property: random devices on %s", (kind) => {
  let shop: Shop;
  let second: TestApp | null = null;
  /** Per server instance, a client of each account. */
  const instances: TestClient[][] = [];

  beforeAll(async () => {
    shop = await openShop(kind);
    await shareShopRecords(shop.admin.client);
    const apps = [shop.t.app];
    // PostgreSQL: a second server instance on the same database, as behind a load balancer.
    if (kind === "postgres") {
      second = await createTestApp(kind, { sameDatabaseAs: shop.t });
      apps.push(second.app);
    }
    for (const app of apps) {
      const clients: TestClient[] = [];
      for (const email of ACCOUNTS) {
        const client = new TestClient(app);
        expect((await client.logIn(email)).status).toBe(200);
        clients.push(client);
      }
      instances.push(clients);
    }
  });
  afterAll(async () => {
    await second?.close();
    await shop?.t.close();
  });

  /** Each device's copy of this seed's records equals a fresh device's reset pull, and that equals the table. */
  async function expectCopiesEqualTheServer(seed: number, devices: readonly SimulatedDevice[]): Promise<void> {
    const prefix = `p${seed}-`;
    const server = new Map<string, CopiedRecord>();
    for (const change of (await pull(shop.admin.client, `prop-${seed}-fresh`)).changes) {
      if (change.id.startsWith(prefix)) server.set(`${change.collection}/${change.id}`, { version: change.version, deleted: change.deleted, record: change.record });
    }
    expect(server.size).toBeGreaterThan(0);
    for (const device of devices) {
      expect(device.outbox).toEqual([]);
      expect(new Map([...device.copy].filter(([key]) => key.startsWith(`vehicles/${prefix}`)))).toEqual(server);
    }
    // The table itself, read without the sync code.
    const rows = (await shop.t.database.db.execute(
      sql`select id, version::int as version, deleted_at is not null as deleted, make, owner_phone, mileage::float8 as mileage, custom_fields
          from shop_vehicles where id like ${`${prefix}%`} order by id`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const expected = [...server.values()]
      .map(({ version, deleted, record }) => {
        const vehicle = record as { id: string; make: string; owner: { phone: string }; mileage: number | null; customFields: unknown };
        const { id, make, mileage, customFields } = vehicle;
        return { id, version, deleted, make, owner_phone: vehicle.owner.phone, mileage, custom_fields: customFields };
      })
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(rows.rows.map((row) => ({ ...row }))).toEqual(expected);
  }

  for (const { seed, tombstoneShare } of RUNS) {
    it(`seed ${seed}: after random pushes and pulls, every device's copy equals the server's tables and cookies only increased`, async () => {
      const random = seededRandom(seed);
      const ids = ["a", "b", "c", "d", "e"].map((letter) => `p${seed}-${letter}`);
      // Six devices of four people, spread over the instances; one person has two devices.
      const devices = Array.from({ length: 6 }, (_, index) => {
        const account = index % ACCOUNTS.length;
        const instance = index % instances.length;
        return { device: new SimulatedDevice(`prop-${seed}-${index}`, instances[instance]![account]!), account, instance };
      });

      const checkpoint = async () => {
        for (const { device } of devices) {
          while (device.outbox.length > 0) await device.push();
        }
        for (const { device } of devices) await device.pull();
        await expectCopiesEqualTheServer(seed, devices.map(({ device }) => device));
      };
      for (let round = 1; round <= ROUNDS; round += 1) {
        // Every device acts at once; the random choices are all drawn before any request goes out.
        const actions = devices.map(({ device, account, instance }) => {
          const roll = random.next();
          if (roll < 0.45) {
            enqueueEdits(device, random, ids, tombstoneShare);
            return Promise.resolve();
          }
          if (roll < 0.75) {
            const others = random.chance(0.2) ? instances.filter((_, index) => index !== instance).map((clients) => clients[account]!) : [];
            return device.push(others);
          }
          return device.pull().then(() => undefined);
        });
        await Promise.all(actions);
        if (round % CHECKPOINT_EVERY === 0) await checkpoint();
      }
    });
  }
});
