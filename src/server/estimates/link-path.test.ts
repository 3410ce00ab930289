import { describe, expect, it } from "vitest";
import { withoutLinkToken } from "./link-path";

describe("withoutLinkToken", () => {
  it("masks the token of the customer's page and of its API, and leaves other paths alone", () => {
    expect(withoutLinkToken("/estimate/abcDEF-_123")).toBe("/estimate/[token]");
    expect(withoutLinkToken("/api/public/estimates/abcDEF-_123")).toBe("/api/public/estimates/[token]");
    expect(withoutLinkToken("/api/public/estimates/abc/decision")).toBe("/api/public/estimates/[token]/decision");
    expect(withoutLinkToken("/api/job-cards/1/estimate")).toBe("/api/job-cards/1/estimate");
  });
});
