import { describe, expect, it } from "vitest";
import type { EstimateJob } from "@/shared/schemas/estimates";
import { rebaseDraft, type EstimateDraft } from "./estimate-draft";

const job = (id: string, name: string): EstimateJob => ({
  id,
  name,
  lines: [{ id: `${id}-labor`, kind: "labor", description: name, hoursTenths: 10, rateCents: 12000 }],
});
const draft = (jobs: EstimateJob[], discountCents = 0): EstimateDraft => ({ discountCents, jobs });

describe("rebaseDraft", () => {
  const base = draft([job("a", "Brakes"), job("b", "Oil change")]);

  it("keeps the typing here and takes a job added elsewhere", () => {
    const mine = draft([job("a", "Front brakes"), job("b", "Oil change")]);
    const theirs = draft([...base.jobs, job("c", "Wiper blades")]);
    expect(rebaseDraft(base, mine, theirs)).toEqual(draft([job("a", "Front brakes"), job("b", "Oil change"), job("c", "Wiper blades")]));
  });

  it("keeps a job added here after the newer version's jobs, and a removal from either side", () => {
    const mine = draft([job("a", "Brakes"), job("d", "Alignment")]);
    const theirs = draft([job("a", "Brakes"), job("b", "Oil change"), job("c", "Wipers")], 500);
    expect(rebaseDraft(base, mine, theirs)).toEqual(draft([job("a", "Brakes"), job("c", "Wipers"), job("d", "Alignment")], 500));
    expect(rebaseDraft(base, base, draft([job("b", "Oil change")]))).toEqual(draft([job("b", "Oil change")]));
  });

  it("merges nothing when both sides changed the same job or the discount differently", () => {
    expect(rebaseDraft(base, draft([job("a", "Mine"), job("b", "Oil change")]), draft([job("a", "Theirs"), job("b", "Oil change")]))).toBeNull();
    expect(rebaseDraft(base, draft(base.jobs, 100), draft(base.jobs, 200))).toBeNull();
    // Changed here, removed elsewhere.
    expect(rebaseDraft(base, draft([job("a", "Mine"), job("b", "Oil change")]), draft([job("b", "Oil change")]))).toBeNull();
  });

  it("takes the same change made on both sides as one", () => {
    const both = draft([job("a", "Front brakes"), job("b", "Oil change")], 300);
    expect(rebaseDraft(base, both, both)).toEqual(both);
  });
});
