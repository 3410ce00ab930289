import { MULTI_POINT_INSPECTION } from "../src/shared/inspections/multi-point-inspection";
import type { JobCard } from "../src/shared/schemas/job-card-responses";
import { createAccount, post } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

const PHOTO = new URL("./fixtures/brake-pad.png", import.meta.url).pathname;

/**
 * The bay run of an inspection: a technician on a 375 x 800 touch phone runs the
 * Multi-Point Inspection with one thumb, two items Urgent with a photo and a measurement, one
 * Needs Attention, the rest Good, and completes it; the Advisor's page shows it completed.
 */
test("a Service Technician runs the Multi-Point Inspection on a phone and the Advisor sees it completed", async ({ browser, adminRequest, baseURL }) => {
  test.setTimeout(90_000);
  const token = uniqueToken();
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const tech = await phone.newPage();
    const technician = await createAccount(tech, adminRequest, "Service Technician", `Tia Inspect ${token}`);
    const advisorPage = await desk.newPage();
    await createAccount(advisorPage, adminRequest, "Service Advisor", `Sam Review ${token}`);
    const { jobCard } = (await post(adminRequest, "/api/job-cards", {
      vin: `INSPECT${token}`.slice(0, 17),
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
      ["Front brake pads", "1.5"],
      ["Left front tire tread", "2"],
    ] as const) {
      const item = inspection.getByRole("group", { name, exact: true });
      await item.getByLabel(/^Measurement/).fill(value);
      await expect(item.getByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
      await item.getByLabel(`Take photo of ${name}`).setInputFiles(PHOTO);
      await expect(item.getByRole("img", { name: `Photo 1 of ${name}` })).toBeVisible();
    }
    // One Needs Attention, shown by its measurement.
    const rearPads = inspection.getByRole("group", { name: "Rear brake pads or shoes", exact: true });
    await rearPads.getByLabel(/^Measurement/).fill("3");
    await expect(rearPads.getByRole("button", { name: "Needs Attention" })).toHaveAttribute("aria-pressed", "true");
    await expect(inspection.getByRole("button", { name: "Urgent", pressed: true })).toHaveCount(2);

    // Complete Inspection first says what stops it; then the rest are rated Good by thumb.
    await inspection.getByRole("button", { name: "Complete Inspection" }).tap();
    await expect(inspection.getByText("Engine oil level and condition: Rate it or skip it.")).toBeVisible();
    await expectNoSeriousA11yViolations(tech, "the Inspection section in progress at 375 px");
    const rated = new Set(["Front brake pads", "Left front tire tread", "Rear brake pads or shoes"]);
    for (const item of MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items).filter((candidate) => !rated.has(candidate.name))) {
      await inspection.getByRole("group", { name: item.name, exact: true }).getByRole("button", { name: "Good" }).tap();
    }
    await expect(inspection.getByText(/stops? the inspection from being completed/)).toHaveCount(0);
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await inspection.getByRole("button", { name: "Complete Inspection" }).tap();
    await expect(inspection.getByText("Completed", { exact: true })).toBeVisible();
    await expect(inspection.getByRole("button", { name: "Good" })).toHaveCount(0);
    // A technician does not reopen it.
    await expect(inspection.getByRole("button", { name: "Reopen" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(tech, "the completed Inspection section at 375 px");

    // The Advisor's page shows it completed, with its findings and photos, and offers Reopen.
    await advisorPage.goto(`/jobcards/${jobCard.id}`);
    const reviewed = advisorPage.getByRole("region", { name: "Inspection" });
    await expect(reviewed.getByText("Completed", { exact: true })).toBeVisible();
    const pads = reviewed.getByRole("group", { name: "Front brake pads", exact: true });
    await expect(pads.getByText("Urgent")).toBeVisible();
    await expect(pads.getByText("Measured 1.5 mm")).toBeVisible();
    await expect(pads.getByRole("img", { name: "Photo 1 of Front brake pads" })).toBeVisible();
    await expect(reviewed.getByRole("group", { name: "Rear brake pads or shoes", exact: true }).getByText("Needs Attention")).toBeVisible();
    await expect(reviewed.getByRole("button", { name: "Reopen" })).toBeVisible();
  } finally {
    await phone.close();
    await desk.close();
  }
});
