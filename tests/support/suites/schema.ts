import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test-database";
import type { DatabaseHandle } from "../../../src/server/db/database";
import { jobCards, profiles, serviceTechnicians, serviceTickets, users } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/db/schema.test.ts, on PostgreSQL by tests/system/postgres/schema-postgres.test.ts. */
export function describeSchema(kind: DatabaseKind): void {
  describe(`the migrated schema on ${kind}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      const people = [
        { id: "advisor", name: "Avery", role: "Service Advisor", isActive: true },
        { id: "tech-b", name: "Blake", role: "Service Technician", isActive: true },
        { id: "tech-a", name: "Alex", role: "Service Technician", isActive: true },
        { id: "tech-gone", name: "Gone", role: "Service Technician", isActive: false },
      ] as const;
      for (const person of people) {
        // The sign-up trigger creates each profile; the roles are then set as an Admin would.
        await handle.db.insert(users).values({ id: person.id, name: person.name, email: `${person.id}@example.com` });
        await handle.db
          .update(profiles)
          .set({ role: person.role, isActive: person.isActive })
          .where(eq(profiles.userId, person.id));
      }
    });

    afterAll(() => handle?.close());

    it("gives each new account a profile: the first Admin, the later ones User with their request", async () => {
      await handle.db.insert(users).values({ id: "late", name: "Late", email: "late@example.com", initialRole: "Manager" });
      const rows = await handle.db.select().from(profiles).orderBy(asc(profiles.createdAt));
      expect(rows.find((row) => row.userId === "late")).toMatchObject({ role: "User", requestedRole: "Manager" });
    });

    it("fills the defaults of a new ticket: Open, timestamps and a uuid", async () => {
      const [ticket] = await handle.db
        .insert(serviceTickets)
        .values({ vin: "1HGCM82633A004352", issueDescription: "Brakes squeal", createdBy: "advisor" })
        .returning();
      expect(ticket?.status).toBe("Open");
      expect(ticket?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(ticket?.createdAt).toBeInstanceOf(Date);
    });

    it("refuses a status outside the shared list", async () => {
      await expect(
        handle.db.insert(serviceTickets).values({
          vin: "X",
          issueDescription: "Y",
          createdBy: "advisor",
          status: "Lost" as "Open",
        }),
      ).rejects.toThrow();
      await expect(
        handle.db.update(profiles).set({ role: "Owner" as "User" }).where(eq(profiles.userId, "advisor")),
      ).rejects.toThrow();
    });

    it("refuses a ticket whose creator has no profile", async () => {
      await expect(
        handle.db.insert(serviceTickets).values({ vin: "X", issueDescription: "Y", createdBy: "nobody" }),
      ).rejects.toThrow();
    });

    it("keeps a job card when its ticket is deleted, clearing only the link", async () => {
      const [ticket] = await handle.db
        .insert(serviceTickets)
        .values({ vin: "VIN2", issueDescription: "Noise", createdBy: "advisor" })
        .returning();
      const [card] = await handle.db
        .insert(jobCards)
        .values({
          serviceTicketId: ticket!.id,
          serviceDescription: "Replace pads",
          assignedTechnicianId: "tech-a",
          estimatedHours: 1.5,
          createdBy: "advisor",
        })
        .returning();
      expect(card?.estimatedHours).toBe(1.5);
      expect(card?.status).toBe("Pending");
      await handle.db.delete(serviceTickets).where(eq(serviceTickets.id, ticket!.id));
      const [after] = await handle.db.select().from(jobCards).where(eq(jobCards.id, card!.id));
      expect(after?.serviceTicketId).toBeNull();
      expect(after?.serviceDescription).toBe("Replace pads");
    });

    it("service_technicians lists active technicians only", async () => {
      const rows = await handle.db.select().from(serviceTechnicians).orderBy(asc(serviceTechnicians.name));
      expect(rows).toEqual([
        { userId: "tech-a", name: "Alex", email: "tech-a@example.com" },
        { userId: "tech-b", name: "Blake", email: "tech-b@example.com" },
      ]);
    });
  });
}
