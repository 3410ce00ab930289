import { MULTI_POINT_INSPECTION_ID } from "../src/shared/constants/inspections";
import { formatMoney } from "../src/shared/format/money";
import { MULTI_POINT_INSPECTION } from "../src/shared/inspections/multi-point-inspection";
import type { JobCard } from "../src/shared/schemas/job-card-responses";
import { createAccount, post } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { customerDecision, estimateSection, staffJob } from "./support/estimate-pages";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

const PHOTO = new URL("./fixtures/brake-pad.png", import.meta.url).pathname;
const money = (cents: number) => formatMoney(cents / 100);
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const FRONT_PADS = "Front brake pads";
const TIRE = "Left front tire tread";
const REAR_PADS = "Rear brake pads or shoes";

/**
 * The whole loop of an inspection, as a shop runs it. An earlier visit of the vehicle measured its
 * front pads at 5 mm. Now a Service Technician on a 375 x 800 touch phone runs the Multi-Point
 * Inspection: two items Urgent with a measurement and a photo each, one Needs Attention, the rest
 * Good, part of them with the bay's Wi-Fi down, and completes it. The Advisor adds the three
 * findings to the estimate, prices them and sends it. The customer, on a phone without an account,
 * sees the findings with photos and the earlier measurement, approves two and declines one. The
 * Manager's Inspection Report for the period shows the approval rate to the cent:
 * recommended 180.00 + 145.50 + 120.00 = 445.50, approved 180.00 + 145.50 = 325.50,
 * 325.50 / 445.50 = 73.0639...% -> 73.06%.
 */
