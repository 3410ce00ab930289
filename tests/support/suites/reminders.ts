import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_CUSTOMER_ID_MESSAGE, REMINDER_STOP_BAD_LINK, type ReminderList } from "../../../src/shared/schemas/reminders";
import type { DatabaseKind } from "../../../src/server/db/database";
import { appointments, customers, customerVehicles, jobCards, reminders, shopPricing } from "../../../src/server/db/schema";
import { createMailer, type Mailer } from "../../../src/server/mail/mailer";
import { MAX_REMINDER_ATTEMPTS, runReminders } from "../../../src/server/reminders/reminder-run";
import { startSmtpServer, type LoopbackSmtpServer } from "../loopback-smtp";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { TestClient } from "../test-client";
import { createTestApp, type TestApp } from "../test-app";
import { silentLogger } from "../test-database";

const APP_URL = "http://localhost";

/** Run on PGlite by src/server/reminders/reminders.test.ts, on PostgreSQL by tests/system/postgres/reminders-postgres.test.ts. */
export function describeReminders(kind: DatabaseKind): void {
  describe(`the daily reminders on ${kind}`, () => {
    let shop: Shop;
    let smtp: LoopbackSmtpServer;
    let mailer: Mailer;
    let second: TestApp | null = null;
    let vinCounter = 0;

    beforeAll(async () => {
      smtp = await startSmtpServer();
      mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "Ace Auto <shop@example.com>", logger: silentLogger });
      shop = await openShop(kind);
      await shop.t.database.db.insert(shopPricing).values({
        id: 1,
        shopName: "Ace Auto",
        defaultLaborRateCents: 0,
        partsMarkupBp: 0,
        taxRateBp: 0,
        taxLabor: false,
        taxParts: false,
        taxFees: false,
        address: "1 Main Street, Springfield. service@ace.example",
        phone: "555-0199",
      });
      // A second instance on the same database, as a second server would be (PostgreSQL only).
      if (kind === "postgres") second = await createTestApp(kind, { sameDatabaseAs: shop.t });
    });
    afterAll(async () => {
      await second?.close();
      await shop?.t.close();
      await smtp?.close();
    });

    /** A customer with one vehicle whose last repair order was on `lastVisit`: its service falls due six months later. */
    async function customerWithVehicle(fields: { name: string; email: string; agreed: boolean; stopped?: boolean; lastVisit: string }) {
      const db = shop.t.database.db;
      vinCounter += 1;
      const vin = `REMIND${String(vinCounter).padStart(11, "0")}`;
      const [customer] = await db
        .insert(customers)
        .values({ name: fields.name, email: fields.email, remindersAgreed: fields.agreed, remindersStoppedAt: fields.stopped ? new Date() : null })
        .returning();
      const [vehicle] = await db.insert(customerVehicles).values({ customerId: customer!.id, vin, make: "Honda", model: "Civic", year: 2018 }).returning();
      await db.insert(jobCards).values({
        vin: ` ${vin.toLowerCase()} `,
        serviceDescription: "Oil change",
        createdBy: shop.admin.profile.userId,
        customerId: customer!.id,
        mileage: 40_000,
        createdAt: new Date(`${fields.lastVisit}T10:00:00Z`),
      });
      return { customer: customer!, vehicle: vehicle!, vin };
    }

    const tick = (day: string, options: { mailer?: Mailer; app?: TestApp } = {}) =>
      runReminders({
        database: (options.app ?? shop.t).database,
        mailer: options.mailer ?? mailer,
        logger: silentLogger,
        appUrl: APP_URL,
        now: () => new Date(`${day}T12:00:00Z`),
      });

    const mailsTo = (address: string) => smtp.inbox.filter((mail) => mail.recipients.includes(address));

    it("mails each due reminder once, across instances ticking together, and none to a customer who stopped them or did not agree", async () => {
      const agreed = await customerWithVehicle({ name: "Ann Agreed", email: "ann@example.com", agreed: true, lastVisit: "2026-06-10" });
      await customerWithVehicle({ name: "Nick Never", email: "nick@example.com", agreed: false, lastVisit: "2026-06-10" });
      await customerWithVehicle({ name: "Stella Stopped", email: "stella@example.com", agreed: true, stopped: true, lastVisit: "2026-06-10" });
      await shop.t.database.db.insert(appointments).values({
        customerId: agreed.customer.id,
        customerVehicleId: agreed.vehicle.id,
        requestedWork: "Brake check",
        expectedHours: 1,
        startsAt: new Date("2026-12-02T09:00:00Z"),
        endsAt: new Date("2026-12-02T10:00:00Z"),
      });

      // Due 2026-12-10; with the default 14 days ahead its mail goes from 2026-11-26. The appointment's goes the day before.
      const ticks = await Promise.all([tick("2026-12-01"), tick("2026-12-01", { app: second ?? shop.t })]);
      expect(ticks.filter((result) => result.outcome === "ran")).toHaveLength(1);
      expect(ticks.map((result) => result.outcome).sort()).toEqual(expect.arrayContaining(["ran"]));
      await expect.poll(() => mailsTo("ann@example.com").length).toBe(1);

      const [mail] = mailsTo("ann@example.com");
      expect(mail!.subject).toBe("Ace Auto: a reminder about your vehicle");
      expect(mail!.replyTo).toBe("service@ace.example");
      expect(mail!.text).toContain("Hello Ann Agreed");
      expect(mail!.text).toContain(`2018 Honda Civic, VIN ${agreed.vin}: Next service due by 2026-12-10`);
      expect(mail!.text).toContain("Appointment on 2026-12-02 at 09:00: Brake check");
      expect(mail!.text).toContain("call us on 555-0199");
      expect(mail!.text).toMatch(/http:\/\/localhost\/reminders\/stop\?token=[\w-]{43}/);

      // The same day again, and the next days: nothing twice.
      expect((await tick("2026-12-01")).outcome).toBe("done-already");
      expect(await tick("2026-12-02")).toMatchObject({ outcome: "ran", sent: 0 });
      expect(mailsTo("ann@example.com")).toHaveLength(1);
      expect(mailsTo("nick@example.com")).toEqual([]);
      expect(mailsTo("stella@example.com")).toEqual([]);

      const stored = await shop.t.database.db.select().from(reminders).where(eq(reminders.customerId, agreed.customer.id));
      expect(stored.map((row) => [row.kind, row.state, row.attempts, row.sentTo]).sort()).toEqual([
        ["appointment", "sent", 1, "ann@example.com"],
        ["service-due", "sent", 1, "ann@example.com"],
      ]);

      const sent = await shop.advisor.client.request("GET", "/api/reminders?state=sent");
      expect(sent.status).toBe(200);
      const list = await bodyOf<ReminderList>(sent);
      expect(list.reminders.filter((reminder) => reminder.customer.id === agreed.customer.id).map((reminder) => reminder.kind).sort()).toEqual([
        "appointment",
        "service-due",
      ]);
    });

    it("tries a failed mail again on the next runs, then shows it as failed", async () => {
      const failing: Mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "shop@example.com", logger: silentLogger });
      const { customer } = await customerWithVehicle({ name: "Fay Failing", email: "fay@example.com", agreed: true, lastVisit: "2026-07-10" });
      const days = ["2027-01-03", "2027-01-04", "2027-01-05"];
      for (const [index, day] of days.entries()) {
        expect((await tick(day, { mailer: failing })).outcome).toBe("ran");
        const [row] = await shop.t.database.db.select().from(reminders).where(eq(reminders.customerId, customer.id));
        expect(row).toMatchObject({ attempts: index + 1, state: index + 1 < MAX_REMINDER_ATTEMPTS ? "pending" : "failed" });
        expect(row!.lastError).toBeTruthy();
      }
      // Failed for good: a working mail server later sends it no more.
      await tick("2027-01-06");
      expect(mailsTo("fay@example.com")).toEqual([]);

      const failed = await bodyOf<ReminderList>(await shop.advisor.client.request("GET", "/api/reminders?state=failed"));
      expect(failed.reminders.find((reminder) => reminder.customer.id === customer.id)).toMatchObject({
        kind: "service-due",
        dueDate: "2027-01-10",
        state: "failed",
        attempts: MAX_REMINDER_ATTEMPTS,
      });
    });

    it("lists what is due before it is sent", async () => {
      const { customer } = await customerWithVehicle({ name: "Dan Due", email: "dan@example.com", agreed: true, lastVisit: "2026-07-25" });
      const due = await bodyOf<ReminderList>(await shop.advisor.client.request("GET", "/api/reminders?state=due"));
      // Due 2027-01-25, its mail from 2027-01-11: within the list's look-ahead only near then, so it shows
      // or not by today's date; what shows is never one already recorded.
      for (const reminder of due.reminders) expect(reminder.state).toBe("pending");
      expect(due.reminders.filter((reminder) => reminder.customer.id === customer.id && reminder.id !== null)).toEqual([]);
    });

    it("stops every reminder through the mail's link, with no account, and refuses a bad token with a clear message", async () => {
      const { customer } = await customerWithVehicle({ name: "Sid Stops", email: "sid@example.com", agreed: true, lastVisit: "2026-08-10" });
      await tick("2027-02-01");
      await expect.poll(() => mailsTo("sid@example.com").length).toBe(1);
      const link = new URL(/http:\/\/localhost\/reminders\/stop\?token=[\w-]+/.exec(mailsTo("sid@example.com")[0]!.text)![0]);
      const token = link.searchParams.get("token")!;

      const anyone = new TestClient(shop.t.app);
      const bad = await anyone.request("POST", "/api/public/reminders/stop", { token: `${token.slice(0, -2)}xx` });
      expect(bad.status).toBe(404);
      expect((await errorOf(bad)).message).toBe(REMINDER_STOP_BAD_LINK);
      const missing = await anyone.request("POST", "/api/public/reminders/stop", {});
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).details?.fields).toEqual({ token: ["The link is missing its token."] });
      const [untouched] = await shop.t.database.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(untouched!.remindersStoppedAt).toBeNull();

      const stopped = await anyone.request("POST", "/api/public/reminders/stop", { token });
      expect(stopped.status).toBe(200);
      expect(await stopped.json()).toEqual({ stopped: true, shopName: "Ace Auto" });
      const [after] = await shop.t.database.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(after!.remindersStoppedAt).not.toBeNull();
      // Again: still fine, nothing more changes.
      expect((await anyone.request("POST", "/api/public/reminders/stop", { token })).status).toBe(200);

      // An appointment booked since gets no reminder now.
      await shop.t.database.db.insert(appointments).values({
        customerId: customer.id,
        requestedWork: "Tyres",
        expectedHours: 1,
        startsAt: new Date("2027-02-03T09:00:00Z"),
        endsAt: new Date("2027-02-03T10:00:00Z"),
      });
      await tick("2027-02-02");
      expect(mailsTo("sid@example.com")).toHaveLength(1);
    });

    it("lists one customer's sent and failed reminders, newest first, and none of another's", async () => {
      const db = shop.t.database.db;
      const mine = await customerWithVehicle({ name: "Mona Mine", email: "mona@example.com", agreed: true, lastVisit: "2026-03-01" });
      const other = await customerWithVehicle({ name: "Otto Other", email: "otto@example.com", agreed: true, lastVisit: "2026-03-01" });
      const record = (customerId: string, fields: Partial<typeof reminders.$inferInsert>) =>
        db
          .insert(reminders)
          .values({ customerId, kind: "service-due", subject: "VIN", dueDate: "2026-09-01", description: "Next service due", ...fields })
          .returning({ id: reminders.id })
          .then((rows) => rows[0]!.id);
      const olderSent = await record(mine.customer.id, { subject: "A", state: "sent", attempts: 1, sentAt: new Date("2026-08-01T08:00:00Z"), updatedAt: new Date("2026-08-01T08:00:00Z") });
      const newerSent = await record(mine.customer.id, { subject: "B", state: "sent", attempts: 1, sentAt: new Date("2026-08-20T08:00:00Z"), updatedAt: new Date("2026-08-20T08:00:00Z") });
      const failed = await record(mine.customer.id, { subject: "C", state: "failed", attempts: MAX_REMINDER_ATTEMPTS, lastError: "Mailbox full" });
      await record(other.customer.id, { subject: "A", state: "sent", attempts: 1, sentAt: new Date() });
      await record(other.customer.id, { subject: "C", state: "failed", attempts: MAX_REMINDER_ATTEMPTS, lastError: "No such user" });

      const list = async (query: string) => {
        const response = await shop.advisor.client.request("GET", `/api/reminders?${query}`);
        expect(response.status).toBe(200);
        return (await bodyOf<ReminderList>(response)).reminders;
      };
      const sent = await list(`state=sent&customerId=${mine.customer.id}`);
      expect(sent.map((reminder) => reminder.id)).toEqual([newerSent, olderSent]);
      expect(sent.every((reminder) => reminder.customer.id === mine.customer.id && reminder.state === "sent")).toBe(true);
      const failedList = await list(`state=failed&customerId=${mine.customer.id}`);
      expect(failedList.map((reminder) => [reminder.id, reminder.lastError])).toEqual([[failed, "Mailbox full"]]);
      expect((await list(`state=due&customerId=${mine.customer.id}`)).every((reminder) => reminder.customer.id === mine.customer.id)).toBe(true);

      // Without the filter the list still holds everyone's; an unknown customer has none.
      expect((await list("state=failed")).map((reminder) => reminder.customer.id)).toEqual(expect.arrayContaining([mine.customer.id, other.customer.id]));
      expect(await list("state=sent&customerId=00000000-0000-4000-8000-000000000000")).toEqual([]);
    });

    it("refuses a customerId that is no id with a clear message, and the filtered list to a technician", async () => {
      for (const customerId of ["not-a-uuid", "1' or '1'='1", ""]) {
        const bad = await shop.advisor.client.request("GET", `/api/reminders?state=sent&customerId=${encodeURIComponent(customerId)}`);
        expect(bad.status).toBe(400);
        const error = await errorOf(bad);
        expect(error.details?.fields).toEqual({ customerId: [REMINDER_CUSTOMER_ID_MESSAGE] });
      }
      const technician = await shop.technician.client.request("GET", "/api/reminders?state=sent&customerId=00000000-0000-4000-8000-000000000000");
      expect(technician.status).toBe(403);
    });

    it("refuses the list to a technician and a bad state with a clear message", async () => {
      expect((await shop.technician.client.request("GET", "/api/reminders")).status).toBe(403);
      const bad = await shop.advisor.client.request("GET", "/api/reminders?state=later");
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).details?.fields).toEqual({ state: ["Choose due, sent or failed."] });
    });
  });
}
