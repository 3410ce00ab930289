import { utils, write } from "@e965/xlsx";
import { expect, test } from "./support/fixtures";

const VEHICLE_HEADER = "make,model,year,vin,licensePlate,owner_name,owner_email,owner_phone,status,mileage,notes";

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).slice(-5).toUpperCase()}`;
}

test("Bulk Upload previews a CSV, imports the valid rows and lists them", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  const [plateA, plateB] = [unique("CSVA"), unique("CSVB")];
  const csv = [
    VEHICLE_HEADER,
    `Toyota,Corolla,2020,,${plateA},Jane Csv,jane@example.com,555-0101,active,1200,`,
    `Ford,Focus,2019,,${plateB},Sam Csv,,,in_service,,`,
    `Honda,Civic,someday,,BAD-ROW,Al Csv,,,active,,`,
  ].join("\n");

  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Upload Vehicles" });
  await expect(dialog.getByRole("link", { name: "Download CSV template" })).toHaveAttribute(
    "href",
    "/templates/vehicles-template.csv",
  );
  await dialog.getByLabel("Vehicle file").setInputFiles({ name: "vehicles.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByRole("row", { name: new RegExp(plateA) })).toContainText("Valid");
  await expect(dialog.getByRole("row", { name: /BAD-ROW/ })).toContainText("year: Year must be a number.");

  await dialog.getByRole("button", { name: "Import 2 vehicles" }).click();
  await expect(dialog.getByRole("status")).toContainText("Imported 2 vehicles. Skipped 1 row with errors.");
  await expect(page.getByText("Vehicles Imported (Local)")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("cell", { name: plateA })).toBeVisible();
  await expect(page.getByRole("cell", { name: plateB })).toBeVisible();
  await expect(page.getByRole("cell", { name: "BAD-ROW" })).toHaveCount(0);
});

test("Bulk Upload imports an XLSX file", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  const [plateA, plateB] = [unique("XLSA"), unique("XLSB")];
  const workbook = utils.book_new();
  utils.book_append_sheet(
    workbook,
    utils.aoa_to_sheet([
      VEHICLE_HEADER.split(","),
      ["Kia", "Rio", 2021, "", plateA, "Bo Xlsx", "", "", "active", 5000, ""],
      ["Mazda", "3", 2018, "", plateB, "Cy Xlsx", "", "", "sold", "", ""],
      ["Audi", "A4", 2020, "", "", "", "", "", "active", "", ""],
    ]),
    "Vehicles",
  );
  const buffer = Buffer.from(write(workbook, { type: "buffer", bookType: "xlsx" }) as Uint8Array);

  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Upload Vehicles" });
  await dialog.getByLabel("Vehicle file").setInputFiles({
    name: "vehicles.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer,
  });
  await expect(dialog.getByRole("row", { name: /Audi/ })).toContainText("licensePlate: License plate is required.");
  await dialog.getByRole("button", { name: "Import 2 vehicles" }).click();
  await expect(dialog.getByRole("status")).toContainText("Imported 2 vehicles. Skipped 1 row with errors.");
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("cell", { name: plateA })).toBeVisible();
  await expect(page.getByRole("cell", { name: plateB })).toBeVisible();
});

test("Bulk Upload refuses a file of another type", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  await page.getByRole("button", { name: "Bulk Upload" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Upload Vehicles" });
  await dialog.getByLabel("Vehicle file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByRole("alert")).toContainText("Choose a CSV, XLSX or XLS file.");
  await expect(dialog.getByRole("button", { name: /^Import/ })).toHaveCount(0);
});

test("Import History adds service records for a known vehicle", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/services");
  const type = unique("Imported Check");
  const csv = [
    "vehicle,serviceDate,type,description,cost,status,mechanic",
    `ABC-1234,2025-03-14,${type},From the import test,49.99,Completed,Mike`,
    "NOPE-0000,2025-03-15,Tyres,,10,Completed,",
  ].join("\n");

  await page.getByRole("button", { name: "Import History" }).click();
  const dialog = page.getByRole("dialog", { name: "Bulk Import Service History" });
  await expect(dialog.getByRole("link", { name: "Download CSV template" })).toHaveAttribute(
    "href",
    "/templates/service-history-template.csv",
  );
  await dialog.getByLabel("Service history file").setInputFiles({ name: "history.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(dialog.getByText("vehicle: No vehicle with plate or VIN 'NOPE-0000'.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 1 service record" }).click();
  await expect(dialog.getByRole("status")).toContainText("Imported 1 service record. Skipped 1 row with errors.");
  await expect(page.getByText("Service History Imported (Local)")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();

  await expect(page.getByRole("cell", { name: type, exact: true })).toBeVisible();
});

test("the templates are served with the expected header rows", async ({ request }) => {
  const vehicles = await request.get("/templates/vehicles-template.csv");
  expect(vehicles.ok()).toBe(true);
  expect((await vehicles.text()).split("\n")[0]).toBe(VEHICLE_HEADER);
  const history = await request.get("/templates/service-history-template.csv");
  expect(history.ok()).toBe(true);
  expect((await history.text()).split("\n")[0]).toBe("vehicle,serviceDate,type,description,cost,status,mechanic");
});
