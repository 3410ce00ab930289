import type { APIRequestContext } from "@playwright/test";
import type { Estimate, EstimateSent } from "../src/shared/schemas/estimates";
import type { AddedToEstimate } from "../src/shared/schemas/inspections";
import type { JobCard } from "../src/shared/schemas/job-card-responses";
import { createAccount, post, registerStaff } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { seedLocalRecords } from "./support/local-records";
import { uniqueToken } from "./support/unique-token";

const ORIGIN = () => ({ origin: process.env.E2E_BASE_URL! });

/** A first visit through the API: front pads measured 3 mm (Needs Attention), added to the estimate, sent, declined by the customer's link. */
async function declinedVisit(request: APIRequestContext, vin: string, technicianId: string): Promise<string> {
  const { jobCard } = (await post(request, "/api/job-cards", { vin, customerName: "Carla Customer", serviceDescription: "First visit", assignedTechnicianId: technicianId })) as {
    jobCard: JobCard;
  };
  await post(request, `/api/job-cards/${jobCard.id}/inspection`, { templateId: "multi-point-inspection" });
  const rated = await request.put(`/api/job-cards/${jobCard.id}/inspection/items/mpi-front-pads`, {
    data: { rating: null, skipped: false, note: "Wearing unevenly", measuredValue: 3 },
    headers: ORIGIN(),
  });
  expect(rated.status(), await rated.text()).toBe(200);
  const { jobId } = (await post(request, `/api/job-cards/${jobCard.id}/inspection/items/mpi-front-pads/estimate`, {})) as AddedToEstimate;
  const sent = (await post(request, `/api/job-cards/${jobCard.id}/estimate/send`, {})) as EstimateSent;
  const linkToken = new URL(sent.url).pathname.split("/").at(-1)!;
  await post(request, `/api/public/estimates/${linkToken}/decision`, { decisions: [{ jobId, decision: "declined" }], name: "Carla Customer", authorised: true });
  return jobCard.id;
}

/**
 * Declined work comes back: front pads the customer declined on a first visit show on the
 * vehicle's page and on its next repair order, where the Advisor, on a phone, adds them to that
 * estimate with Add to Estimate.
 */
test("a declined finding shows on the vehicle and on its next repair order, and Add to Estimate puts it on that estimate", async ({
  browser,
  adminRequest,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = uniqueToken();
  const vin = `REC${token}`.slice(0, 17).toUpperCase();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Tia Recs ${token}`);
  const firstCard = await declinedVisit(adminRequest, vin, technician.userId);
  const { jobCard: nextCard } = (await post(adminRequest, "/api/job-cards", {
    vin,
    customerName: "Carla Customer",
    serviceDescription: "Second visit",
    assignedTechnicianId: technician.userId,
  })) as { jobCard: JobCard };

  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  try {
    const page = await phone.newPage();
    await createAccount(page, adminRequest, "Service Advisor", `Sam Recs ${token}`);
    const vehicleId = `rec-${token}`;
    await seedLocalRecords(page, {
      path: "/",
      heading: "Dashboard Overview",
      vehicles: [{ id: vehicleId, make: "Honda", model: "Accord", year: 2019, licensePlate: `R-${token}`.slice(0, 10), vin, owner: { name: "Carla Customer" } }],
      services: [],
    });

    // The vehicle's page lists it, with the day it was declined and the measurement.
    await page.goto(`/vehicles/${vehicleId}`);
    const card = page.locator("[data-slot='card']").filter({ has: page.getByRole("heading", { name: "Recommendations" }) });
    const line = card.getByRole("listitem").filter({ hasText: "Front brake pads" });
    await expect(line).toContainText(/^Declined on .*\d{4}: Front brake pads, 3 mm/);
    await expect(line.getByText("Needs Attention")).toBeVisible();
    await expect(line.getByRole("link", { name: "Found on: First visit" })).toHaveAttribute("href", `/jobcards/${firstCard}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The next repair order shows it too, ready for Add to Estimate.
    await page.goto(`/jobcards/${nextCard.id}`);
    const section = page.getByRole("region", { name: "Recommendations" });
    await expect(section.getByRole("listitem")).toContainText(/Declined on .*\d{4}: Front brake pads, 3 mm/);
    await expectNoSeriousA11yViolations(page, "the Recommendations section at 375 px");
    await section.getByRole("button", { name: "Add Front brake pads to estimate" }).tap();
    await expect(section.getByText("On the estimate")).toBeVisible();
    await expect(section.getByRole("button", { name: "Add Front brake pads to estimate" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const { estimate } = (await (await adminRequest.get(`/api/job-cards/${nextCard.id}/estimate`)).json()) as { estimate: Estimate };
    expect(estimate.jobs.map((job) => [job.name, job.state, job.fromInspectionItem?.name ?? null])).toEqual([["Front brake pads", "Awaiting Approval", "Front brake pads"]]);
    // The first visit's own page does not offer it again.
    await page.goto(`/jobcards/${firstCard}`);
    await expect(page.getByRole("region", { name: "Inspection" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Recommendations" })).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
