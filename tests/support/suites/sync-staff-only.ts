import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../src/shared/auth/roles";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { StoredJobCardImage } from "../../../src/shared/schemas/job-card-image-responses";
import { jobCardImages } from "../../../src/server/db/schema";
import { changeEventsIn, eventStreamText } from "../event-stream-text";
import { onePixelImage, pickedFile } from "../job-card-image-files";
import { errorOf, openShop, type Shop, type ShopMember } from "../shop-test-fixture";
import { pull, pullResponse, push, pushOk, putMutation, shareShopRecords, shopTables } from "../shop-sync";
import { signedInClient } from "../test-client";
import type { DatabaseKind } from "../../../src/server/db/database";

const REFUSED = { code: "forbidden", message: "Your role does not allow this." };

let counter = 0;
function next(label: string): string {
  counter += 1;
  return `${label}-${counter}`;
}

// A User (a customer, or an account an Admin has not placed yet) keeps the records of its own
// browser: with sharing on, none of the shop's records reach it, and it changes none.

/** Run on PGlite by src/server/routes/shop-records/sync-staff-only.test.ts, on PostgreSQL by tests/system/postgres/sync-staff-only-postgres.test.ts. */
export function describeSyncStaffOnly(kind: DatabaseKind): void {
  describe(`shop records are for staff, on ${kind}`, () => {
    let shop: Shop;
    /** A vehicle of the shop, with its owner's name and phone, pushed by the advisor. */
    const vehicleId = "staff-only-vehicle";

    beforeAll(async () => {
      shop = await openShop(kind);
      await shareShopRecords(shop.admin.client);
      await pushOk(shop.advisor.client, next("advisor-device"), [
        putMutation(1, "vehicles", vehicleId, { make: "Volvo", "owner.name": "Olga Owner", "owner.phone": "555-0142" }),
      ]);
    });
    afterAll(() => shop?.t.close());

    async function member(role: Role): Promise<ShopMember> {
      const email = `${next(role.toLowerCase().replace(/\s+/g, "-"))}@example.com`;
      const signedIn = await signedInClient(shop.t.app, email, { name: `The ${role}` });
      if (role !== "User") await setRole(signedIn.profile.userId, signedIn.profile.name, role);
      return { client: signedIn.client, profile: await signedIn.client.me() };
    }

    async function setRole(userId: string, name: string, role: Role): Promise<void> {
      const response = await shop.admin.client.request("PATCH", `/api/users/${userId}`, { name, role, shopName: "", isActive: true });
      if (response.status !== 200) throw new Error(`granting ${role} answered ${response.status}: ${await response.text()}`);
    }

    it("get /sync/pull as a User answers 403 and carries no record, on a first pull and with a cookie", async () => {
      const first = await pullResponse(shop.user.client, next("user-device"));
      expect(first.status).toBe(403);
      const text = await first.text();
      expect(JSON.parse(text)).toEqual({ error: REFUSED });
      expect(text).not.toContain("555-0142");

      const { cookie } = await pull(shop.advisor.client, next("advisor-device"));
      const again = await pullResponse(shop.user.client, next("user-device"), cookie);
      expect(again.status).toBe(403);
      expect(await errorOf(again)).toEqual(REFUSED);
    });

    it("post /sync/push as a User answers 403 and changes no stored record", async () => {
      const before = await shopTables(shop.t.database);
      const response = await push(shop.user.client, next("user-device"), [
        { id: 1, name: "delete", collection: "vehicles", recordId: vehicleId },
        putMutation(2, "vehicles", next("user-vehicle"), { make: "Mine" }),
      ]);
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual(REFUSED);
      expect(await shopTables(shop.t.database)).toEqual(before);
    });

    it("an account moved from a staff role to User is refused at its next pull and push", async () => {
      const technician = await member("Service Technician");
      const device = next("bay-device");
      // Twice: the second pull may be answered with the session check remembered from the first.
      await pull(technician.client, device);
      const { cookie } = await pull(technician.client, device);

      await setRole(technician.profile.userId, technician.profile.name, "User");
      const refused = await pullResponse(technician.client, device, cookie);
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toEqual(REFUSED);
      const before = await shopTables(shop.t.database);
      const pushed = await push(technician.client, device, [{ id: 1, name: "delete", collection: "vehicles", recordId: vehicleId }]);
      expect(pushed.status).toBe(403);
      expect(await shopTables(shop.t.database)).toEqual(before);
    });

    it("post /job-card-images as a User answers 403 and stores nothing; get of a stored photo answers 403", async () => {
      const count = () => shop.t.database.db.$count(jobCardImages);
      const before = await count();
      const upload = await shop.user.client.request("POST", "/api/job-card-images", pickedFile(onePixelImage("image/png"), "image/png"));
      expect(upload.status).toBe(403);
      expect(await errorOf(upload)).toEqual(REFUSED);
      expect(await count()).toBe(before);

      const stored = await shop.technician.client.request("POST", "/api/job-card-images", pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
      expect(stored.status).toBe(201);
      const { url } = (await stored.json()) as StoredJobCardImage;
      const read = await shop.user.client.request("GET", url);
      expect(read.status).toBe(403);
      expect(await errorOf(read)).toEqual(REFUSED);
    });

    it("get /api/events does not tell a User that the shop's records changed", async () => {
      const stream = eventStreamText(await shop.user.client.request("GET", "/api/events"));
      await stream.until(/: connected\n\n/);
      const shopChange: ChangeEvent = { resource: "shop-records", action: "updated", id: "shop" };
      const ticketChange: ChangeEvent = { resource: "tickets", action: "created", id: "ticket-after" };
      await shop.t.events.publish(shopChange);
      await shop.t.events.publish(ticketChange);
      const text = await stream.until(/"ticket-after"[^\n]*\n\n/);
      expect(changeEventsIn(text)).toEqual([ticketChange]);
      await stream.cancel();
    });
  });
}
