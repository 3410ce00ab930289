import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import { createTestApp, type TestApp } from "../test-app";
import { signedInClient, TestClient } from "../test-client";
import { bodyOf, errorOf } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/routes/profile/notifications.test.ts, on PostgreSQL by tests/system/postgres/notifications-postgres.test.ts. */
export function describeNotifications(kind: DatabaseKind): void {
  describe(`put /api/profile/notifications on ${kind}`, () => {
    let t: TestApp;
    let client: TestClient;

    beforeAll(async () => {
      t = await createTestApp(kind);
      // The first account becomes Admin; the second is a plain User, the least privileged role.
      await signedInClient(t.app, "owner@example.com", { name: "Olive Owner" });
      ({ client } = await signedInClient(t.app, "member@example.com", { name: "Mia Member" }));
    });
    afterAll(() => t?.close());

    const preferencesOf = ({ notifyEmailBookings, notifySmsUrgent }: Profile) => ({ notifyEmailBookings, notifySmsUrgent });

    it("starts from e-mails for bookings on and texts for urgent issues off", async () => {
      expect(preferencesOf(await client.me())).toEqual({ notifyEmailBookings: true, notifySmsUrgent: false });
    });

    it("saves both choices to the profile, and another session of the account reads them back", async () => {
      const response = await client.request("PUT", "/api/profile/notifications", { notifyEmailBookings: false, notifySmsUrgent: true });
      expect(response.status).toBe(200);
      const { profile } = await bodyOf<{ profile: Profile }>(response);
      expect(profile).toMatchObject({ email: "member@example.com", role: "User", notifyEmailBookings: false, notifySmsUrgent: true });

      expect(preferencesOf(await client.me())).toEqual({ notifyEmailBookings: false, notifySmsUrgent: true });
      const otherDevice = new TestClient(t.app);
      expect((await otherDevice.logIn("member@example.com")).status).toBe(200);
      expect(preferencesOf(await otherDevice.me())).toEqual({ notifyEmailBookings: false, notifySmsUrgent: true });
      const viaProfile = await otherDevice.request("GET", "/api/profile");
      expect(preferencesOf((await bodyOf<{ profile: Profile }>(viaProfile)).profile)).toEqual({
        notifyEmailBookings: false,
        notifySmsUrgent: true,
      });
    });

    it("refuses a body that is not two true/false choices with 400 naming the fields, changing nothing", async () => {
      const saved = await client.request("PUT", "/api/profile/notifications", { notifyEmailBookings: true, notifySmsUrgent: true });
      expect(saved.status).toBe(200);
      const before = await client.me();

      for (const [body, fields] of [
        [{ notifyEmailBookings: "false", notifySmsUrgent: false }, ["notifyEmailBookings"]],
        [{ notifyEmailBookings: false }, ["notifySmsUrgent"]],
        [{ notifyEmailBookings: null, notifySmsUrgent: 0 }, ["notifyEmailBookings", "notifySmsUrgent"]],
        [{}, ["notifyEmailBookings", "notifySmsUrgent"]],
      ] as const) {
        const response = await client.request("PUT", "/api/profile/notifications", body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe("validation_failed");
        expect(Object.keys(error.details?.fields ?? {}).sort()).toEqual([...fields]);
      }
      const wrongType = await client.request("PUT", "/api/profile/notifications", { notifyEmailBookings: "yes", notifySmsUrgent: false });
      expect((await errorOf(wrongType)).details?.fields).toEqual({
        notifyEmailBookings: ["Choose whether to get e-mails for new service bookings."],
      });

      expect(await client.me()).toEqual(before);
    });

    it("answers 401 without a session", async () => {
      const response = await new TestClient(t.app).request("PUT", "/api/profile/notifications", {
        notifyEmailBookings: false,
        notifySmsUrgent: false,
      });
      expect(response.status).toBe(401);
      expect((await errorOf(response)).code).toBe("unauthorized");
    });
  });
}
