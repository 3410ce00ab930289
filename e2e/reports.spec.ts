import fs from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console-errors";
import { expect, test } from "./support/fixtures";
import { calendarDay, seedLocalRecords } from "./support/local-records";


const VEHICLES = [
  {
    id: "v1", make: "Toyota", model: "Camry", year: 2019, licensePlate: "ABC-1234",
    owner: { name: "John Smith", phone: "555-0101", email: "john@example.com" },
    mileage: 45200, lastService: "2025-01-15", nextServiceDue: calendarDay(-5),
  },
  {
    id: "v2", make: "Ford", model: "F-150", year: 2021, licensePlate: "XYZ-5678",
    owner: { name: "Maria Garcia", phone: "555-0102", email: "" },
    mileage: 28750, nextServiceDue: calendarDay(12),
  },
  {
    id: "v3", make: "Honda", model: "Civic", year: 2017, licensePlate: "LMN-9012",
    owner: { name: "John Smith", phone: "555-0101", email: "john@example.com" },
    mileage: 67400, nextServiceDue: calendarDay(90),
  },
];

/** Around a March-April 2025 range: one service just before, one just after, one cancelled, one orphaned. */
const SERVICES = [
  { id: "before", vehicleId: "v1", serviceDate: "2025-02-28", type: "Oil Change", cost: 50, status: "Completed", mechanic: "Sam Wilson" },
  { id: "b", vehicleId: "v1", serviceDate: "2025-03-01", type: "Oil Change", cost: "79.99", status: "Completed", mechanic: "Sam Wilson" },
  { id: "c", vehicleId: "v2", serviceDate: "2025-03-31", type: "Brake Inspection", cost: 120, status: "In Progress", mechanic: "Alex Kim" },
  { id: "d", vehicleId: "v3", serviceDate: "2025-04-01", type: "Tire Rotation", cost: 49.99, status: "Completed", mechanic: "=1+2" },
  { id: "f", vehicleId: "v1", serviceDate: "2025-04-15", type: "Engine Tune-Up", cost: 300, status: "Cancelled", mechanic: "Sam Wilson" },
  { id: "g", vehicleId: "gone", serviceDate: "2025-04-20", type: "Diagnostics", cost: 10, status: "Completed", mechanic: "Alex Kim" },
  { id: "e", vehicleId: "v2", serviceDate: "2025-04-30", type: "Oil Change", cost: 45.5, status: "Scheduled", mechanic: "" },
  { id: "after", vehicleId: "v3", serviceDate: "2025-05-01", type: "Oil Change", cost: 60, status: "Completed", mechanic: "Sam Wilson" },
];

/** Replaces this browser's records with the ones above (and any local settings given). */
function seed(page: Page, settings: Record<string, string> = {}): Promise<void> {
  return seedLocalRecords(page, { path: "/reports", heading: "Reports Centre", vehicles: VEHICLES, services: SERVICES, settings });
}

async function chooseRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel("From date").fill(from);
  await page.getByLabel("To date").fill(to);
}

async function generate(page: Page, title: string): Promise<Locator> {
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Generate Report" }).click();
  const report = page.getByRole("region", { name: title });
  await expect(report.getByRole("heading", { level: 2, name: title })).toBeFocused();
  return report;
}

/** Each row's cells as text, header row left out. */
async function rowsOf(table: Locator): Promise<string[][]> {
  await expect(table).toBeVisible();
  return table.locator("tbody tr, tfoot tr").evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll("td"), (cell) => (cell.textContent ?? "").trim())),
  );
}

async function downloadOf(report: Locator): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([report.page().waitForEvent("download"), report.getByRole("button", { name: "Download CSV" }).click()]);
  return { name: (download as Download).suggestedFilename(), lines: readCsv(await (download as Download).path()) };
}

function readCsv(path: string): string[] {
  return fs.readFileSync(path, "utf8").replace(/^\uFEFF/, "").split("\r\n");
}

