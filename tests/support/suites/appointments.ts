import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { Appointment, AppointmentCheckInResult } from "../../../src/shared/schemas/appointments";
import { DEFAULT_SHOP_CALENDAR, type ShopCalendar } from "../../../src/shared/schemas/shop-calendar";
import type { DatabaseKind } from "../../../src/server/db/database";
import { appointments, customers, customerVehicles, jobCards, serviceTickets } from "../../../src/server/db/schema";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { TestClient } from "../test-client";

/** A Monday of its own for each test, so no test's bookings meet another's. */
let weeks = 0;
function nextMonday(): string {
  weeks += 1;
  return new Date(Date.UTC(2027, 5, 7) + weeks * 7 * 24 * 3_600_000).toISOString().slice(0, 10);
}

/** Run on PGlite by src/server/routes/appointments/appointments.test.ts, on PostgreSQL by tests/system/postgres/appointments-postgres.test.ts. */
export function describeAppointments(kind: DatabaseKind): void {
  describe(`appointments and the shop calendar on ${kind}`, () => {
    let shop: Shop;
    let manager: TestClient;
    const published: ChangeEvent[] = [];

    beforeAll(async () => {
      shop = await openShop(kind);
      shop.t.events.subscribe((event) => published.push(event), () => {});
      // A Manager signs in too: the Admin grants the role.
      const { signedInClient } = await import("../test-client");
      const member = await signedInClient(shop.t.app, "manager@example.com", { name: "Mo Manager" });
      const granted = await shop.admin.client.request("PATCH", `/api/users/${member.profile.userId}`, {
        name: member.profile.name,
        role: "Manager",
        shopName: "",
        isActive: true,
      });
      expect(granted.status).toBe(200);
      manager = member.client;
    });
    afterAll(() => shop?.t.close());

    async function addCustomer(name: string, fields: Partial<typeof customers.$inferInsert> = {}) {
      const [row] = await shop.t.database.db
        .insert(customers)
        .values({ name, phones: [{ kind: "Mobile", number: "555-0101" }], email: `${name.split(" ")[0]!.toLowerCase()}@example.com`, ...fields })
        .returning();
      return row!;
    }

    async function addVehicle(customerId: string, vin: string) {
      const [row] = await shop.t.database.db.insert(customerVehicles).values({ customerId, vin, make: "Honda", model: "Civic", year: 2018 }).returning();
      return row!;
    }

    async function book(client: TestClient, body: Record<string, unknown>): Promise<Response> {
      return client.request("POST", "/api/appointments", { requestedWork: "Oil change", expectedHours: 1, notes: "", ...body });
    }

    async function booked(body: Record<string, unknown>): Promise<Appointment> {
      const response = await book(shop.advisor.client, body);
      if (response.status !== 201) throw new Error(`POST /api/appointments answered ${response.status}: ${await response.text()}`);
      return (await bodyOf<{ appointment: Appointment }>(response)).appointment;
    }

    /** Waits for a change event: on PostgreSQL it arrives through LISTEN after the commit. */
    async function expectPublished(event: ChangeEvent): Promise<void> {
      const deadline = Date.now() + 10_000;
      while (!published.some((seen) => seen.resource === event.resource && seen.action === event.action && seen.id === event.id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(published).toContainEqual(event);
    }

    async function storedCount(): Promise<number> {
      return shop.t.database.db.$count(appointments);
    }

    describe("shop calendar", () => {
      it("answers the defaults to every staff role until saved, and saves for a Manager", async () => {
        const read = await shop.technician.client.request("GET", "/api/shop-calendar");
        expect(read.status).toBe(200);
        expect((await bodyOf<{ calendar: ShopCalendar }>(read)).calendar).toEqual(DEFAULT_SHOP_CALENDAR);

        const { updatedAt: _updatedAt, ...input } = DEFAULT_SHOP_CALENDAR;
        const bays = [...input.bays, { id: "bay-3", name: "Alignment" }];
        const saved = await manager.request("PUT", "/api/shop-calendar", { ...input, bays, timeZone: "Europe/London" });
        expect(saved.status).toBe(200);
        const { calendar } = await bodyOf<{ calendar: ShopCalendar }>(saved);
        expect(calendar).toMatchObject({ timeZone: "Europe/London", bays });
        expect(calendar.updatedAt).toEqual(expect.any(String));
        await expectPublished({ resource: "shop-calendar", action: "updated", id: "shop" });
        // Back to UTC for the bookings below.
        expect((await manager.request("PUT", "/api/shop-calendar", { ...input, bays })).status).toBe(200);
      });

      it("refuses an Advisor's save with 403 and a bad zone or hours with 400, changing nothing", async () => {
        const { updatedAt: _updatedAt, ...input } = DEFAULT_SHOP_CALENDAR;
        expect((await shop.advisor.client.request("PUT", "/api/shop-calendar", input)).status).toBe(403);
        const before = await (await shop.admin.client.request("GET", "/api/shop-calendar")).json();
        const badZone = await shop.admin.client.request("PUT", "/api/shop-calendar", { ...input, timeZone: "Mars/Olympus" });
        expect(badZone.status).toBe(400);
        expect((await errorOf(badZone)).details?.fields?.timeZone).toEqual(["Choose a time zone from the list."]);
        const hours = input.openingHours.map((day, index) => (index === 0 ? { ...day, opens: "18:00" } : day));
        expect((await shop.admin.client.request("PUT", "/api/shop-calendar", { ...input, openingHours: hours })).status).toBe(400);
        expect(await (await shop.admin.client.request("GET", "/api/shop-calendar")).json()).toEqual(before);
      });

      it("refuses to remove a bay that active appointments hold, saying how many", async () => {
        const customer = await addCustomer("Bea Bay");
        const vehicle = await addVehicle(customer.id, "BAYHELD0000000001");
        const day = nextMonday();
        await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-3", startsAt: `${day}T09:00:00Z` });
        await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-3", startsAt: `${day}T11:00:00Z` });
        const { updatedAt: _updatedAt, ...input } = DEFAULT_SHOP_CALENDAR;
        const response = await manager.request("PUT", "/api/shop-calendar", input);
        expect(response.status).toBe(409);
        expect((await errorOf(response)).message).toBe(
          "A bay that appointments still use cannot be removed: Alignment (2 active appointments). Move or cancel them first.",
        );
        const { calendar } = await bodyOf<{ calendar: ShopCalendar }>(await manager.request("GET", "/api/shop-calendar"));
        expect(calendar.bays.map((bay) => bay.id)).toEqual(["bay-1", "bay-2", "bay-3"]);
      });
    });

    describe("booking", () => {
      it("books with a new vehicle added to the customer in the same transaction, and reuses the customer's VIN", async () => {
        const customer = await addCustomer("Nia New");
        const day = nextMonday();
        const appointment = await booked({
          customerId: customer.id,
          newVehicle: { vin: " newvin0000000001 ", make: "Ford", model: "Focus", year: 2020, licensePlate: "AB12 CDE" },
          bayId: "bay-1",
          technicianId: shop.technician.profile.userId,
          startsAt: `${day}T09:00:00Z`,
          expectedHours: 2.5,
          promisedAt: `${day}T16:00:00Z`,
        });
        expect(appointment).toMatchObject({
          status: "Booked",
          source: "staff",
          customerId: customer.id,
          customerName: "Nia New",
          customerPhone: "555-0101",
          customerEmail: "nia@example.com",
          vehicleLabel: "2020 Ford Focus",
          vin: "newvin0000000001",
          startsAt: `${day}T09:00:00.000Z`,
          endsAt: `${day}T11:30:00.000Z`,
          technicianName: "Tia Technician",
          warnings: [],
        });
        const vehicles = await shop.t.database.db.select().from(customerVehicles).where(eq(customerVehicles.customerId, customer.id));
        expect(vehicles.map((vehicle) => vehicle.id)).toEqual([appointment.customerVehicleId]);
        await expectPublished({ resource: "appointments", action: "created", id: appointment.id });

        const again = await booked({
          customerId: customer.id,
          newVehicle: { vin: "NEWVIN0000000001", make: "Ford", model: "Focus" },
          bayId: "bay-2",
          startsAt: `${day}T13:00:00Z`,
        });
        expect(again.customerVehicleId).toBe(appointment.customerVehicleId);
        expect(await shop.t.database.db.$count(customerVehicles, eq(customerVehicles.customerId, customer.id))).toBe(1);
      });

      it("refuses a new vehicle whose VIN is another customer's with 409, adding nothing", async () => {
        const owner = await addCustomer("Olga Owner");
        await addVehicle(owner.id, "OWNEDVIN000000001");
        const other = await addCustomer("Oscar Other");
        const before = await storedCount();
        const response = await book(shop.advisor.client, {
          customerId: other.id,
          newVehicle: { vin: "ownedvin000000001", make: "Kia", model: "Rio" },
          startsAt: `${nextMonday()}T09:00:00Z`,
        });
        expect(response.status).toBe(409);
        expect((await errorOf(response)).message).toContain("belongs to another customer's vehicle");
        expect(await storedCount()).toBe(before);
        expect(await shop.t.database.db.$count(customerVehicles, eq(customerVehicles.customerId, other.id))).toBe(0);
      });

      it("refuses a second active appointment in the same bay at an overlapping time, naming the bay and holder", async () => {
        const customer = await addCustomer("Dora Double");
        const vehicle = await addVehicle(customer.id, "DOUBLE00000000001");
        const day = nextMonday();
        const first = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-1", startsAt: `${day}T09:00:00Z`, expectedHours: 2 });
        const before = await storedCount();
        const response = await book(shop.advisor.client, { customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-1", startsAt: `${day}T10:30:00Z` });
        expect(response.status).toBe(409);
        const error = await errorOf(response);
        expect(error.message).toBe(`Bay 1 is already booked 09:00–11:00 on Mon ${Number(day.slice(8))} ${new Date(day).toLocaleString("en-GB", { month: "short", timeZone: "UTC" })} (Dora Double: Oil change). Choose another bay or time.`);
        expect(error.details).toEqual({ appointmentId: first.id });
        expect(await storedCount()).toBe(before);

        // Once cancelled, it no longer holds the bay.
        const cancelled = await shop.advisor.client.request("PATCH", `/api/appointments/${first.id}/status`, { status: "Cancelled", updatedAt: first.updatedAt });
        expect(cancelled.status).toBe(200);
        expect((await book(shop.advisor.client, { customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-1", startsAt: `${day}T10:30:00Z` })).status).toBe(201);
      });

      it("warns of a technician booked at overlapping times and of a day beyond opening hours, but books", async () => {
        const customer = await addCustomer("Walt Warning");
        const vehicle = await addVehicle(customer.id, "WARN0000000000001");
        const day = nextMonday();
        const technicianId = shop.technician.profile.userId;
        await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-1", technicianId, startsAt: `${day}T08:00:00Z`, expectedHours: 6 });
        const second = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-2", technicianId, startsAt: `${day}T13:00:00Z`, expectedHours: 5 });
        expect(second.warnings).toEqual([
          { kind: "technician-overbooked", message: expect.stringMatching(/^Tia Technician is also booked 08:00–14:00 on Mon .*, overlapping this appointment \(13:00–18:00\)\.$/) },
          { kind: "technician-overbooked", message: expect.stringMatching(/^Tia Technician is booked 11\.0 h on Mon .*, beyond the 9\.0 h the shop is open \(08:00–17:00\)\.$/) },
          { kind: "outside-hours", message: expect.stringMatching(/^Booked 13:00–18:00, outside opening hours on Mon .* \(08:00–17:00\)\.$/) },
        ]);
        // The list answers the same warnings.
        const list = await shop.advisor.client.request("GET", `/api/appointments?from=${day}T00:00:00Z&to=${day}T23:59:00Z`);
        const listed = (await bodyOf<{ appointments: Appointment[] }>(list)).appointments;
        expect(listed.find((one) => one.id === second.id)?.warnings).toEqual(second.warnings);
      });

      it("refuses a bay the shop does not have, an inactive technician and a missing customer with 400", async () => {
        const customer = await addCustomer("Ivan Invalid");
        const vehicle = await addVehicle(customer.id, "INVALID0000000001");
        const startsAt = `${nextMonday()}T09:00:00Z`;
        const before = await storedCount();
        const bay = await book(shop.advisor.client, { customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-99", startsAt });
        expect((await errorOf(bay)).details?.fields).toEqual({ bayId: ["Choose one of the shop's bays."] });
        const technician = await book(shop.advisor.client, { customerId: customer.id, customerVehicleId: vehicle.id, technicianId: shop.advisor.profile.userId, startsAt });
        expect((await errorOf(technician)).details?.fields).toEqual({ technicianId: ["Choose an active service technician."] });
        const missing = await book(shop.advisor.client, { customerId: "00000000-0000-4000-8000-000000000000", customerVehicleId: vehicle.id, startsAt });
        expect(missing.status).toBe(400);
        const hours = await book(shop.advisor.client, { customerId: customer.id, customerVehicleId: vehicle.id, startsAt, expectedHours: 0 });
        expect((await errorOf(hours)).details?.fields?.expectedHours).toEqual(["Expected hours must be more than 0."]);
        expect(await storedCount()).toBe(before);
      });

      it("moves an appointment keeping its length, refuses a stale move with 409 carrying the current one", async () => {
        const customer = await addCustomer("Mia Move");
        const vehicle = await addVehicle(customer.id, "MOVE0000000000001");
        const day = nextMonday();
        const appointment = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, bayId: "bay-1", startsAt: `${day}T09:00:00Z`, expectedHours: 1.5 });
        const moved = await shop.advisor.client.request("PATCH", `/api/appointments/${appointment.id}/move`, {
          startsAt: `${day}T13:00:00Z`,
          bayId: "bay-2",
          technicianId: shop.technician.profile.userId,
          updatedAt: appointment.updatedAt,
        });
        expect(moved.status).toBe(200);
        const after = (await bodyOf<{ appointment: Appointment }>(moved)).appointment;
        expect(after).toMatchObject({ startsAt: `${day}T13:00:00.000Z`, endsAt: `${day}T14:30:00.000Z`, bayId: "bay-2", technicianId: shop.technician.profile.userId });

        const stale = await shop.advisor.client.request("PATCH", `/api/appointments/${appointment.id}/move`, {
          startsAt: `${day}T15:00:00Z`,
          bayId: "bay-2",
          technicianId: null,
          updatedAt: appointment.updatedAt,
        });
        expect(stale.status).toBe(409);
        expect((await errorOf(stale)).details?.current).toEqual(after);
        const staleEdit = await shop.advisor.client.request("PATCH", `/api/appointments/${appointment.id}`, {
          customerId: customer.id,
          customerVehicleId: vehicle.id,
          requestedWork: "Changed",
          expectedHours: 1,
          startsAt: `${day}T15:00:00Z`,
          updatedAt: appointment.updatedAt,
        });
        expect(staleEdit.status).toBe(409);
        expect((await bodyOf<{ appointment: Appointment }>(await shop.advisor.client.request("GET", `/api/appointments/${appointment.id}`))).appointment).toEqual(after);
      });
    });

    describe("a technician's calendar", () => {
      it("lists only their own appointments, without contact details, whatever technician they ask for", async () => {
        const customer = await addCustomer("Tom Tech");
        const vehicle = await addVehicle(customer.id, "TECHOWN0000000001");
        const day = nextMonday();
        const own = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, technicianId: shop.technician.profile.userId, startsAt: `${day}T09:00:00Z` });
        const others = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, technicianId: shop.otherTechnician.userId, startsAt: `${day}T10:00:00Z` });
        const range = `from=${day}T00:00:00Z&to=${day}T23:00:00Z`;
        for (const query of [range, `${range}&technicianId=${shop.otherTechnician.userId}`]) {
          const response = await shop.technician.client.request("GET", `/api/appointments?${query}`);
          expect(response.status).toBe(200);
          const listed = (await bodyOf<{ appointments: Appointment[] }>(response)).appointments;
          expect(listed.map((one) => one.id)).toEqual([own.id]);
          expect(listed[0]).toMatchObject({ customerName: "Tom Tech", vehicleLabel: "2018 Honda Civic", customerPhone: null, customerEmail: null });
        }
        const read = await shop.technician.client.request("GET", `/api/appointments/${others.id}`);
        expect(read.status).toBe(403);
        const staff = (await bodyOf<{ appointments: Appointment[] }>(await shop.advisor.client.request("GET", `/api/appointments?${range}`))).appointments;
        expect(staff.map((one) => one.id)).toEqual([own.id, others.id]);
        expect(staff[0]!.customerPhone).toBe("555-0101");
        expect((await shop.user.client.request("GET", `/api/appointments?${range}`)).status).toBe(403);
      });
    });

    describe("check in", () => {
      it("makes a repair order carrying the customer, contact, VIN, work, hours, promise and mileage, once", async () => {
        const customer = await addCustomer("Cara Checkin", { preferredContact: "Email", email: "cara@example.com" });
        const vehicle = await addVehicle(customer.id, "CHECKIN0000000001");
        // An earlier repair order recorded the odometer.
        await shop.t.database.db
          .insert(jobCards)
          .values({ vin: "checkin0000000001", serviceDescription: "Earlier visit", mileage: 48_250, createdBy: shop.admin.profile.userId });
        const day = nextMonday();
        const appointment = await booked({
          customerId: customer.id,
          customerVehicleId: vehicle.id,
          requestedWork: "Front brakes grind",
          expectedHours: 2.5,
          startsAt: `${day}T09:00:00Z`,
          promisedAt: `${day}T15:00:00Z`,
          notes: "Customer waits",
        });
        const response = await shop.advisor.client.request("POST", `/api/appointments/${appointment.id}/check-in`, {
          into: "repair-order",
          assignedTechnicianId: shop.technician.profile.userId,
          updatedAt: appointment.updatedAt,
        });
        expect(response.status).toBe(200);
        const result = await bodyOf<AppointmentCheckInResult>(response);
        expect(result.appointment).toMatchObject({ status: "Checked In", jobCardId: result.jobCard!.id, ticketId: null });
        expect(result.ticket).toBeUndefined();
        const [card] = await shop.t.database.db.select().from(jobCards).where(eq(jobCards.id, result.jobCard!.id));
        expect(card).toMatchObject({
          customerId: customer.id,
          customerName: "Cara Checkin",
          customerContact: "cara@example.com",
          vin: "CHECKIN0000000001",
          serviceDescription: "Front brakes grind",
          estimatedHours: 2.5,
          promisedAt: new Date(`${day}T15:00:00Z`),
          mileage: 48_250,
          assignedTechnicianId: shop.technician.profile.userId,
          status: "Pending",
          notes: "Customer waits",
        });
        await expectPublished({ resource: "job-cards", action: "created", id: card!.id });

        const cardsBefore = await shop.t.database.db.$count(jobCards);
        const again = await shop.advisor.client.request("POST", `/api/appointments/${appointment.id}/check-in`, {
          into: "ticket",
          updatedAt: result.appointment.updatedAt,
        });
        expect(again.status).toBe(409);
        expect((await errorOf(again)).message).toBe("This appointment is already checked in.");
        expect(await shop.t.database.db.$count(jobCards)).toBe(cardsBefore);

        const status = await shop.advisor.client.request("PATCH", `/api/appointments/${appointment.id}/status`, {
          status: "Cancelled",
          updatedAt: result.appointment.updatedAt,
        });
        expect(status.status).toBe(409);
      });

      it("makes a ticket carrying the customer, contact, VIN and work", async () => {
        const customer = await addCustomer("Ted Ticket");
        const vehicle = await addVehicle(customer.id, "TICKET00000000001");
        const appointment = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, requestedWork: "Noise at idle", startsAt: `${nextMonday()}T09:00:00Z` });
        const response = await shop.advisor.client.request("POST", `/api/appointments/${appointment.id}/check-in`, { into: "ticket", updatedAt: appointment.updatedAt });
        expect(response.status).toBe(200);
        const result = await bodyOf<AppointmentCheckInResult>(response);
        const [ticket] = await shop.t.database.db.select().from(serviceTickets).where(eq(serviceTickets.id, result.ticket!.id));
        expect(ticket).toMatchObject({
          customerId: customer.id,
          customerName: "Ted Ticket",
          customerContact: "555-0101",
          vin: "TICKET00000000001",
          issueDescription: "Noise at idle",
          status: "Open",
        });
        expect(result.appointment).toMatchObject({ status: "Checked In", ticketId: ticket!.id, jobCardId: null });
      });

      it("checks in once when two check-ins race", async () => {
        const customer = await addCustomer("Rae Race");
        const vehicle = await addVehicle(customer.id, "RACE0000000000001");
        const appointment = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, startsAt: `${nextMonday()}T09:00:00Z` });
        const body = { into: "ticket", updatedAt: appointment.updatedAt };
        const answers = await Promise.all([
          shop.advisor.client.request("POST", `/api/appointments/${appointment.id}/check-in`, body),
          shop.admin.client.request("POST", `/api/appointments/${appointment.id}/check-in`, body),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(await shop.t.database.db.$count(serviceTickets, eq(serviceTickets.customerId, customer.id))).toBe(1);
      });
    });

    describe("a customer's request", () => {
      it("is confirmed once staff set its customer", async () => {
        const day = nextMonday();
        const response = await shop.t.app.request("http://localhost/api/public/appointment-requests", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost" },
          body: JSON.stringify({ name: "Rita Request", phone: "555-0199", vehicle: "2015 Toyota Yaris", requestedWork: "MOT", preferredAt: `${day}T10:00:00Z` }),
        });
        expect(response.status).toBe(202);
        const listed = (await bodyOf<{ appointments: Appointment[] }>(
          await shop.advisor.client.request("GET", `/api/appointments?from=${day}T00:00:00Z&to=${day}T23:00:00Z`),
        )).appointments;
        const request = listed.find((one) => one.customerName === "Rita Request")!;
        expect(request).toMatchObject({ status: "Requested", source: "request", customerId: null, customerPhone: "555-0199", vehicleLabel: "2015 Toyota Yaris", bayId: null, startsAt: `${day}T10:00:00.000Z` });

        const early = await shop.advisor.client.request("PATCH", `/api/appointments/${request.id}/status`, { status: "Confirmed", updatedAt: request.updatedAt });
        expect(early.status).toBe(409);
        expect((await errorOf(early)).message).toBe("Set the customer on this request before confirming it.");

        const customer = await addCustomer("Rita Request");
        const edited = await shop.advisor.client.request("PATCH", `/api/appointments/${request.id}`, {
          customerId: customer.id,
          newVehicle: { make: "Toyota", model: "Yaris", year: 2015 },
          requestedWork: "MOT",
          expectedHours: 1,
          bayId: "bay-2",
          startsAt: `${day}T10:00:00Z`,
          updatedAt: request.updatedAt,
        });
        expect(edited.status).toBe(200);
        const withCustomer = (await bodyOf<{ appointment: Appointment }>(edited)).appointment;
        const confirmed = await shop.advisor.client.request("PATCH", `/api/appointments/${request.id}/status`, { status: "Confirmed", updatedAt: withCustomer.updatedAt });
        expect(confirmed.status).toBe(200);
        expect((await bodyOf<{ appointment: Appointment }>(confirmed)).appointment).toMatchObject({ status: "Confirmed", customerId: customer.id, source: "request" });
      });
    });

    describe("promise at risk", () => {
      it("warns when the technician's clocked time on an unfinished job runs past its hours and pushes the promise", async () => {
        // The shop's zone puts now near midday, so "today" holds the next few hours.
        const offset = Math.max(-12, Math.min(14, 12 - new Date().getUTCHours()));
        const timeZone = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
        const { updatedAt: _updatedAt, ...input } = DEFAULT_SHOP_CALENDAR;
        const calendar = await bodyOf<{ calendar: ShopCalendar }>(await manager.request("GET", "/api/shop-calendar"));
        const everyDay = input.openingHours.map((day) => ({ ...day, closed: false, opens: "00:00", closes: "23:59" }));
        expect((await manager.request("PUT", "/api/shop-calendar", { ...input, bays: calendar.calendar.bays, timeZone, openingHours: everyDay })).status).toBe(200);

        const technicianId = shop.technician.profile.userId;
        const created = await shop.admin.client.request("POST", "/api/job-cards", { vin: "RISK", serviceDescription: "Brakes", assignedTechnicianId: technicianId });
        const { jobCard } = await bodyOf<{ jobCard: { id: string } }>(created);
        const estimate = { rowVersion: 0, discountCents: 0, jobs: [{ id: "job-1", name: "Brake pads", lines: [{ id: "l1", kind: "labor", description: "Pads", hoursTenths: 10, rateCents: 10_000 }] }] };
        expect((await shop.admin.client.request("PUT", `/api/job-cards/${jobCard.id}/estimate`, estimate)).status).toBe(200);
        expect((await shop.admin.client.request("POST", `/api/job-cards/${jobCard.id}/estimate/send`)).status).toBe(201);
        const approval = { method: "phone", signerName: "Carla", at: new Date().toISOString(), decisions: [{ jobId: "job-1", decision: "approved" }] };
        expect((await shop.admin.client.request("POST", `/api/job-cards/${jobCard.id}/estimate/approvals`, approval)).status).toBe(201);
        const now = Date.now();
        const entry = await shop.admin.client.request("POST", `/api/job-cards/${jobCard.id}/time/entries`, {
          technicianId,
          jobId: "job-1",
          startedAt: new Date(now - 3 * 3_600_000).toISOString(),
          stoppedAt: new Date(now - 30 * 60_000).toISOString(),
          reason: "Clocked on paper",
        });
        expect(entry.status).toBe(201);

        const customer = await addCustomer("Pat Promise");
        const vehicle = await addVehicle(customer.id, "PROMISE0000000001");
        const startsAt = new Date(now + 5 * 60_000).toISOString();
        const atRisk = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, technicianId, startsAt, expectedHours: 1, promisedAt: new Date(now + 90 * 60_000).toISOString() });
        expect(atRisk.warnings).toEqual([
          { kind: "promise-at-risk", message: expect.stringMatching(/^Promised \d\d:\d\d is at risk: Tia Technician's "Brake pads" is 1\.5 h past its 1\.0 h, so this work would end about \d\d:\d\d\.$/) },
        ]);
        const safe = await booked({ customerId: customer.id, customerVehicleId: vehicle.id, startsAt, technicianId: shop.otherTechnician.userId, expectedHours: 1, promisedAt: new Date(now + 90 * 60_000).toISOString() });
        expect(safe.warnings).toEqual([]);
        expect((await manager.request("PUT", "/api/shop-calendar", { ...input, bays: calendar.calendar.bays })).status).toBe(200);
      });
    });
  });
}
