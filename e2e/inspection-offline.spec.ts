import { MULTI_POINT_INSPECTION_ID } from "../src/shared/constants/inspections";
import { MULTI_POINT_INSPECTION } from "../src/shared/inspections/multi-point-inspection";
import { INSPECTION_COMPLETED } from "../src/shared/schemas/inspections";
import type { JobCard } from "../src/shared/schemas/job-card-responses";
import { createAccount, post } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

const PHOTO = new URL("./fixtures/brake-pad.png", import.meta.url).pathname;

/**
 * The inspection with the bay's Wi-Fi down: a technician on a 375 x 800 touch phone rates
 * two items and photographs one without a connection; the header counts what waits, and once the
 * connection returns the Advisor's open repair order shows the ratings and the photo.
 */
test("a Service Technician's ratings and photo made offline reach the Advisor's open repair order without a reload", async ({
  browser,
  adminRequest,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const token = uniqueToken();
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const tech = await phone.newPage();
    const technician = await createAccount(tech, adminRequest, "Service Technician", `Tia Offline ${token}`);
    const advisorPage = await desk.newPage();
    await createAccount(advisorPage, adminRequest, "Service Advisor", `Sam Online ${token}`);
    const { jobCard } = (await post(adminRequest, "/api/job-cards", {
      vin: `OFFLINE${token}`.slice(0, 17),
      customerName: `Carla ${token}`,
      serviceDescription: "Multi-point inspection",
      assignedTechnicianId: technician.userId,
    })) as { jobCard: JobCard };
    await post(adminRequest, `/api/job-cards/${jobCard.id}/inspection`, { templateId: MULTI_POINT_INSPECTION_ID });

    await tech.goto(`/jobcards/${jobCard.id}`);
    const inspection = tech.getByRole("region", { name: "Inspection" });
    const oil = inspection.getByRole("group", { name: "Engine oil level and condition", exact: true });
    const pads = inspection.getByRole("group", { name: "Front brake pads", exact: true });
    await expect(oil.getByRole("button", { name: "Good" })).toBeVisible();

    await advisorPage.goto(`/jobcards/${jobCard.id}`);
    const reviewed = advisorPage.getByRole("region", { name: "Inspection" });
    await expect(reviewed.getByRole("group", { name: "Front brake pads", exact: true }).getByRole("button", { name: "Urgent" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    // No connection: two ratings and a photo wait on the device, shown at once, and the header counts them.
    await phone.setOffline(true);
    await oil.getByRole("button", { name: "Good" }).tap();
    await pads.getByRole("button", { name: "Urgent" }).tap();
    await pads.getByLabel("Note").fill("Worn to the wear indicator");
    await pads.getByLabel("Note").blur();
    await pads.getByLabel("Take photo of Front brake pads").setInputFiles(PHOTO);
    await expect(oil.getByRole("button", { name: "Good" })).toHaveAttribute("aria-pressed", "true");
    await expect(oil.getByText("Waiting for the connection")).toBeVisible();
    await expect(pads.getByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
    await expect(pads.getByLabel("Note")).toHaveValue("Worn to the wear indicator");
    await expect(pads.getByRole("img", { name: "Photo 1 of Front brake pads, waiting for the connection" })).toBeVisible();
    await expect(tech.getByRole("status").filter({ hasText: "Offline: 3 changes waiting" })).toBeVisible();
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Back online: all three reach the server, and the Advisor's open page shows them.
    await phone.setOffline(false);
    await expect(tech.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveCount(0);
    await expect(pads.getByRole("img", { name: "Photo 1 of Front brake pads", exact: true })).toBeVisible();
    await expect(oil.getByText("Waiting for the connection")).toHaveCount(0);
    const advisorPads = reviewed.getByRole("group", { name: "Front brake pads", exact: true });
    await expect(advisorPads.getByRole("button", { name: "Urgent" })).toHaveAttribute("aria-pressed", "true");
    await expect(advisorPads.getByRole("img", { name: "Photo 1 of Front brake pads", exact: true })).toBeVisible();
    await expect(reviewed.getByRole("group", { name: "Engine oil level and condition", exact: true }).getByRole("button", { name: "Good" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  } finally {
    await phone.close();
    await desk.close();
  }
});

test("an offline rating and photo that arrive after the inspection was completed are refused, said on the phone and dropped", async ({
  browser,
  adminRequest,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const token = uniqueToken();
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  try {
    const tech = await phone.newPage();
    const technician = await createAccount(tech, adminRequest, "Service Technician", `Tia Late ${token}`);
    const { jobCard } = (await post(adminRequest, "/api/job-cards", {
      vin: `LATE${token}`.slice(0, 17),
      customerName: `Carla ${token}`,
      serviceDescription: "Multi-point inspection",
      assignedTechnicianId: technician.userId,
    })) as { jobCard: JobCard };
    const path = `/api/job-cards/${jobCard.id}/inspection`;
    await post(adminRequest, path, { templateId: MULTI_POINT_INSPECTION_ID });

    await tech.goto(`/jobcards/${jobCard.id}`);
    const pads = tech.getByRole("region", { name: "Inspection" }).getByRole("group", { name: "Front brake pads", exact: true });
    await expect(pads.getByRole("button", { name: "Urgent" })).toBeVisible();
    await phone.setOffline(true);
    await pads.getByRole("button", { name: "Urgent" }).tap();
    await pads.getByLabel("Take photo of Front brake pads").setInputFiles(PHOTO);
    await expect(tech.getByRole("status").filter({ hasText: "Offline: 2 changes waiting" })).toBeVisible();

    // Meanwhile the inspection is completed elsewhere: every item skipped.
    for (const item of MULTI_POINT_INSPECTION.sections.flatMap((section) => section.items)) {
      const response = await adminRequest.fetch(`${path}/items/${item.id}`, {
        method: "PUT",
        data: { rating: null, skipped: true, note: "", measuredValue: null },
        headers: { origin: process.env.E2E_BASE_URL! },
      });
      expect(response.status()).toBe(200);
    }
    await post(adminRequest, `${path}/complete`, {});

    await phone.setOffline(false);
    await expect(tech.getByText("An inspection item saved offline was not saved")).toBeVisible();
    await expect(tech.getByText("The photo of Front brake pads taken offline was not added")).toBeVisible();
    await expect(tech.getByText(INSPECTION_COMPLETED).first()).toBeVisible();
    await expect(tech.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveCount(0);
    // Dropped: the completed inspection shows the item as completed, with no photo waiting.
    await expect(pads.getByText("Skipped")).toBeVisible();
    await expect(pads.getByRole("img")).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
