import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { ActivityList } from "../../../src/shared/schemas/activity";
import type { Estimate, EstimateDraftInput, EstimateSent, EstimateWork, PublicEstimate } from "../../../src/shared/schemas/estimates";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import { TestClient } from "../test-client";
import { estimateDecisions, estimateVersions } from "../../../src/server/db/schema";
import { sendEstimate } from "../../../src/server/estimates/send-estimate";
import { outboxMailer } from "../outbox-mailer";
import type { DatabaseKind } from "../../../src/server/db/database";

/** The example: labor 2.0 h at 100.00, and two parts at 25.00 (cost 20.00). */
function draft(rowVersion: number, laborTenths = 20): EstimateDraftInput {
  return {
    rowVersion,
    discountCents: 0,
    jobs: [
      { id: "job-brakes", name: "Brakes", lines: [{ id: "l1", kind: "labor", description: "Replace pads", hoursTenths: laborTenths, rateCents: 10_000 }] },
      {
        id: "job-wipers",
        name: "Wipers",
        lines: [{ id: "p1", kind: "part", partName: "Wiper blade", partNumber: "WB-1", quantityHundredths: 200, unitCostCents: 2_000, unitPriceCents: 2_500 }],
      },
    ],
  };
}

const tokenOf = (sent: EstimateSent) => sent.url.split("/estimate/")[1]!;

