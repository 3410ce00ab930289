import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import type { JobCard } from "../src/shared/schemas/job-card-responses";
import { post, registerStaff } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { customerDecision, estimateSection, staffJob } from "./support/estimate-pages";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

const PHOTO = fs.readFileSync(new URL("./fixtures/brake-pad.png", import.meta.url));

/** What one visit does to an item of the brake check: a rating or a measured value, a note, a photo. */
type Visit = Record<string, { rating?: string; measuredValue?: number; note?: string; photo?: boolean }>;

async function send(request: APIRequestContext, method: "PUT" | "POST", path: string, data: unknown, contentType?: string) {
  const response = await request.fetch(path, {
    method,
    data,
    headers: { origin: process.env.E2E_BASE_URL!, ...(contentType ? { "content-type": contentType } : {}) },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
}

/**
 * The customer side of an inspection: a vehicle measured at an earlier visit comes back;
 * its completed inspection has two findings with photos and a measurement, and one more with a
 * photo; the Advisor adds the three to the estimate and sends it. The customer, on a phone with
 * no account, sees the findings most pressing first, enlarges a photo, reads the earlier value
 * beside today's, and approves two jobs and declines one.
 */
test("the customer sees the inspection's findings with photos and the earlier measurement, then approves two jobs and declines one", async ({
  page,
  browser,
  adminRequest,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const vin = `DVI${token}`.slice(0, 17);
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Tess Tech ${token}`);
  const { template } = (await post(adminRequest, "/api/inspection-templates", {
    name: `Brake check ${token}`,
    sections: [
      {
        id: "brakes",
        name: "Brakes",
        items: [
          { id: "pads", name: "Front pads", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 }, suggestedCannedJobId: null },
          { id: "rotors", name: "Rotors", measurement: null, suggestedCannedJobId: null },
        ],
      },
      {
        id: "outside",
        name: "Outside",
        items: [
          { id: "wipers", name: "Wiper blades", measurement: null, suggestedCannedJobId: null },
          { id: "tread", name: "Tire tread", measurement: { unit: "mm", worseWhen: "lower", attentionAt: 3, urgentAt: 2 }, suggestedCannedJobId: null },
          { id: "horn", name: "Horn", measurement: null, suggestedCannedJobId: null },
        ],
      },
    ],
  })) as { template: { id: string } };

  /** A card of the vehicle with the brake check done as the visit says, and completed. */
  async function inspectedCard(visit: Visit): Promise<string> {
    const { jobCard } = (await post(adminRequest, "/api/job-cards", {
      vin,
      customerName: `Casey ${token}`,
      serviceDescription: "Brake check",
      assignedTechnicianId: technician.userId,
    })) as { jobCard: JobCard };
    const path = `/api/job-cards/${jobCard.id}/inspection`;
    await post(adminRequest, path, { templateId: template.id });
    for (const [itemId, { photo, ...change }] of Object.entries(visit)) {
      if (photo) await send(adminRequest, "POST", `${path}/items/${itemId}/photos`, PHOTO, "image/png");
      await send(adminRequest, "PUT", `${path}/items/${itemId}`, { rating: null, skipped: false, note: "", measuredValue: null, ...change });
    }
    await post(adminRequest, `${path}/complete`, {});
    return jobCard.id;
  }

  // The earlier visit: pads 5 mm, nothing to do.
  await inspectedCard({ pads: { measuredValue: 5 }, rotors: { rating: "Good" }, wipers: { rating: "Good" }, tread: { measuredValue: 8 }, horn: { rating: "Good" } });
  const cardId = await inspectedCard({
    pads: { measuredValue: 1.5, note: "Down to the wear indicator", photo: true },
    rotors: { rating: "Urgent", note: "Deep grooves", photo: true },
    wipers: { rating: "Needs Attention", note: "Streaking", photo: true },
    tread: { measuredValue: 7 },
    horn: { rating: "Good" },
  });

  // The Advisor adds the three findings to the estimate and sends it.
  await loginAs("Service Advisor", `Avery Advisor ${token}`);
  await page.goto(`/jobcards/${cardId}`);
  const inspection = page.getByRole("region", { name: "Inspection", exact: true });
  for (const name of ["Front pads", "Rotors", "Wiper blades"]) {
    await inspection.getByRole("button", { name: `Add ${name} to estimate` }).click();
    await expect(inspection.getByRole("button", { name: `Add ${name} to estimate` })).toHaveCount(0);
  }
  await expect(inspection.getByText("On the estimate")).toHaveCount(3);
  const estimate = estimateSection(page.getByRole("main"));
  for (const name of ["Front pads", "Rotors", "Wiper blades"]) await expect(staffJob(estimate, name)).toBeVisible();
  await estimate.getByRole("button", { name: "Send for Approval" }).click();
  const sendDialog = page.getByRole("dialog", { name: "Send for Approval" });
  const linkField = sendDialog.getByLabel("Approval link");
  await expect(linkField).toHaveValue(/\/estimate\/[\w-]{22,}$/);
  const link = await linkField.inputValue();

  // The customer: a phone with touch and no account.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  try {
    const customer = await phone.newPage();
    await customer.goto(link);
    const findings = customer.getByRole("region", { name: "Inspection" });
    await expect(findings.getByRole("heading", { level: 2, name: "Inspection" })).toBeVisible();
    // Above the jobs.
    expect(await customer.evaluate(() => Boolean(document.querySelector(".inspection")!.compareDocumentPosition(document.querySelector("form")!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
    // Urgent, then Needs Attention, then Good folded away with its count.
    await expect(findings.locator("h3, summary")).toHaveText(["Urgent (2)", "Needs Attention (1)", "Good (2)"]);
    // Good's findings are in the page, folded (hidden from the accessibility tree until opened).
    await expect(findings.locator("h4")).toHaveText(["Front pads", "Rotors", "Wiper blades", "Tire tread", "Horn"]);
    await expect(findings.getByRole("heading", { level: 4, name: "Horn" })).toBeHidden();
    await findings.getByText("Good (2)").tap();
    await expect(findings.getByRole("heading", { level: 4, name: "Horn" })).toBeVisible();

    const pads = findings.getByRole("listitem").filter({ has: customer.getByRole("heading", { level: 4, name: "Front pads" }) });
    await expect(pads.getByText("Urgent", { exact: true })).toBeVisible();
    await expect(pads.getByText("Down to the wear indicator")).toBeVisible();
    await expect(pads.getByText("Measured: 1.5 mm")).toBeVisible();
    // The earlier visit was measured today as well, as the seeding runs now; the page writes dates in the reader's locale.
    const today = await customer.evaluate(() => new Date().toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" }));
    await expect(pads.getByText(`5 mm on ${today}, 1.5 mm today`)).toBeVisible();
    await expect(pads.getByRole("link", { name: "Front pads" })).toHaveAttribute("href", /^#job-/);

    // A photo enlarges when tapped, in a dialog with Close; by keyboard too.
    const thumb = pads.getByRole("button", { name: "Enlarge photo of Front pads" });
    await thumb.tap();
    const dialog = customer.getByRole("dialog", { name: "Photo of Front pads" });
    await expect(dialog).toBeVisible();
    const enlarged = dialog.getByRole("img", { name: "Photo of Front pads" });
    await expect.poll(() => enlarged.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoSeriousA11yViolations(customer, "a finding's photo enlarged at 375 px");
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(dialog).toBeHidden();
    await thumb.focus();
    await customer.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await customer.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();

    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(customer, "the customer's page with the inspection at 375 px");

    await customerDecision(customer, "Front pads").getByRole("radio", { name: "Approve" }).tap();
    await customerDecision(customer, "Rotors").getByRole("radio", { name: "Approve" }).tap();
    await customerDecision(customer, "Wiper blades").getByRole("radio", { name: "Decline" }).tap();
    await customer.getByLabel("Your name").fill(`Casey ${token}`);
    await customer.getByRole("checkbox", { name: "I authorise this work" }).tap();
    await customer.getByRole("button", { name: "Submit Decision" }).tap();
    await expect(customer.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await expect(customer.getByRole("region", { name: "Front pads", exact: true })).toContainText("Approved");
    await expect(customer.getByRole("region", { name: "Rotors", exact: true })).toContainText("Approved");
    await expect(customer.getByRole("region", { name: "Wiper blades", exact: true })).toContainText("Declined");
    // The findings stay above the decision.
    await expect(findings.getByRole("heading", { level: 2, name: "Inspection" })).toBeVisible();
  } finally {
    await phone.close();
  }
});
