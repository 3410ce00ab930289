import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { bodyOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import { dumpDatabase } from "../../../src/server/backup/dump-database";
import type { DatabaseKind } from "../../../src/server/db/database";

/** Run on PGlite by src/server/backup/dump-database.test.ts, on PostgreSQL by tests/system/postgres/dump-database-postgres.test.ts. */
export function describeDumpDatabase(kind: DatabaseKind): void {
  describe(`dumpDatabase on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    function createCard(description: string) {
      return shop.advisor.client.request("POST", "/api/job-cards", {
        vin: "JH4KA7561PC008269",
        serviceDescription: description,
        assignedTechnicianId: shop.technician.profile.userId,
      });
    }

    it("reads one moment: a job card created while the tickets are being written is not in the backup", async () => {
      await openTicket(shop.advisor.client, { issueDescription: "Before the backup" });
      expect((await createCard("Card before the backup")).status).toBe(201);
      let text = "";
      let during: Promise<Response> | null = null;
      let cardAnswered = 0;
      await dumpDatabase(
        shop.t.database,
        async (chunk) => {
          if (!during && chunk.includes('INSERT INTO "public"."service_tickets"')) {
            during = createCard("Card during the backup").then((response) => {
              cardAnswered = performance.now();
              return response;
            });
            // PostgreSQL commits the card meanwhile on another connection; PGlite has one
            // connection, which the backup holds, so there the card waits for the backup's end.
            if (kind === "postgres") await during;
          }
          text += chunk;
        },
        new Date(),
      );
      const dumpEnded = performance.now();
      const response = await during!;
      expect(response.status).toBe(201);
      const card = (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
      expect(text).toContain("Card before the backup");
      expect(text).toContain("Before the backup");
      expect(text).not.toContain(card.id);
      expect(text).not.toContain("Card during the backup");
      if (kind === "pglite") expect(cardAnswered).toBeGreaterThanOrEqual(dumpEnded);
    });

    it("leaves the connection as it found it: a write after the backup is stored and answered", async () => {
      await dumpDatabase(shop.t.database, async () => {}, new Date());
      const response = await createCard("Card after the backup");
      expect(response.status).toBe(201);
      const card = (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
      expect((await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`)).status).toBe(200);
    });

    it("ends with the complete-line after COMMIT, and leaves out generated columns", async () => {
      let text = "";
      await dumpDatabase(shop.t.database, async (chunk) => void (text += chunk), new Date());
      expect(text).toMatch(/\nCOMMIT;\n-- AutoServ backup complete: \d+ bytes, sha256 [0-9a-f]{64}\n$/);
      expect(text).not.toMatch(/INSERT INTO "public"\."service_tickets" \([^)]*"search_text"/);
    });
  });
}