/** Run on PGlite by src/server/routes/estimates/estimates.test.ts, on PostgreSQL by tests/system/postgres/estimates-postgres.test.ts. */
export function describeEstimates(kind: DatabaseKind): void {
  describe(`estimates on ${kind}`, () => {
    let shop: Shop;
    const events: ChangeEvent[] = [];
    const customer = () => new TestClient(shop.t.app);

    beforeAll(async () => {
      shop = await openShop(kind);
      shop.t.events.subscribe((event) => events.push(event));
      const pricing = await shop.admin.client.request("PUT", "/api/shop-pricing", {
        shopName: "Ace Auto",
        defaultLaborRateCents: 10_000,
        partsMarkupBp: 2_500,
        taxRateBp: 825,
        taxLabor: false,
        taxParts: true,
        taxFees: false,
        linkLifetimeDays: 14,
      });
      expect(pricing.status).toBe(200);
    });
    afterAll(() => shop?.t.close());

    async function newCard(fields: Record<string, unknown> = {}): Promise<string> {
      const response = await shop.advisor.client.request("POST", "/api/job-cards", {
        vin: "1HGCM82633A004352",
        customerName: "Carla Customer",
        serviceDescription: "Brakes squeal",
        assignedTechnicianId: shop.technician.profile.userId,
        ...fields,
      });
      expect(response.status).toBe(201);
      return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard.id;
    }

    async function save(cardId: string, body: EstimateDraftInput): Promise<Estimate> {
      const response = await shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, body);
      expect(response.status).toBe(200);
      return (await bodyOf<{ estimate: Estimate }>(response)).estimate;
    }

    async function send(cardId: string): Promise<EstimateSent> {
      const response = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`);
      expect(response.status).toBe(201);
      return bodyOf<EstimateSent>(response);
    }

    async function read(cardId: string): Promise<Estimate> {
      const response = await shop.advisor.client.request("GET", `/api/job-cards/${cardId}/estimate`);
      expect(response.status).toBe(200);
      return (await bodyOf<{ estimate: Estimate }>(response)).estimate;
    }

    const NO_BRANDING = { logoDataUrl: "", currencySymbol: "$" };
    const decide = (token: string, body: unknown) => customer().request("POST", `/api/public/estimates/${token}/decision`, body);
    const approveBrakesDeclineWipers = {
      decisions: [
        { jobId: "job-brakes", decision: "approved" },
        { jobId: "job-wipers", decision: "declined" },
      ],
      name: "Carla Customer",
      authorised: true,
    };

    it("put /job-cards/{id}/estimate prices the draft in whole cents and refuses a stale row version with 409", async () => {
      const cardId = await newCard();
      const saved = await save(cardId, draft(0));
      expect(saved.rowVersion).toBe(1);
      expect(saved.jobs.map((job) => [job.totalCents, job.state])).toEqual([
        [20_000, "Awaiting Approval"],
        [5_000, "Awaiting Approval"],
      ]);
      expect([saved.subtotalCents, saved.taxCents, saved.totalCents]).toEqual([25_000, 413, 25_413]);

      const stale = await shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, draft(0, 30));
      expect(stale.status).toBe(409);
      expect(((await errorOf(stale)).details?.current as Estimate).rowVersion).toBe(1);
      expect((await read(cardId)).jobs[0]?.totalCents).toBe(20_000);
    });

    it("send freezes a numbered version: the link shows it while edits go to a new draft, and sending again replaces the link (410)", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const first = await send(cardId);
      expect(first.version).toBe(1);
      expect(first.url).toMatch(/^http:\/\/localhost\/estimate\/[A-Za-z0-9_-]{43}$/);
      await expect.poll(() => events).toContainEqual({ resource: "estimates", action: "updated", id: cardId });

      const edited = await save(cardId, draft(1, 30));
      expect(edited.hasUnsentChanges).toBe(true);
      expect(edited.currentVersion).toBe(1);
      const shown = await customer().request("GET", `/api/public/estimates/${tokenOf(first)}`);
      expect(shown.status).toBe(200);
      const estimate = (await bodyOf<{ estimate: PublicEstimate }>(shown)).estimate;
      expect(estimate.version).toBe(1);
      expect(estimate.jobs[0]?.totalCents).toBe(20_000);
      expect(estimate.shopName).toBe("Ace Auto");
      expect(JSON.stringify(estimate)).not.toMatch(/cost/i);

      const second = await send(cardId);
      expect(second.version).toBe(2);
      const replaced = await customer().request("GET", `/api/public/estimates/${tokenOf(first)}`);
      expect(replaced.status).toBe(410);
      expect(await errorOf(replaced)).toEqual({ code: "estimate_replaced", message: "This estimate has been replaced" });
      const decisionOnOld = await decide(tokenOf(first), approveBrakesDeclineWipers);
      expect(decisionOnOld.status).toBe(410);
      expect((await bodyOf<{ estimate: PublicEstimate }>(await customer().request("GET", `/api/public/estimates/${tokenOf(second)}`))).estimate.jobs[0]?.totalCents).toBe(30_000);
      const stored = await shop.t.database.db.select().from(estimateDecisions);
      expect(stored.filter((row) => row.jobTotalCents === 20_000 && row.signerName === "Carla Customer" && row.method === "link")).toHaveLength(0);
    });

    it("a decision through the link is taken once (409 the second time), shows as job states and the authorised total, and reaches Recent Activity's event", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const sent = await send(cardId);
      events.length = 0;
      const first = await decide(tokenOf(sent), approveBrakesDeclineWipers);
      expect(first.status).toBe(201);
      expect((await bodyOf<{ estimate: PublicEstimate }>(first)).estimate.decision?.signerName).toBe("Carla Customer");
      await expect.poll(() => events).toContainEqual({ resource: "estimates", action: "updated", id: cardId });

      const again = await decide(tokenOf(sent), { ...approveBrakesDeclineWipers, decisions: approveBrakesDeclineWipers.decisions.map((item) => ({ ...item, decision: "approved" })) });
      expect(again.status).toBe(409);
      const estimate = await read(cardId);
      expect(estimate.jobs.map((job) => job.state)).toEqual(["Approved", "Declined"]);
      expect(estimate.authorisedTotalCents).toBe(20_000);
      expect(estimate.decisions).toHaveLength(2);
      const [row] = await shop.t.database.db.select().from(estimateDecisions).where(eq(estimateDecisions.jobId, "job-brakes"));
      expect(row?.clientAddress).toBeTruthy();

      const activity = await bodyOf<ActivityList>(await shop.advisor.client.request("GET", "/api/activity"));
      expect(activity.activity).toContainEqual(
        expect.objectContaining({ kind: "estimate_decision", id: cardId, status: "Approved in part", by: { name: "Carla Customer", email: "" } }),
      );
      expect(activity.activity.find((entry) => entry.id === cardId && entry.kind === "estimate_decision")?.label).toContain("approved 1 of 2 jobs");
      const technicianActivity = await bodyOf<ActivityList>(await shop.technician.client.request("GET", "/api/activity"));
      expect(technicianActivity.activity.filter((entry) => entry.kind === "estimate_decision")).toEqual([]);
    });

    it("two decisions sent at once through one link: one is taken, the other refused with 409", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const sent = await send(cardId);
      const statuses = (await Promise.all([decide(tokenOf(sent), approveBrakesDeclineWipers), decide(tokenOf(sent), approveBrakesDeclineWipers)])).map((r) => r.status);
      expect(statuses.sort()).toEqual([201, 409]);
      expect((await read(cardId)).decisions).toHaveLength(2);
    });

    it("an unknown or expired link is refused with 404 This estimate link is not valid", async () => {
      const unknown = await customer().request("GET", `/api/public/estimates/${"x".repeat(43)}`);
      expect(unknown.status).toBe(404);
      expect(await errorOf(unknown)).toEqual({ code: "estimate_link_invalid", message: "This estimate link is not valid" });

      const cardId = await newCard();
      await save(cardId, draft(0));
      const sent = await send(cardId);
      await shop.t.database.db.update(estimateVersions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(estimateVersions.version, sent.version));
      for (const response of [await customer().request("GET", `/api/public/estimates/${tokenOf(sent)}`), await decide(tokenOf(sent), approveBrakesDeclineWipers)]) {
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toBe("This estimate link is not valid");
      }
    });

    it("bad input is refused with a clear message and nothing is stored", async () => {
      const cardId = await newCard();
      const before = await read(cardId);
      const cases: [unknown, string][] = [
        [{ ...draft(0), jobs: [{ id: "j", name: "", lines: [] }] }, "Job name is required."],
        [{ ...draft(0), jobs: [{ id: "j", name: "A", lines: [{ id: "l", kind: "labor", description: "x", hoursTenths: 2.5, rateCents: 100 }] }] }, "Hours must be a whole number."],
        [{ ...draft(0), discountCents: 30_000 }, "The discount cannot be more than the subtotal."],
        [{ ...draft(0), jobs: [{ id: "j", name: "A", lines: [{ id: "l", kind: "fee", description: "x", amountCents: -5 }] }] }, "Amount cannot be negative."],
      ];
      for (const [body, message] of cases) {
        const response = await shop.advisor.client.request("PUT", `/api/job-cards/${cardId}/estimate`, body);
        expect(response.status).toBe(400);
        expect(JSON.stringify(await errorOf(response))).toContain(message);
      }
      expect(await read(cardId)).toEqual(before);
      const nothingToSend = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`);
      expect(nothingToSend.status).toBe(400);
      expect((await errorOf(nothingToSend)).message).toBe("Add a job before sending the estimate.");

      await save(cardId, draft(0));
      const sent = await send(cardId);
      const missingJob = await decide(tokenOf(sent), { ...approveBrakesDeclineWipers, decisions: [{ jobId: "job-brakes", decision: "approved" }] });
      expect(missingJob.status).toBe(400);
      expect((await errorOf(missingJob)).message).toBe("Choose Approve or Decline for every job.");
      const unsigned = await decide(tokenOf(sent), { ...approveBrakesDeclineWipers, authorised: false });
      expect(unsigned.status).toBe(400);
      expect(JSON.stringify(await errorOf(unsigned))).toContain("Tick I authorise this work.");
      const shown = (await bodyOf<{ estimate: PublicEstimate }>(await customer().request("GET", `/api/public/estimates/${tokenOf(sent)}`))).estimate;
      expect(shown.decision).toBeNull();
      expect((await read(cardId)).decisions).toEqual([]);
    });

    it("raising an approved job's total marks it Needs Re-approval and the authorised total stays what was approved", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const sent = await send(cardId);
      expect((await decide(tokenOf(sent), approveBrakesDeclineWipers)).status).toBe(201);
      const raised = await save(cardId, draft(1, 30));
      expect(raised.jobs[0]).toMatchObject({ state: "Needs Re-approval", totalCents: 30_000, approvedTotalCents: 20_000 });
      expect(raised.authorisedTotalCents).toBe(20_000);
      const lowered = await save(cardId, draft(2, 10));
      expect(lowered.jobs[0]?.state).toBe("Approved");
      expect(lowered.authorisedTotalCents).toBe(20_000);
    });

    it("record approval logs a phone decision on the last version sent", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const early = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
        method: "phone",
        signerName: "Carla",
        at: new Date().toISOString(),
        decisions: [{ jobId: "job-wipers", decision: "approved" }],
      });
      expect(early.status).toBe(409);
      await send(cardId);
      const recorded = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/approvals`, {
        method: "phone",
        signerName: "Carla",
        at: "2026-01-02T10:00:00.000Z",
        decisions: [{ jobId: "job-wipers", decision: "approved" }],
      });
      expect(recorded.status).toBe(201);
      const estimate = (await bodyOf<{ estimate: Estimate }>(recorded)).estimate;
      expect(estimate.jobs.map((job) => job.state)).toEqual(["Awaiting Approval", "Approved"]);
      expect(estimate.decisions[0]).toMatchObject({ method: "phone", signerName: "Carla", at: "2026-01-02T10:00:00.000Z", recordedBy: { name: "Sam Advisor" } });
      // Wipers 50.00 with 8.25% tax.
      expect(estimate.authorisedTotalCents).toBe(5_413);
    });

    it("get .../estimate/work shows the assigned technician the approved jobs' labor with no money field at all, and nobody else's cards", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const sent = await send(cardId);
      await decide(tokenOf(sent), approveBrakesDeclineWipers);
      const response = await shop.technician.client.request("GET", `/api/job-cards/${cardId}/estimate/work`);
      expect(response.status).toBe(200);
      const { work } = await bodyOf<{ work: EstimateWork }>(response);
      expect(work).toEqual({
        jobCardId: cardId,
        jobs: [{ id: "job-brakes", name: "Brakes", state: "Approved", fromInspectionItem: null, lines: [{ id: "l1", description: "Replace pads", hoursTenths: 20 }], parts: [] }],
      });
      const keys = JSON.stringify(work).match(/"(\w+)":/g) ?? [];
      expect(keys.filter((key) => /cents|price|cost|rate|total|amount|tax|discount/i.test(key))).toEqual([]);

      const otherCard = await newCard({ assignedTechnicianId: shop.otherTechnician.userId });
      const refused = await shop.technician.client.request("GET", `/api/job-cards/${otherCard}/estimate/work`);
      expect(refused.status).toBe(403);
      expect((await shop.technician.client.request("GET", `/api/job-cards/${cardId}/estimate`)).status).toBe(403);
    });

    it("send mails the link when the card has a customer e-mail and mail is configured, and only then", async () => {
      const userId = shop.advisor.profile.userId;
      const withEmail = await newCard({ customerContact: "carla@example.com" });
      await save(withEmail, draft(0));
      const delivering = outboxMailer({ delivers: true });
      const mailed = await sendEstimate(shop.t.database.db, withEmail, userId, NO_BRANDING, { appUrl: "http://localhost", mailer: delivering });
      expect(mailed.emailed).toBe(true);
      expect(delivering.sent).toEqual([expect.objectContaining({ to: "carla@example.com", link: mailed.url, subject: "Ace Auto: your estimate is ready for approval" })]);
      expect(delivering.sent[0]?.text).toContain(mailed.url);

      const mailOff = outboxMailer({ delivers: false });
      expect((await sendEstimate(shop.t.database.db, withEmail, userId, NO_BRANDING, { appUrl: "http://localhost", mailer: mailOff })).emailed).toBe(false);
      expect(mailOff.sent).toEqual([]);

      const withPhone = await newCard({ customerContact: "555-0100" });
      await save(withPhone, draft(0));
      const unused = outboxMailer({ delivers: true });
      expect((await sendEstimate(shop.t.database.db, withPhone, userId, NO_BRANDING, { appUrl: "http://localhost", mailer: unused })).emailed).toBe(false);
      expect(unused.sent).toEqual([]);
    });

    it("send freezes the sender's logo and currency symbol with the version, for the customer's page; a logo that is not an image is refused and nothing is sent", async () => {
      const cardId = await newCard();
      await save(cardId, draft(0));
      const logo = "data:image/png;base64,iVBORw0KGgo=";
      const refused = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`, { logoDataUrl: "javascript:alert(1)", currencySymbol: "€" });
      expect(refused.status).toBe(400);
      expect((await read(cardId)).currentVersion).toBeNull();

      const response = await shop.advisor.client.request("POST", `/api/job-cards/${cardId}/estimate/send`, { logoDataUrl: logo, currencySymbol: "€" });
      expect(response.status).toBe(201);
      const sent = await bodyOf<EstimateSent>(response);
      const shown = (await bodyOf<{ estimate: PublicEstimate }>(await customer().request("GET", `/api/public/estimates/${tokenOf(sent)}`))).estimate;
      expect(shown).toMatchObject({ shopLogo: logo, currencySymbol: "€" });

      // Sent without them (another client of the API): no logo, the default symbol.
      const plain = await send(cardId);
      expect((await bodyOf<{ estimate: PublicEstimate }>(await customer().request("GET", `/api/public/estimates/${tokenOf(plain)}`))).estimate).toMatchObject({
        shopLogo: "",
        currencySymbol: "$",
      });
    });

    it("canned jobs are saved, listed and deleted", async () => {
      const lines = draft(0).jobs[0]!.lines;
      const created = await shop.advisor.client.request("POST", "/api/canned-jobs", { name: "Front pads", lines });
      expect(created.status).toBe(201);
      const { cannedJob } = await bodyOf<{ cannedJob: { id: string; name: string } }>(created);
      const list = await bodyOf<{ cannedJobs: { id: string }[] }>(await shop.advisor.client.request("GET", "/api/canned-jobs"));
      expect(list.cannedJobs.map((job) => job.id)).toContain(cannedJob.id);
      expect((await shop.advisor.client.request("DELETE", `/api/canned-jobs/${cannedJob.id}`)).status).toBe(204);
      expect((await shop.advisor.client.request("DELETE", `/api/canned-jobs/${cannedJob.id}`)).status).toBe(404);
    });

    it("the public link answers without a session but stops a flood from one address with 429", async () => {
      const client = customer();
      let status = 0;
      for (let attempt = 0; attempt < 400 && status !== 429; attempt++) {
        status = (await client.request("GET", `/api/public/estimates/unknown-token`)).status;
      }
      expect(status).toBe(429);
    });
  });
}
