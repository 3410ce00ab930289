import { describe, expect, it } from "vitest";
import type { PublicEstimate, PublicFinding } from "@/shared/schemas/estimates";
import { dayText, earlierText } from "./finding-text";
import { inspectionSection } from "./render-findings";
import { toView } from "./to-view";

const finding = (fields: Partial<PublicFinding>): PublicFinding => ({
  itemId: "item",
  sectionName: "Brakes",
  name: "Item",
  rating: "Good",
  note: "",
  measuredValue: null,
  unit: null,
  photoIds: [],
  estimateJobId: null,
  earlier: null,
  ...fields,
});

const ESTIMATE: PublicEstimate = {
  version: 1,
  shopName: "Hill Garage",
  shopAddress: "",
  shopPhone: "",
  shopLogo: "",
  currencySymbol: "$",
  vin: "1HGCM82633A004352",
  customerName: "Casey Customer",
  jobs: [
    { id: "job-pads", name: "Replace front pads", totalCents: 20_000, lines: [] },
    { id: "job-wipers", name: "Wiper blades", totalCents: 5_000, lines: [] },
  ],
  subtotalCents: 25_000,
  discountCents: 0,
  taxRateBp: 0,
  taxCents: 0,
  totalCents: 25_000,
  sentAt: "2026-11-26T05:00:00.000Z",
  expiresAt: "2026-12-10T05:00:00.000Z",
  // As the server freezes them: Urgent, then Needs Attention, then Good.
  findings: [
    finding({
      itemId: "pads",
      name: "Front pads",
      rating: "Urgent",
      note: "Metal on metal soon",
      measuredValue: 2,
      unit: "mm",
      photoIds: ["photo-1", "photo-2"],
      estimateJobId: "job-pads",
      earlier: { value: 4, measuredAt: "2026-03-12T10:00:00.000Z" },
    }),
    finding({ itemId: "wipers", sectionName: "Visibility", name: "Wipers", rating: "Needs Attention", note: "Streaking", photoIds: ["photo-3"], estimateJobId: "job-wipers" }),
    finding({ itemId: "tread", sectionName: "Tires", name: "Tread", measuredValue: 7, unit: "mm" }),
    finding({ itemId: "horn", sectionName: "Electrical", name: "Horn" }),
  ],
  decision: null,
};

function mounted(): HTMLElement {
  const section = inspectionSection(toView(ESTIMATE, "the-token"));
  if (section === false) throw new Error("No inspection section was drawn.");
  document.body.replaceChildren(section);
  return section;
}

describe("the inspection on the customer's page", () => {
  it("comes under the heading Inspection: Urgent, then Needs Attention, then Good folded with its count", () => {
    const section = mounted();
    expect(section.querySelector("h2")?.textContent).toBe("Inspection");
    expect([...section.querySelectorAll("h3, summary")].map((heading) => heading.textContent)).toEqual(["Urgent (1)", "Needs Attention (1)", "Good (2)"]);
    expect([...section.querySelectorAll("h4")].map((name) => name.textContent)).toEqual(["Front pads", "Wipers", "Tread", "Horn"]);
    const good = section.querySelector("details");
    expect(good?.open).toBe(false);
    expect([...good!.querySelectorAll("h4")].map((name) => name.textContent)).toEqual(["Tread", "Horn"]);
  });

  it("says each rating in words, with the note, the measurement, the earlier value and the job it became", () => {
    const pads = mounted().querySelector<HTMLElement>('[data-item="pads"]')!;
    expect(pads.querySelector(".rating")?.textContent).toBe("Urgent");
    expect(pads.querySelector(".note")?.textContent).toBe("Metal on metal soon");
    expect(pads.querySelector(".measurement")?.textContent).toBe("Measured: 2 mm");
    expect(pads.querySelector(".earlier")?.textContent).toBe(`4 mm on ${dayText("2026-03-12T10:00:00.000Z")}, 2 mm today`);
    const job = pads.querySelector<HTMLAnchorElement>(".became a")!;
    expect(job.textContent).toBe("Replace front pads");
    expect(job.getAttribute("href")).toBe("#job-job-pads");
  });

  it("shows photos as thumbnails read through the link, each enlarged in a dialog with a Close button", () => {
    const section = mounted();
    const thumbs = [...section.querySelectorAll<HTMLButtonElement>('[data-item="pads"] button.thumb')];
    expect(thumbs.map((thumb) => thumb.getAttribute("aria-label"))).toEqual(["Enlarge photo 1 of 2 of Front pads", "Enlarge photo 2 of 2 of Front pads"]);
    expect(thumbs[0]!.querySelector("img")?.getAttribute("src")).toBe("/api/public/estimates/the-token/photos/photo-1");
    thumbs[1]!.click();
    const dialog = document.getElementById("photo-dialog") as HTMLDialogElement;
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/api/public/estimates/the-token/photos/photo-2");
    expect(dialog.querySelector("img")?.getAttribute("alt")).toBe("Photo 2 of 2 of Front pads");
    const close = dialog.querySelector<HTMLButtonElement>("button.close")!;
    expect(close.textContent).toBe("Close");
    close.click();
    expect(dialog.hasAttribute("open")).toBe(false);
  });

  it("draws nothing when the version has no findings", () => {
    expect(inspectionSection(toView({ ...ESTIMATE, findings: [] }, "the-token"))).toBe(false);
  });
});

describe("the earlier measurement's words", () => {
  const earlier = { value: 4, measuredAt: "2026-03-12T10:00:00.000Z" };
  it("names the earlier value and its date, then today's", () => {
    expect(earlierText({ earlier, measuredValue: 2, unit: "mm" }, "en-GB")).toBe("4 mm on 12 Mar 2026, 2 mm today");
    expect(earlierText({ earlier, measuredValue: 2.5, unit: "mm" }, "en-US")).toBe("4 mm on Mar 12, 2026, 2.5 mm today");
  });
  it("names only the earlier value when nothing was measured now, and nothing without an earlier one", () => {
    expect(earlierText({ earlier, measuredValue: null, unit: "mm" }, "en-GB")).toBe("4 mm on 12 Mar 2026");
    expect(earlierText({ earlier: null, measuredValue: 2, unit: "mm" }, "en-GB")).toBe("");
  });
  it("writes a value without a unit as the number alone", () => {
    expect(earlierText({ earlier: { ...earlier, value: 12.6 }, measuredValue: 12.1, unit: null }, "en-GB")).toBe("12.6 on 12 Mar 2026, 12.1 today");
  });
});
