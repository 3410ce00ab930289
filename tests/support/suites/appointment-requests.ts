import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppointmentRequestForm } from "../../../src/shared/schemas/appointments";
import { DEFAULT_SHOP_CALENDAR } from "../../../src/shared/schemas/shop-calendar";
import type { DatabaseKind } from "../../../src/server/db/database";
import { appointments, customers, customerVehicles, profiles } from "../../../src/server/db/schema";
import { startSmtpServer, type LoopbackSmtpServer, type ReceivedMail } from "../loopback-smtp";
import { createTestApp, type TestApp } from "../test-app";
import { TestClient } from "../test-client";

const ORIGIN = "http://localhost";

function requestBody(fields: Record<string, unknown> = {}) {
  return {
    name: "Rita Request",
    phone: "555-0199",
    email: "rita@example.com",
    vehicle: "2015 Toyota Yaris",
    requestedWork: "Annual service",
    preferredAt: "2027-09-06T10:00:00Z",
    ...fields,
  };
}

async function post(t: TestApp, body: unknown, address = "203.0.113.7"): Promise<Response> {
  return t.app.request(`${ORIGIN}/api/public/appointment-requests`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": address },
    body: JSON.stringify(body),
  });
}

/** Booking notices with a mail server, and the public request's limits. Run on PGlite by src/server/routes/appointments/appointment-requests.test.ts, on PostgreSQL by tests/system/postgres/appointment-requests-postgres.test.ts. */
export function describeAppointmentRequests(kind: DatabaseKind): void {
  describe(`Request Appointment and new booking notices on ${kind}`, () => {
    describe("the public page's limits", () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, { env: { AUTH_REQUESTS_PER_MINUTE: "5", TRUST_PROXY: "true" } });
      });
      afterAll(() => t?.close());

      it("answers the form's settings without an account", async () => {
        const response = await t.app.request(`${ORIGIN}/api/public/appointment-requests/form`, { headers: { "x-forwarded-for": "203.0.113.1" } });
        expect(response.status).toBe(200);
        expect((await response.json()) as AppointmentRequestForm).toEqual({
          shopName: "",
          timeZone: DEFAULT_SHOP_CALENDAR.timeZone,
          openingHours: DEFAULT_SHOP_CALENDAR.openingHours,
          slotMinutes: DEFAULT_SHOP_CALENDAR.slotMinutes,
        });
      });

      it("answers a filled honeypot with 202 and stores nothing", async () => {
        const response = await post(t, requestBody({ website: "http://spam.example" }), "203.0.113.2");
        expect(response.status).toBe(202);
        expect(await response.json()).toEqual({ received: true });
        expect(await t.database.db.$count(appointments)).toBe(0);
      });

      it("stores a request as Requested with what the customer typed, and refuses one without a way to reach them", async () => {
        const response = await post(t, requestBody(), "203.0.113.3");
        expect(response.status).toBe(202);
        const [stored] = await t.database.db.select().from(appointments);
        expect(stored).toMatchObject({
          status: "Requested",
          source: "request",
          customerId: null,
          bayId: null,
          technicianId: null,
          request: { name: "Rita Request", phone: "555-0199", email: "rita@example.com", vehicle: "2015 Toyota Yaris" },
          requestedWork: "Annual service",
          startsAt: new Date("2027-09-06T10:00:00Z"),
          endsAt: new Date("2027-09-06T11:00:00Z"),
        });
        const unreachable = await post(t, requestBody({ phone: "", email: "" }), "203.0.113.4");
        expect(unreachable.status).toBe(400);
        expect(await t.database.db.$count(appointments)).toBe(1);
      });

      it("stops a flood from one address with 429, leaving other addresses served", async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 8; attempt++) statuses.push((await post(t, requestBody({ website: "robot" }), "198.51.100.9")).status);
        expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
        expect(statuses.slice(5)).toEqual([429, 429, 429]);
        expect((await post(t, requestBody({ website: "robot" }), "198.51.100.10")).status).toBe(202);
      });
    });

    describe("new booking notices", () => {
      let smtp: LoopbackSmtpServer;
      let t: TestApp;
      let admin: TestClient;

      async function waitForMail(count: (inbox: ReceivedMail[]) => number, expected: number): Promise<void> {
        const deadline = Date.now() + 10_000;
        while (count(smtp.inbox) < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const notices = () => smtp.inbox.filter((mail) => mail.subject.startsWith("New appointment:"));

      async function invite(email: string, name: string, role: string): Promise<string> {
        const response = await admin.request("POST", "/api/users", { email, name, role });
        expect(response.status).toBe(201);
        return ((await response.json()) as { user: { userId: string } }).user.userId;
      }

      beforeAll(async () => {
        smtp = await startSmtpServer();
        t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TRUST_PROXY: "true" } });
        admin = new TestClient(t.app);
        expect((await admin.signUp("owner@example.com", undefined, "Olive Owner")).status).toBe(200);
        await waitForMail((inbox) => inbox.length, 1);
        const link = new URL(/https?:\/\/[^\s"<>]+/.exec(smtp.inbox[0]!.text)![0]);
        expect((await admin.request("GET", `${link.pathname}${link.search}`)).status).toBe(302);
        expect((await admin.logIn("owner@example.com")).status).toBe(200);
        await invite("manager@example.com", "Mo Manager", "Manager");
        const quiet = await invite("quiet@example.com", "Quinn Quiet", "Service Advisor");
        await t.database.db.update(profiles).set({ notifyEmailBookings: false }).where(eq(profiles.userId, quiet));
        await invite("tech@example.com", "Tia Technician", "Service Technician");
        const gone = await invite("gone@example.com", "Gil Gone", "Manager");
        expect((await admin.request("POST", `/api/users/${gone}/deactivate`)).status).toBe(200);
      });
      afterAll(async () => {
        await t?.close();
        await smtp?.close();
      });

      it("mails each active booker who enabled it, for a staff booking and a customer's request, and never a robot's", async () => {
        const [customer] = await t.database.db.insert(customers).values({ name: "Nora Notice" }).returning();
        const [vehicle] = await t.database.db.insert(customerVehicles).values({ customerId: customer!.id, make: "Mazda", model: "3" }).returning();
        const booked = await admin.request("POST", "/api/appointments", {
          customerId: customer!.id,
          customerVehicleId: vehicle!.id,
          requestedWork: "Tyres",
          expectedHours: 1,
          startsAt: "2027-09-07T09:00:00Z",
        });
        expect(booked.status).toBe(201);
        await waitForMail(() => notices().length, 2);
        expect(notices().flatMap((mail) => mail.recipients).sort()).toEqual(["manager@example.com", "owner@example.com"]);
        expect(notices()[0]).toMatchObject({ subject: "New appointment: Nora Notice, Tue 7 Sep at 09:00" });
        expect(notices()[0]!.text).toContain("Vehicle: Mazda 3");

        expect((await post(t, requestBody({ website: "robot" }))).status).toBe(202);
        expect((await post(t, requestBody())).status).toBe(202);
        await waitForMail(() => notices().length, 4);
        const requested = notices().slice(2);
        expect(requested.flatMap((mail) => mail.recipients).sort()).toEqual(["manager@example.com", "owner@example.com"]);
        expect(requested[0]!.text).toContain("A customer requested an appointment");
        // Nothing more arrives for the robot's request.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(notices()).toHaveLength(4);
      });

      it("books even when the mail server is down", async () => {
        const [customer] = await t.database.db.insert(customers).values({ name: "Dan Down" }).returning();
        await smtp.close();
        const booked = await admin.request("POST", "/api/appointments", {
          customerId: customer!.id,
          newVehicle: { make: "Fiat", model: "500" },
          requestedWork: "Battery",
          expectedHours: 0.5,
          startsAt: "2027-09-08T09:00:00Z",
        });
        expect(booked.status).toBe(201);
      });
    });
  });
}
