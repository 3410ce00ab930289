import { describe, expect, it } from "vitest";
import { formatHundredths, formatTenthsOfHours } from "./quantities";
import { readDecisionForm } from "./read-form";
import { decisionForm, decisionSummary, estimateHeader } from "./render-estimate";
import type { EstimateView } from "./view-model";

const ESTIMATE: EstimateView = {
  shopName: "Hill Garage",
  shopLogo: "",
  shopContact: "",
  currencySymbol: "$",
  vin: "1HGCM82633A004352",
  customer: "Casey Customer",
  findings: [],
  jobs: [
    { id: "brakes", name: "Front brakes", totalCents: 20000, decision: null, lines: [{ description: "Pads", detail: "", amount: "2.0 h", unitPriceCents: 10000, totalCents: 20000 }] },
    { id: "wipers", name: "Wipers", totalCents: 5000, decision: null, lines: [{ description: "Blade", detail: "", amount: "2", unitPriceCents: 2500, totalCents: 5000 }] },
  ],
  subtotalCents: 25000,
  discountCents: 0,
  taxCents: 0,
  totalCents: 25000,
  signed: null,
};

function mounted(estimate: EstimateView): HTMLFormElement {
  const form = decisionForm(estimate);
  document.body.replaceChildren(form);
  return form;
}

const choose = (form: HTMLFormElement, jobId: string, value: string) =>
  form.querySelector<HTMLInputElement>(`input[name="decision-${jobId}"][value="${value}"]`)!.click();

describe("the customer's decision form", () => {
  it("shows each line's price and total with the currency symbol and two decimals", () => {
    const form = mounted(ESTIMATE);
    expect(form.querySelector("table")?.textContent).toContain("Pads2.0 h$100.00$200.00");
    expect(form.textContent).toContain("Total$250.00");
  });

  it("shows the shop's logo, named, and the shop's own currency symbol when the sender had them", () => {
    const logo = "data:image/png;base64,iVBORw0KGgo=";
    const branded = { ...ESTIMATE, shopLogo: logo, currencySymbol: "€" };
    const header = estimateHeader(branded);
    expect(header.querySelector("img")?.getAttribute("src")).toBe(logo);
    expect(header.querySelector("img")?.getAttribute("alt")).toBe("Hill Garage logo");
    expect(estimateHeader(ESTIMATE).querySelector("img")).toBeNull();
    expect(mounted(branded).textContent).toContain("Total€250.00");
  });

  it("names what is missing, in order: a choice per job, the name, the authorisation", () => {
    const form = mounted(ESTIMATE);
    expect(readDecisionForm(form, ESTIMATE)).toMatchObject({ ok: false, message: "Choose Approve or Decline for every job." });
    choose(form, "brakes", "approved");
    choose(form, "wipers", "declined");
    expect(readDecisionForm(form, ESTIMATE)).toMatchObject({ ok: false, message: "Enter your name." });
    form.querySelector<HTMLInputElement>("#signer-name")!.value = "  Casey  ";
    expect(readDecisionForm(form, ESTIMATE)).toMatchObject({ ok: false, message: "Tick I authorise this work to submit your decision." });
    form.querySelector<HTMLInputElement>('input[name="authorised"]')!.click();
    expect(readDecisionForm(form, ESTIMATE)).toEqual({
      ok: true,
      body: { decisions: [{ jobId: "brakes", decision: "approved" }, { jobId: "wipers", decision: "declined" }], name: "Casey", authorised: true },
    });
  });

  it("after the decision shows Thank you and each job's decision, with nothing left to change", () => {
    const decided: EstimateView = {
      ...ESTIMATE,
      jobs: [{ ...ESTIMATE.jobs[0]!, decision: "approved" }, { ...ESTIMATE.jobs[1]!, decision: "declined" }],
      signed: { name: "Casey", at: "2026-11-26T05:00:00.000Z" },
    };
    const summary = decisionSummary(decided, true);
    expect(summary.querySelector("h2")?.textContent).toBe("Thank you");
    expect([...summary.querySelectorAll(".status")].map((status) => status.textContent)).toEqual(["Approved", "Declined"]);
    expect(summary.querySelectorAll("input, button")).toHaveLength(0);
  });
});

describe("hours and quantities without float arithmetic", () => {
  it.each([
    [20, "2.0 h"],
    [5, "0.5 h"],
    [123, "12.3 h"],
  ])("%i tenths of an hour read %s", (tenths, text) => expect(formatTenthsOfHours(tenths)).toBe(text));
  it.each([
    [200, "2"],
    [150, "1.5"],
    [1, "0.01"],
    [1025, "10.25"],
  ])("%i hundredths read %s", (hundredths, text) => expect(formatHundredths(hundredths)).toBe(text));
});
