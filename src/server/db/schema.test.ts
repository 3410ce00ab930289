import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, TEST_DATABASE_KINDS } from "../testing/test-database";
import type { DatabaseHandle } from "./database";
import { jobCards, profiles, serviceTechnicians, serviceTickets } from "./schema";

describe.each(TEST_DATABASE_KINDS)("the migrated schema on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await handle.db.insert(profiles).values([
      { userId: "advisor", name: "Avery", email: "avery@example.com", role: "Service Advisor" },
      { userId: "tech-b", name: "Blake", email: "blake@example.com", role: "Service Technician" },
      { userId: "tech-a", name: "Alex", email: "alex@example.com", role: "Service Technician" },
      { userId: "tech-gone", name: "Gone", email: "gone@example.com", role: "Service Technician", isActive: false },
    ]);
  });

  afterAll(() => handle?.close());

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
      handle.db.insert(profiles).values({ userId: "u9", email: "u9@example.com", role: "Owner" as "User" }),
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
      { userId: "tech-a", name: "Alex", email: "alex@example.com" },
      { userId: "tech-b", name: "Blake", email: "blake@example.com" },
    ]);
  });
});