test("an inspection runs from the technician's phone, partly offline, to the customer's decision and the Inspection Report", async ({
  browser,
  adminRequest,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const token = uniqueToken();
  const vin = `INSPECT${token}`.slice(0, 17);
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const customerPhone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const office = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const tech = await phone.newPage();
    const technicianName = `Tia Inspect ${token}`;
    const technician = await createAccount(tech, adminRequest, "Service Technician", technicianName);
    const advisorPage = await desk.newPage();
    await createAccount(advisorPage, adminRequest, "Service Advisor", `Sam Review ${token}`);

    // The earlier visit, by the same technician: the front pads measured 5 mm, the rest skipped.
    const earlier = (await post(adminRequest, "/api/job-cards", {
      vin,
      customerName: `Carla ${token}`,
      serviceDescription: "Last service",
      assignedTechnicianId: technician.userId,
    })) as { jobCard: JobCard };
    const earlierPath = `/api/job-cards/${earlier.jobCard.id}/inspection`;
    await post(adminRequest, earlierPath, { templateId: MULTI_POINT_INSPECTION_ID });
    for (const item of MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items)) {
      const measured = item.name === FRONT_PADS;
      const response = await adminRequest.fetch(`${earlierPath}/items/${item.id}`, {
        method: "PUT",
        data: { rating: null, skipped: !measured, note: "", measuredValue: measured ? 5 : null },
        headers: { origin: process.env.E2E_BASE_URL! },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await post(adminRequest, `${earlierPath}/complete`, {});

    const { jobCard } = (await post(adminRequest, "/api/job-cards", {
      vin,
      customerName: `Carla ${token}`,
      serviceDescription: "Multi-point inspection",
      assignedTechnicianId: technician.userId,
    })) as { jobCard: JobCard };

    await tech.goto(`/jobcards/${jobCard.id}`);
    const inspection = tech.getByRole("region", { name: "Inspection" });
    await expect(inspection.getByLabel("Template")).toHaveValue("multi-point-inspection");
    await inspection.getByRole("button", { name: "Start Inspection" }).tap();

    // Two Urgent, each with a measurement (which rates it) and a photo.
    for (const [name, value] of [
      [FRONT_PADS, "1.5"],
      [TIRE, "2"],
    ] as const) {
      const item = inspection.getByRole("group", { name, exact: true });
      await item.getByLabel(/^Measurement/).fill(value);
      await expect(item.getByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
      await item.getByLabel(`Take photo of ${name}`).setInputFiles(PHOTO);
      await expect(item.getByRole("img", { name: `Photo 1 of ${name}` })).toBeVisible();
    }
    // One Needs Attention, shown by its measurement.
    const rearPads = inspection.getByRole("group", { name: REAR_PADS, exact: true });
    await rearPads.getByLabel(/^Measurement/).fill("3");
    await expect(rearPads.getByRole("button", { name: "Needs Attention" })).toHaveAttribute("aria-pressed", "true");
    await expect(inspection.getByRole("button", { name: "Urgent", pressed: true })).toHaveCount(2);

    // Complete Inspection first says what stops it.
    await inspection.getByRole("button", { name: "Complete Inspection" }).tap();
    await expect(inspection.getByText("Engine oil level and condition: Rate it or skip it.")).toBeVisible();
    await expectNoSeriousA11yViolations(tech, "the Inspection section in progress at 375 px");

    // The rest are rated Good by thumb, the first six with the Wi-Fi down: they wait on the phone.
    const rated = new Set([FRONT_PADS, TIRE, REAR_PADS]);
    const rest = MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items).filter((candidate) => !rated.has(candidate.name));
    await expect(tech.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveCount(0);
    await phone.setOffline(true);
    for (const item of rest.slice(0, 6)) await inspection.getByRole("group", { name: item.name, exact: true }).getByRole("button", { name: "Good" }).tap();
    await expect(tech.getByRole("status").filter({ hasText: "Offline: 6 changes waiting" })).toBeVisible();
    await phone.setOffline(false);
    await expect(tech.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveCount(0);
    for (const item of rest.slice(6)) await inspection.getByRole("group", { name: item.name, exact: true }).getByRole("button", { name: "Good" }).tap();
    await expect(inspection.getByText(/stops? the inspection from being completed/)).toHaveCount(0);
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await inspection.getByRole("button", { name: "Complete Inspection" }).tap();
    await expect(inspection.getByText("Completed", { exact: true })).toBeVisible();
    await expect(inspection.getByRole("button", { name: "Good" })).toHaveCount(0);
    // A technician neither reopens it nor prices its findings.
    await expect(inspection.getByRole("button", { name: "Reopen" })).toHaveCount(0);
    await expect(inspection.getByRole("button", { name: /to estimate$/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(tech, "the completed Inspection section at 375 px");

    // The Advisor sees it completed, with the offline ratings, and adds the three findings to the estimate.
    await advisorPage.goto(`/jobcards/${jobCard.id}`);
    const reviewed = advisorPage.getByRole("region", { name: "Inspection" });
    await expect(reviewed.getByText("Completed", { exact: true })).toBeVisible();
    const pads = reviewed.getByRole("group", { name: FRONT_PADS, exact: true });
    await expect(pads.getByText("Urgent")).toBeVisible();
    await expect(pads.getByText("Measured 1.5 mm")).toBeVisible();
    await expect(pads.getByRole("img", { name: `Photo 1 of ${FRONT_PADS}` })).toBeVisible();
    await expect(reviewed.getByRole("group", { name: rest[0]!.name, exact: true }).getByText("Good")).toBeVisible();
    for (const name of [FRONT_PADS, TIRE, REAR_PADS]) {
      await reviewed.getByRole("button", { name: `Add ${name} to estimate` }).click();
      await expect(reviewed.getByRole("button", { name: `Add ${name} to estimate` })).toHaveCount(0);
    }
    await expect(reviewed.getByText("On the estimate")).toHaveCount(3);

    // Priced: labor for the pads, a tire, labor for the rear pads, once the editor holds all three
    // jobs (it starts again from each new version of the estimate, so no typing may precede one).
    const estimate = estimateSection(advisorPage.getByRole("main"));
    for (const name of [FRONT_PADS, TIRE, REAR_PADS]) await expect(staffJob(estimate, name)).toBeVisible();
    const labor = async (name: string, hours: string) => {
      const job = staffJob(estimate, name);
      await job.getByRole("button", { name: "Add Labor" }).click();
      const line = job.getByRole("group", { name: "Labor line" });
      await line.getByLabel("Description").fill(`Replace ${name.toLowerCase()}`);
      await line.getByLabel("Hours").fill(hours);
      await line.getByLabel("Rate").fill("120.00");
    };
    await labor(FRONT_PADS, "1.5");
    const tireJob = staffJob(estimate, TIRE);
    await expect(tireJob.getByText("From inspection: Urgent")).toBeVisible();
    await tireJob.getByRole("button", { name: "Add Part" }).click();
    const part = tireJob.getByRole("group", { name: "Part line" });
    await part.getByLabel("Part Name").fill("Tire 205/55 R16");
    await part.getByLabel("Quantity").fill("1");
    await part.getByLabel("Unit Cost").fill("90.00");
    await part.getByLabel("Unit Price").fill("145.50");
    await labor(REAR_PADS, "1.0");
    await expect(staffJob(estimate, FRONT_PADS).getByLabel(`Total of job ${FRONT_PADS}`)).toHaveText(money(18000));
    await expect(tireJob.getByLabel(`Total of job ${TIRE}`)).toHaveText(money(14550));
    await expect(staffJob(estimate, REAR_PADS).getByLabel(`Total of job ${REAR_PADS}`)).toHaveText(money(12000));
    await estimate.getByRole("button", { name: "Send for Approval" }).click();
    const sendDialog = advisorPage.getByRole("dialog", { name: "Send for Approval" });
    const linkField = sendDialog.getByLabel("Approval link");
    await expect(linkField).toHaveValue(/\/estimate\/[\w-]{22,}$/);
    const link = await linkField.inputValue();

    // The customer: the findings first, most pressing first, with photos and the earlier measurement.
    const customer = await customerPhone.newPage();
    await customer.goto(link);
    const findings = customer.getByRole("region", { name: "Inspection" });
    await expect(findings.locator("h3, summary")).toHaveText(["Urgent (2)", "Needs Attention (1)", `Good (${rest.length})`]);
    const padsFinding = findings.getByRole("listitem").filter({ has: customer.getByRole("heading", { level: 4, name: FRONT_PADS }) });
    const today = await customer.evaluate(() => new Date().toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" }));
    await expect(padsFinding.getByText(`5 mm on ${today}, 1.5 mm today`)).toBeVisible();
    await padsFinding.getByRole("button", { name: `Enlarge photo of ${FRONT_PADS}` }).tap();
    const enlarged = customer.getByRole("dialog", { name: `Photo of ${FRONT_PADS}` }).getByRole("img", { name: `Photo of ${FRONT_PADS}` });
    await expect.poll(() => enlarged.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await customer.getByRole("button", { name: "Close" }).tap();
    const tireFinding = findings.getByRole("listitem").filter({ has: customer.getByRole("heading", { level: 4, name: TIRE }) });
    await expect(tireFinding.getByRole("button", { name: `Enlarge photo of ${TIRE}` })).toBeVisible();
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(customer, "the customer's page with the findings at 375 px");
    await customerDecision(customer, FRONT_PADS).getByRole("radio", { name: "Approve" }).tap();
    await customerDecision(customer, TIRE).getByRole("radio", { name: "Approve" }).tap();
    await customerDecision(customer, REAR_PADS).getByRole("radio", { name: "Decline" }).tap();
    await customer.getByLabel("Your name").fill(`Carla ${token}`);
    await customer.getByRole("checkbox", { name: "I authorise this work" }).tap();
    await customer.getByRole("button", { name: "Submit Decision" }).tap();
    await expect(customer.getByRole("heading", { name: "Thank you" })).toBeVisible();

    // The Manager's Inspection Report for the period, for this technician: the approval rate to the cent.
    const manager = await office.newPage();
    await createAccount(manager, adminRequest, "Manager", `Mia Manager ${token}`);
    await manager.goto("/reports");
    await manager.getByLabel("From date").fill(utcDay(-1));
    await manager.getByLabel("To date").fill(utcDay(1));
    await manager.getByRole("article", { name: "Inspection Report" }).getByRole("button", { name: "Generate Report" }).click();
    const report = manager.getByRole("region", { name: "Inspection Report" });
    await report.getByLabel("Technician").selectOption({ label: technicianName });
    const total = report.getByRole("region", { name: "Total" });
    await expect(total.getByRole("definition")).toHaveText(["2", "2 (100.00%)", "1", "2", money(44550), money(32550), "73.06%", "None invoiced", "None invoiced"]);
  } finally {
    await phone.close();
    await desk.close();
    await customerPhone.close();
    await office.close();
  }
});