test.describe("the Reports centre", () => {
  test("a Manager lists the service history of a range, filters it and downloads it", async ({ page, loginAs }) => {
    const errors = collectConsoleErrors(page);
    await loginAs("Manager");
    await seed(page);
    await chooseRange(page, "2025-03-01", "2025-04-30");
    const report = await generate(page, "Service History Report");
    await expect(report.getByText("2025-03-01 to 2025-04-30")).toBeVisible();

    const table = report.getByRole("table", { name: "Services in the date range" });
    expect(await rowsOf(table)).toEqual([
      ["2025-03-01", "Toyota Camry", "ABC-1234", "Oil Change", "Sam Wilson", "Completed", "$79.99"],
      ["2025-03-31", "Ford F-150", "XYZ-5678", "Brake Inspection", "Alex Kim", "In Progress", "$120.00"],
      ["2025-04-01", "Honda Civic", "LMN-9012", "Tire Rotation", "=1+2", "Completed", "$49.99"],
      ["2025-04-15", "Toyota Camry", "ABC-1234", "Engine Tune-Up", "Sam Wilson", "Cancelled", "$300.00"],
      ["2025-04-20", "Unknown vehicle", "N/A", "Diagnostics", "Alex Kim", "Completed", "$10.00"],
      ["2025-04-30", "Ford F-150", "XYZ-5678", "Oil Change", "Unassigned", "Scheduled", "$45.50"],
      ["Total", "$605.48"],
    ]);

    const csv = await downloadOf(report);
    expect(csv.name).toBe("service-history-2025-03-01-to-2025-04-30.csv");
    expect(csv.lines).toEqual([
      "Date,Vehicle,License Plate,Service Type,Mechanic,Status,Cost ($)",
      "2025-03-01,Toyota Camry,ABC-1234,Oil Change,Sam Wilson,Completed,79.99",
      "2025-03-31,Ford F-150,XYZ-5678,Brake Inspection,Alex Kim,In Progress,120.00",
      // A cell a spreadsheet would run as a formula is quoted.
      "2025-04-01,Honda Civic,LMN-9012,Tire Rotation,'=1+2,Completed,49.99",
      "2025-04-15,Toyota Camry,ABC-1234,Engine Tune-Up,Sam Wilson,Cancelled,300.00",
      "2025-04-20,Unknown vehicle,,Diagnostics,Alex Kim,Completed,10.00",
      "2025-04-30,Ford F-150,XYZ-5678,Oil Change,,Scheduled,45.50",
    ]);

    await report.getByLabel("Status").selectOption("Completed");
    await expect(report.getByText("3 services, total cost $139.98")).toBeVisible();
    await report.getByLabel("Status").selectOption("");
    await report.getByLabel("Vehicle").selectOption({ label: "Ford F-150 (XYZ-5678)" });
    await expect(report.getByText("2 services, total cost $165.50")).toBeVisible();
    const filtered = await downloadOf(report);
    expect(filtered.lines.slice(1).map((line) => line.split(",")[0])).toEqual(["2025-03-31", "2025-04-30"]);

    // The report and its range are in the address, so a reload keeps them.
    await page.reload();
    await expect(page.getByRole("region", { name: "Service History Report" }).getByText("Total", { exact: true })).toBeVisible();
    await expect(page.getByLabel("From date")).toHaveValue("2025-03-01");

    // A range with no services says so plainly.
    await chooseRange(page, "2024-01-01", "2024-01-31");
    await expect(page.getByText("No services found between 2024-01-01 and 2024-01-31.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test("an Admin reads revenue by month and by service type, with a chart, in the configured currency", async ({ page, loginAs }) => {
    const errors = collectConsoleErrors(page);
    await loginAs("Admin");
    await seed(page, { currencySymbol: "€", currencyCode: "EUR" });
    await chooseRange(page, "2025-03-01", "2025-04-30");
    const report = await generate(page, "Revenue Report");

    await expect(report.getByText("Total revenue: €305.48")).toBeVisible();
    await expect(report.getByText("1 cancelled service is not counted.")).toBeVisible();
    await expect(report.getByText("Invoiced", { exact: true }).locator("..")).toContainText("€0.00from 0 finalized invoices");
    await expect(report.getByText("Collected", { exact: true }).locator("..")).toContainText("€0.00from 0 payments");
    expect(await rowsOf(report.getByRole("table", { name: "Revenue by Month" }))).toEqual([
      ["March 2025", "2", "€199.99"],
      ["April 2025", "3", "€105.49"],
    ]);
    expect(await rowsOf(report.getByRole("table", { name: "Revenue by Service Type" }))).toEqual([
      ["Oil Change", "2", "€125.49"],
      ["Brake Inspection", "1", "€120.00"],
      ["Tire Rotation", "1", "€49.99"],
      ["Diagnostics", "1", "€10.00"],
    ]);
    await expect(report.getByRole("img", { name: "Revenue by Month, 2025-03-01 to 2025-04-30" })).toBeVisible();
    await expect(report.getByRole("img", { name: "Revenue by Service Type, 2025-03-01 to 2025-04-30" })).toBeVisible();

    const csv = await downloadOf(report);
    expect(csv.name).toBe("revenue-2025-03-01-to-2025-04-30.csv");
    expect(csv.lines).toEqual([
      "Breakdown,Period or Service Type,Count,Revenue (€)",
      "Month,March 2025,2,199.99",
      "Month,April 2025,3,105.49",
      "Service Type,Oil Change,2,125.49",
      "Service Type,Brake Inspection,1,120.00",
      "Service Type,Tire Rotation,1,49.99",
      "Service Type,Diagnostics,1,10.00",
      "Total,All services,5,305.48",
      // No invoice is dated in 2025: the server's figures for the range are zero.
      "Invoices,Invoiced,0,0.00",
      "Payments,Collected,0,0.00",
    ]);
    expect(errors).toEqual([]);
  });

  test("a Manager reads each customer's services, spend and last visit", async ({ page, loginAs }) => {
    await loginAs("Manager");
    await seed(page);
    await chooseRange(page, "2025-03-01", "2025-04-30");
    const report = await generate(page, "Customer Report");

    expect(await rowsOf(report.getByRole("table", { name: "Customers with services in the date range" }))).toEqual([
      ["Maria Garcia", "555-0102", "1", "2", "$165.50", "2025-04-30"],
      ["John Smith", "555-0101john@example.com", "2", "2", "$129.98", "2025-04-01"],
    ]);
    await expect(report.getByText("1 service belongs to a vehicle that no longer exists and is not counted.")).toBeVisible();

    const csv = await downloadOf(report);
    expect(csv.name).toBe("customers-2025-03-01-to-2025-04-30.csv");
    expect(csv.lines).toEqual([
      "Owner,Phone,Email,Vehicles,Services,Total Spend ($),Last Visit",
      "Maria Garcia,555-0102,,1,2,165.50,2025-04-30",
      "John Smith,555-0101,john@example.com,2,2,129.98,2025-04-01",
    ]);
  });

  test("a Manager sees the vehicles due within 30 days or overdue, and prints the report alone", async ({ page, loginAs }) => {
    await loginAs("Manager");
    await seed(page);
    const report = await generate(page, "Vehicle Maintenance Report");

    await expect(report.getByText("1 vehicle overdue, 1 vehicle due within 30 days")).toBeVisible();
    expect(await rowsOf(report.getByRole("table", { name: "Vehicles due for service" }))).toEqual([
      ["Toyota Camry", "ABC-1234", "John Smith555-0101", calendarDay(-5), "Overdue by 5 days", "2025-03-01", "45,200 mi"],
      ["Ford F-150", "XYZ-5678", "Maria Garcia555-0102", calendarDay(12), "Due in 12 days", "2025-03-31", "28,750 mi"],
    ]);

    const csv = await downloadOf(report);
    expect(csv.name).toBe(`vehicle-maintenance-${calendarDay(0)}.csv`);
    expect(csv.lines).toEqual([
      "Vehicle,License Plate,Owner,Owner Phone,Next Service Due,Due,Last Service,Mileage (miles)",
      `Toyota Camry,ABC-1234,John Smith,555-0101,${calendarDay(-5)},Overdue by 5 days,2025-03-01,45200`,
      `Ford F-150,XYZ-5678,Maria Garcia,555-0102,${calendarDay(12)},Due in 12 days,2025-03-31,28750`,
    ]);

    // Print opens the browser's dialog; here it is only recorded.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await report.getByRole("button", { name: "Print" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

    // On paper: the report, without navigation, header, cards or buttons.
    await page.emulateMedia({ media: "print" });
    await expect(report.getByRole("table", { name: "Vehicles due for service" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Reports Centre" })).toBeHidden();
    await expect(page.getByRole("article", { name: "Revenue Report" })).toBeHidden();
    await expect(report.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(report.getByRole("button", { name: "Download CSV" })).toBeHidden();
  });

  test("a Service Advisor is sent away from /reports", async ({ page, loginAs }) => {
    await loginAs("Service Advisor");
    await page.goto("/reports");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Reports Centre" })).toHaveCount(0);
  });
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the reports page with a report open has no serious a11y violations and fits the width", async ({ page, loginAs }) => {
      // Six reports, each checked by axe: more than the default 30 seconds on a busy machine.
      test.slow();
      await loginAs("Manager");
      await seed(page);
      await expectNoSeriousA11yViolations(page);

      await chooseRange(page, "2025-03-01", "2025-04-30");
      for (const title of ["Revenue Report", "Service History Report", "Customer Report", "Vehicle Maintenance Report"]) {
        const report = await generate(page, title);
        await expect(report.getByRole("table").first()).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        // Wide tables scroll inside their own box; the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
      // Its figures come from the server: a table of open balances, or the word that there are none.
      const receivables = await generate(page, "Receivables Report");
      await expect(receivables.getByRole("table", { name: "Open balances by age" }).or(receivables.getByText(/^No invoice had an open balance/))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const inspections = await generate(page, "Inspection Report");
      await expect(inspections.getByRole("table", { name: "Figures per person" }).or(inspections.getByText(/^No repair order was opened/))).toBeVisible();
      await expect(inspections.getByLabel("Technician")).toHaveValue("");
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
