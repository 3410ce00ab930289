import { describe, expect, it } from "vitest";
import { estimateDraftInputSchema, publicDecisionInputSchema, shopPricingInputSchema } from "./estimates";

const labor = (id: string, hoursTenths: number) => ({ id, kind: "labor", description: "Replace pads", hoursTenths, rateCents: 10_000 });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe("estimate schemas", () => {
  it("takes a draft in whole units and fills the defaults", () => {
    const parsed = estimateDraftInputSchema.parse({ rowVersion: 0, jobs: [{ id: "j", name: "Brakes", lines: [labor("l", 20)] }] });
    expect(parsed.discountCents).toBe(0);
    expect(parsed.jobs[0]?.lines[0]).toEqual(labor("l", 20));
  });

  it("refuses fractions, negatives, repeated ids and a discount above the subtotal, each with its message", () => {
    const job = (lines: unknown[]) => ({ rowVersion: 0, jobs: [{ id: "j", name: "Brakes", lines }] });
    expect(messages(estimateDraftInputSchema.safeParse(job([labor("l", 2.5)])))).toEqual(["Hours must be a whole number."]);
    expect(messages(estimateDraftInputSchema.safeParse(job([{ id: "f", kind: "fee", description: "Disposal", amountCents: -1 }])))).toEqual(["Amount cannot be negative."]);
    expect(messages(estimateDraftInputSchema.safeParse(job([labor("l", 10), labor("l", 10)])))).toEqual(["Each line needs its own id."]);
    expect(messages(estimateDraftInputSchema.safeParse({ ...job([labor("l", 10)]), discountCents: 10_001 }))).toEqual([
      "The discount cannot be more than the subtotal.",
    ]);
    expect(messages(estimateDraftInputSchema.safeParse(job([{ id: "x", kind: "tyre" }])))).toEqual(["A line is labor, part or fee."]);
    expect(messages(estimateDraftInputSchema.safeParse(job([{ ...labor("l", 10), hoursTenths: "10" }])))).toEqual(["Hours must be a number."]);
  });

  it("refuses an estimate whose total would not fit whole cents below 2^31", () => {
    const big = { id: "p", kind: "part", partName: "Engine", quantityHundredths: 999_999, unitCostCents: 0, unitPriceCents: 10_000_000 };
    expect(messages(estimateDraftInputSchema.safeParse({ rowVersion: 0, jobs: [{ id: "j", name: "Engine", lines: [big] }] }))).toEqual([
      "The estimate's total is too large.",
    ]);
  });

  it("asks the customer for a name and the authorisation", () => {
    const result = publicDecisionInputSchema.safeParse({ decisions: [{ jobId: "j", decision: "approved" }], name: " ", authorised: false });
    expect(messages(result)).toEqual(["Your name is required.", "Tick I authorise this work."]);
  });

  it("keeps a link's lifetime between 1 and 365 days", () => {
    const pricing = { defaultLaborRateCents: 0, partsMarkupBp: 0, taxRateBp: 0, taxLabor: false, taxParts: false, taxFees: false };
    expect(messages(shopPricingInputSchema.safeParse({ ...pricing, linkLifetimeDays: 0 }))).toEqual(["A link lasts at least 1 day."]);
    expect(shopPricingInputSchema.parse({ ...pricing, linkLifetimeDays: 14 }).shopName).toBe("");
  });
});
