import type { Download } from "@playwright/test";
import fs from "node:fs";
import type { Estimate } from "../src/shared/schemas/estimates";
import { post, registerStaff } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

const ORIGIN = () => ({ origin: process.env.E2E_BASE_URL! });
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.use({ viewport: { width: 375, height: 740 } });

/**
 * A Manager on a phone reads the Inspection Report for one new technician, whose two repair
 * orders were made through the API: one with a completed inspection whose two findings became
 * estimate jobs (Pads 150.00 approved, Rotors 80.00 declined), one without. By hand: 1 of 2
 * inspected = 50.00%; recommended 230.00, approved 150.00, approval rate 150 / 230 = 65.217...%
 * -> 65.22%; nothing invoiced yet.
 */
test("a Manager reads one technician's Inspection Report on a phone, to the cent, and downloads it", async ({ page, loginAs, adminRequest, baseURL }) => {
  test.slow();
  const token = uniqueToken();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Rita Report ${token}`);
  const mm = { unit: "mm", worseWhen: "lower", attentionAt: 4, urgentAt: 2 };
  const { template } = (await post(adminRequest, "/api/inspection-templates", {
    name: `Report check ${token}`,
    sections: [{ id: "wear", name: "Wear", items: ["pads", "rotors", "tread"].map((id) => ({ id, name: id.toUpperCase(), measurement: mm, suggestedCannedJobId: null })) }],
  })) as { template: { id: string } };
  const card = async () =>
    ((await post(adminRequest, "/api/job-cards", { vin: `RPT${token}`.slice(0, 17), customerName: `Rae ${token}`, serviceDescription: "Service", assignedTechnicianId: technician.userId })) as {
      jobCard: { id: string };
    }).jobCard.id;

  const inspected = await card();
  const path = `/api/job-cards/${inspected}/inspection`;
  await post(adminRequest, path, { templateId: template.id });
  for (const [itemId, measuredValue] of [["pads", 1.5], ["rotors", 3], ["tread", 9]] as const) {
    const rated = await adminRequest.put(`${path}/items/${itemId}`, { data: { rating: null, skipped: false, note: "", measuredValue }, headers: ORIGIN() });
    expect(rated.status(), await rated.text()).toBe(200);
  }
  await post(adminRequest, `${path}/complete`, {});
  await post(adminRequest, `${path}/items/pads/estimate`, {});
  await post(adminRequest, `${path}/items/rotors/estimate`, {});
  const { estimate } = (await (await adminRequest.get(`/api/job-cards/${inspected}/estimate`)).json()) as { estimate: Estimate };
  const [pads, rotors] = estimate.jobs;
  const saved = await adminRequest.put(`/api/job-cards/${inspected}/estimate`, {
    data: {
      rowVersion: estimate.rowVersion,
      discountCents: 0,
      jobs: [
        { id: pads!.id, name: pads!.name, lines: [{ id: "l1", kind: "labor", description: "Replace pads", hoursTenths: 15, rateCents: 10_000 }] },
        { id: rotors!.id, name: rotors!.name, lines: [{ id: "f1", kind: "fee", description: "Resurface rotors", amountCents: 8_000 }] },
      ],
    },
    headers: ORIGIN(),
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await post(adminRequest, `/api/job-cards/${inspected}/estimate/send`, {});
  await post(adminRequest, `/api/job-cards/${inspected}/estimate/approvals`, {
    method: "phone",
    signerName: `Rae ${token}`,
    at: new Date().toISOString(),
    decisions: [
      { jobId: pads!.id, decision: "approved" },
      { jobId: rotors!.id, decision: "declined" },
    ],
  });
  await card();

  await loginAs("Manager");
  await page.goto("/reports");
  await page.getByLabel("From date").fill(utcDay(-1));
  await page.getByLabel("To date").fill(utcDay(1));
  await page.getByRole("article", { name: "Inspection Report" }).getByRole("button", { name: "Generate Report" }).click();
  const report = page.getByRole("region", { name: "Inspection Report" });
  await report.getByLabel("Technician").selectOption({ label: `Rita Report ${token}` });
  const table = report.getByRole("table", { name: "Figures per person" });
  await expect(table.getByRole("row")).toHaveCount(3);
  const cells = await table.locator("tbody tr").first().locator("td").allTextContents();
  expect(cells.slice(1)).toEqual(["2", "1 (50.00%)", "1", "1", "$230.00", "$150.00", "65.22%", "None invoiced", "None invoiced"]);
  const total = report.getByRole("region", { name: "Total" });
  await expect(total.getByText("65.22%")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the Inspection Report at 375 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const [download] = await Promise.all([page.waitForEvent("download"), report.getByRole("button", { name: "Download CSV" }).click()]);
  const lines = fs.readFileSync(await (download as Download).path(), "utf8").replace(/^\uFEFF/, "").split("\r\n");
  expect(lines.slice(1)).toEqual([`Rita Report ${token},${technician.email},2,1,50.00,1,1,230.00,150.00,65.22,,0,,0`, "Total,,2,1,50.00,1,1,230.00,150.00,65.22,,0,,0"]);
});
