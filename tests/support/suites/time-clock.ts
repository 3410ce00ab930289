import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ClockStartResult, ClockStopResult, JobCardTime, TimeEntry } from "../../../src/shared/schemas/time-entries";
import { approvedCard, priceShop } from "../invoice-fixture";
import { bodyOf, errorOf, openShop, type Shop, type ShopMember } from "../shop-test-fixture";
import { signedInClient } from "../test-client";
import { jobCardEvents, timeEntries } from "../../../src/server/db/schema";
import type { DatabaseKind } from "../../../src/server/db/database";

const HOUR = 60 * 60 * 1000;

/** Run on PGlite by src/server/routes/time-clock/time-clock.test.ts, on PostgreSQL by tests/system/postgres/time-clock-postgres.test.ts. */
export function describeTimeClock(kind: DatabaseKind): void {
  describe(`the time clock on ${kind}`, () => {
    let shop: Shop;
    let manager: ShopMember;

    beforeAll(async () => {
      shop = await openShop(kind);
      await priceShop(shop);
      const signed = await signedInClient(shop.t.app, "manager@example.com", { name: "Mo Manager" });
      const grant = await shop.admin.client.request("PATCH", `/api/users/${signed.profile.userId}`, { name: "Mo Manager", role: "Manager", shopName: "", isActive: true });
      expect(grant.status).toBe(200);
      manager = { client: signed.client, profile: await signed.client.me() };
    });
    afterAll(() => shop?.t.close());

    const tech = () => shop.technician.client;

    async function storedEntries() {
      return shop.t.database.db.select().from(timeEntries);
    }

    async function stopEverything(): Promise<void> {
      await shop.t.database.db.delete(timeEntries);
    }

    async function start(cardId: string, jobId: string, at?: string) {
      return tech().request("POST", `/api/job-cards/${cardId}/time/start`, at === undefined ? { jobId } : { jobId, at });
    }

    async function timeOf(cardId: string, client = tech()): Promise<JobCardTime> {
      const response = await client.request("GET", `/api/job-cards/${cardId}/time`);
      expect(response.status).toBe(200);
      return bodyOf<JobCardTime>(response);
    }

    it("starts the assigned technician's clock on an approved job, shows it on the card and in the list, and stops it", async () => {
      await stopEverything();
      const cardId = await approvedCard(shop);
      const started = await start(cardId, "job-brakes");
      expect(started.status).toBe(200);
      const result = await bodyOf<ClockStartResult>(started);
      expect(result.stopped).toBeNull();
      expect(result.message).toBe("Started the clock on Brakes.");
      expect(result.entry).toMatchObject({ jobCardId: cardId, jobId: "job-brakes", jobName: "Brakes", technician: { name: "Tia Technician" }, stoppedAt: null, version: 1 });

      const time = await timeOf(cardId);
      expect(time.running?.id).toBe(result.entry.id);
      // Brakes has 2.0 h of labor; Wipers is parts only; Alignment was declined and is not listed.
      expect(time.jobs.map(({ jobId, approvedLaborHoursTenths }) => [jobId, approvedLaborHoursTenths])).toEqual([
        ["job-brakes", 20],
        ["job-wipers", 0],
      ]);
      const card = await bodyOf<{ jobCard: JobCard }>(await tech().request("GET", `/api/job-cards/${cardId}`));
      expect(card.jobCard.clockRunning).toBe(true);

      const stopped = await tech().request("POST", `/api/job-cards/${cardId}/time/stop`, {});
      expect(stopped.status).toBe(200);
      const stop = await bodyOf<ClockStopResult>(stopped);
      expect(stop.message).toBe("Stopped the clock on Brakes.");
      expect(stop.entry?.stoppedAt).not.toBeNull();
      const list = await bodyOf<{ jobCards: JobCard[] }>(await tech().request("GET", `/api/job-cards?search=${cardId.slice(0, 8)}`));
      expect(list.jobCards.find((listed) => listed.id === cardId)).toMatchObject({ clockRunning: false, clockedSeconds: stop.entry!.seconds });
    });

    it("stops a clock running elsewhere at the same instant another starts, and says so", async () => {
      await stopEverything();
      const first = await approvedCard(shop);
      const second = await approvedCard(shop);
      const a = await bodyOf<ClockStartResult>(await start(first, "job-brakes"));
      const b = await bodyOf<ClockStartResult>(await start(second, "job-wipers"));
      expect(b.message).toBe(`Stopped the clock on Brakes of job card ${first.slice(0, 8)} and started it on Wipers.`);
      expect(b.stopped?.id).toBe(a.entry.id);
      expect(b.stopped?.stoppedAt).toBe(b.entry.startedAt);
      const rows = await storedEntries();
      expect(rows.filter((row) => row.stoppedAt === null).map((row) => row.id)).toEqual([b.entry.id]);
    });

    it("keeps one running clock and no overlap when two starts of one technician arrive at once", async () => {
      await stopEverything();
      const first = await approvedCard(shop);
      const second = await approvedCard(shop);
      const answers = await Promise.all([start(first, "job-brakes"), start(second, "job-brakes"), start(first, "job-wipers")]);
      for (const answer of answers) expect(answer.status).toBe(200);
      const rows = (await storedEntries()).sort((x, y) => x.startedAt.getTime() - y.startedAt.getTime());
      expect(rows.filter((row) => row.stoppedAt === null)).toHaveLength(1);
      for (let index = 1; index < rows.length; index += 1) {
        expect(rows[index - 1]!.stoppedAt!.getTime()).toBeLessThanOrEqual(rows[index]!.startedAt.getTime());
      }
    });

    it("refuses an offline time more than 12 hours old or in the future, storing nothing", async () => {
      await stopEverything();
      const cardId = await approvedCard(shop);
      const old = await start(cardId, "job-brakes", new Date(Date.now() - 13 * HOUR).toISOString());
      expect(old.status).toBe(400);
      expect(await errorOf(old)).toMatchObject({ code: "validation_failed", message: expect.stringContaining("more than 12 hours old"), details: { fields: { at: ["More than 12 hours old."] } } });
      const ahead = await start(cardId, "job-brakes", new Date(Date.now() + 10 * 60 * 1000).toISOString());
      expect(ahead.status).toBe(400);
      expect((await errorOf(ahead)).message).toContain("in the future");
      expect(await storedEntries()).toEqual([]);

      // Within the window the device's time is the entry's.
      const tapped = new Date(Date.now() - 2 * HOUR).toISOString();
      const accepted = await bodyOf<ClockStartResult>(await start(cardId, "job-brakes", tapped));
      expect(accepted.entry.startedAt).toBe(tapped);
      const staleStop = await tech().request("POST", `/api/job-cards/${cardId}/time/stop`, { at: new Date(Date.now() - 13 * HOUR).toISOString() });
      expect(staleStop.status).toBe(400);
      expect((await storedEntries())[0]?.stoppedAt).toBeNull();
    });

    it("answers a second stop (another device stopped it) with a no-op that says so", async () => {
      await stopEverything();
      const cardId = await approvedCard(shop);
      await start(cardId, "job-brakes");
      expect((await tech().request("POST", `/api/job-cards/${cardId}/time/stop`)).status).toBe(200);
      const before = await storedEntries();
      const again = await tech().request("POST", `/api/job-cards/${cardId}/time/stop`);
      expect(again.status).toBe(200);
      expect(await bodyOf<ClockStopResult>(again)).toEqual({ entry: null, message: "The clock was already stopped." });
      expect(await storedEntries()).toEqual(before);
    });

    it("refuses a start that would overlap an earlier entry, naming it", async () => {
      await stopEverything();
      const cardId = await approvedCard(shop);
      const tapped = new Date(Date.now() - 3 * HOUR).toISOString();
      await start(cardId, "job-brakes", tapped);
      await tech().request("POST", `/api/job-cards/${cardId}/time/stop`, { at: new Date(Date.now() - HOUR).toISOString() });
      const overlapping = await start(cardId, "job-wipers", new Date(Date.now() - 2 * HOUR).toISOString());
      expect(overlapping.status).toBe(409);
      expect((await errorOf(overlapping)).message).toMatch(/overlaps Tia Technician's time on Brakes of job card/);
      expect(await storedEntries()).toHaveLength(1);
    });

    it("lets only the assigned technician clock, and only on approved jobs", async () => {
      await stopEverything();
      const theirs = await approvedCard(shop);
      const others = await approvedCard(shop, undefined, { assignedTechnicianId: shop.otherTechnician.userId });
      const notAssigned = await start(others, "job-brakes");
      expect(notAssigned.status).toBe(403);
      expect((await errorOf(notAssigned)).message).toBe("You can clock time only on job cards assigned to you.");
      const asAdvisor = await shop.advisor.client.request("POST", `/api/job-cards/${theirs}/time/start`, { jobId: "job-brakes" });
      expect(asAdvisor.status).toBe(403);
      const declined = await start(theirs, "job-align");
      expect(declined.status).toBe(400);
      expect(await errorOf(declined)).toMatchObject({ details: { fields: { jobId: ["Choose an approved job of this job card."] } } });
      expect((await tech().request("GET", `/api/job-cards/${others}/time`)).status).toBe(403);
      expect((await shop.user.client.request("POST", `/api/job-cards/${theirs}/time/start`, { jobId: "job-brakes" })).status).toBe(403);
      expect(await storedEntries()).toEqual([]);
    });

    it.each([
      ["no body", undefined],
      ["no jobId", {}],
      ["an empty jobId", { jobId: "" }],
      ["a jobId that is no text", { jobId: 7 }],
      ["a jobId too long", { jobId: "j".repeat(65) }],
      ["an at that is no time", { jobId: "job-brakes", at: "yesterday" }],
      ["an at without offset", { jobId: "job-brakes", at: "2026-11-29T10:00:00" }],
      ["an at in year 0", { jobId: "job-brakes", at: "0000-01-01T00:00:00Z" }],
    ])("refuses a start with %s (400, nothing stored)", async (_label, body) => {
      await stopEverything();
      const cardId = await approvedCard(shop);
      const response = await tech().request("POST", `/api/job-cards/${cardId}/time/start`, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("validation_failed");
      expect(await storedEntries()).toEqual([]);
    });

    it("answers 404 for a card that does not exist, and for an id that is no uuid", async () => {
      expect((await start("00000000-0000-4000-8000-000000000000", "job-brakes")).status).toBe(404);
      expect((await start("not-a-card", "job-brakes")).status).toBe(404);
      expect((await tech().request("POST", "/api/job-cards/not-a-card/time/stop")).status).toBe(404);
      expect((await manager.client.request("PATCH", "/api/time-entries/not-an-entry", { startedAt: "2026-01-01T08:00:00Z", stoppedAt: "2026-01-01T09:00:00Z", reason: "x", version: 1 })).status).toBe(404);
    });

    describe("edits by Admin and Manager", () => {
      const day = "2026-11-02";
      const addBody = (overrides: Record<string, unknown> = {}) => ({
        technicianId: shop.technician.profile.userId,
        jobId: "job-brakes",
        startedAt: `${day}T08:00:00.000Z`,
        stoppedAt: `${day}T09:30:00.000Z`,
        reason: "Forgot to clock in",
        ...overrides,
      });

      it("adds, edits and deletes an entry with a reason, refusing a stale version, all kept in History", async () => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        const added = await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody());
        expect(added.status).toBe(201);
        const { entry } = await bodyOf<{ entry: TimeEntry }>(added);
        expect(entry).toMatchObject({ seconds: 5400, version: 1, technician: { name: "Tia Technician" } });

        const edit = { startedAt: `${day}T08:15:00.000Z`, stoppedAt: `${day}T09:30:00.000Z`, reason: "Started late", version: 1 };
        const edited = await shop.admin.client.request("PATCH", `/api/time-entries/${entry.id}`, edit);
        expect(edited.status).toBe(200);
        expect((await bodyOf<{ entry: TimeEntry }>(edited)).entry).toMatchObject({ seconds: 4500, version: 2 });
        const stale = await manager.client.request("PATCH", `/api/time-entries/${entry.id}`, { ...edit, startedAt: `${day}T08:30:00.000Z` });
        expect(stale.status).toBe(409);
        expect(await errorOf(stale)).toMatchObject({ details: { current: { id: entry.id, version: 2 } } });

        const deleted = await manager.client.request("DELETE", `/api/time-entries/${entry.id}`, { reason: "Entered on the wrong card" });
        expect(deleted.status).toBe(200);
        expect(await storedEntries()).toEqual([]);

        const history = await bodyOf<{ events: { kind: string; text: string; by: { name: string } | null }[] }>(await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/history`));
        expect(history.events.filter((event) => event.kind === "time")).toEqual([
          { at: expect.any(String), kind: "time", text: "Time added: Tia Technician on Brakes, 2026-11-02 08:00 to 2026-11-02 09:30 UTC. Reason: Forgot to clock in", by: { name: "Mo Manager", email: "manager@example.com" } },
          {
            at: expect.any(String),
            kind: "time",
            text: "Time changed: Tia Technician on Brakes, 2026-11-02 08:00 to 2026-11-02 09:30 UTC became Tia Technician on Brakes, 2026-11-02 08:15 to 2026-11-02 09:30 UTC. Reason: Started late",
            by: { name: "Ada Admin", email: "admin@example.com" },
          },
          { at: expect.any(String), kind: "time", text: "Time deleted: Tia Technician on Brakes, 2026-11-02 08:15 to 2026-11-02 09:30 UTC. Reason: Entered on the wrong card", by: { name: "Mo Manager", email: "manager@example.com" } },
        ]);
      });

      it("refuses an added entry that overlaps another of the technician, naming it", async () => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        expect((await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody())).status).toBe(201);
        const overlapping = await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody({ startedAt: `${day}T09:00:00.000Z`, stoppedAt: `${day}T10:00:00.000Z` }));
        expect(overlapping.status).toBe(409);
        expect((await errorOf(overlapping)).message).toContain("overlaps Tia Technician's time on Brakes");
        // Touching ends do not overlap.
        const after = await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody({ startedAt: `${day}T09:30:00.000Z`, stoppedAt: `${day}T10:00:00.000Z` }));
        expect(after.status).toBe(201);
        expect(await storedEntries()).toHaveLength(2);
      });

      it("refuses edits to a Service Advisor and a Service Technician", async () => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        for (const client of [shop.advisor.client, tech()]) {
          const response = await client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody());
          expect(response.status).toBe(403);
          expect(await errorOf(response)).toEqual({ code: "forbidden", message: "Your role does not allow this." });
        }
        expect(await storedEntries()).toEqual([]);
      });

      it.each([
        ["no reason", { reason: undefined }, "reason"],
        ["an empty reason", { reason: "   " }, "reason"],
        ["a reason over 500 characters", { reason: "r".repeat(501) }, "reason"],
        ["no technician", { technicianId: undefined }, "technicianId"],
        ["a technician who is not one", { technicianId: "no-such-user" }, "technicianId"],
        ["no job", { jobId: undefined }, "jobId"],
        ["a declined job", { jobId: "job-align" }, "jobId"],
        ["a start that is no time", { startedAt: "8 o'clock" }, "startedAt"],
        ["a stop that is no time", { stoppedAt: 5 }, "stoppedAt"],
        ["a stop before the start", { stoppedAt: `${day}T07:00:00.000Z` }, "stoppedAt"],
        ["a stop in the future", { stoppedAt: new Date(Date.now() + 2 * HOUR).toISOString() }, "stoppedAt"],
        ["a start in year 9999", { startedAt: "9999-01-01T00:00:00Z" }, "startedAt"],
      ])("refuses an added entry with %s (400 on the field, nothing stored)", async (_label, overrides, field) => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        const response = await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody(overrides));
        expect(response.status).toBe(400);
        expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toContain(field);
        expect(await storedEntries()).toEqual([]);
      });

      it.each([
        ["no reason", { reason: "" }, "reason"],
        ["no version", { version: undefined }, "version"],
        ["a version that is no number", { version: "1" }, "version"],
        ["a version past int4", { version: 2 ** 31 }, "version"],
        ["a stop before the start", { stoppedAt: `${day}T07:00:00.000Z` }, "stoppedAt"],
      ])("refuses an edit with %s (400, entry unchanged)", async (_label, overrides, field) => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        const { entry } = await bodyOf<{ entry: TimeEntry }>(await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody()));
        const before = await storedEntries();
        const response = await manager.client.request("PATCH", `/api/time-entries/${entry.id}`, {
          startedAt: `${day}T08:15:00.000Z`,
          stoppedAt: `${day}T09:30:00.000Z`,
          reason: "Fix",
          version: 1,
          ...overrides,
        });
        expect(response.status).toBe(400);
        expect(Object.keys((await errorOf(response)).details?.fields ?? {})).toContain(field);
        expect(await storedEntries()).toEqual(before);
      });

      it("refuses a delete without a reason (400, entry kept, nothing logged)", async () => {
        await stopEverything();
        const cardId = await approvedCard(shop);
        const { entry } = await bodyOf<{ entry: TimeEntry }>(await manager.client.request("POST", `/api/job-cards/${cardId}/time/entries`, addBody()));
        for (const body of [undefined, {}, { reason: "" }, { reason: 12 }]) {
          expect((await manager.client.request("DELETE", `/api/time-entries/${entry.id}`, body)).status).toBe(400);
        }
        expect(await storedEntries()).toHaveLength(1);
        const logged = await shop.t.database.db.select().from(jobCardEvents).where(eq(jobCardEvents.jobCardId, cardId));
        expect(logged.map((event) => event.kind)).toEqual(["time-added"]);
      });
    });
  });
}
