import { expect, test } from "./support/fixtures";

/** The browser-kept lists survive broken data, a second tab and a reload. */

const footer = (count: number, total: number) => `Showing ${count} of ${total} vehicles. (Data from Local Storage)`;

test("broken JSON under a key is kept aside, the user is told once and the app still opens", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  await expect(page.getByText(footer(3, 3))).toBeVisible();

  await page.evaluate(() => localStorage.setItem("vehicles_local_cache", '[{"id":"v1","make":"Tru'));
  await page.reload();

  await expect(page.getByText("Some saved data could not be read")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  await expect(page.getByText("No vehicles found", { exact: false })).toBeVisible();
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("vehicles_local_cache_corrupt_"))
      .map((key) => localStorage.getItem(key)),
  );
  expect(kept).toEqual(['[{"id":"v1","make":"Tru']);

  // Told once: the next visit reads a clean (empty) list and says nothing.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  await expect(page.getByText("No vehicles found", { exact: false })).toBeVisible();
  await expect(page.getByText("Some saved data could not be read")).toHaveCount(0);
});

test("two tabs adding vehicles keep each other's records", async ({ page, context, loginAs }) => {
  await loginAs("User");
  const second = await context.newPage();
  await page.goto("/vehicles");
  await second.goto("/vehicles");
  await expect(page.getByText(footer(3, 3))).toBeVisible();
  await expect(second.getByText(footer(3, 3))).toBeVisible();

  const addVehicle = async (tab: typeof page, plate: string) => {
    await tab.getByRole("button", { name: "Add New Vehicle" }).click();
    const dialog = tab.getByRole("dialog", { name: "Add New Vehicle" });
    await dialog.getByLabel("Make").fill("Kia");
    await dialog.getByLabel("Model", { exact: true }).fill(plate);
    await dialog.getByLabel("Year").fill("2021");
    await dialog.getByLabel("License Plate").fill(plate);
    await dialog.getByLabel("Owner Name").fill(`Owner ${plate}`);
    await dialog.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(dialog).toBeHidden();
  };

  await addVehicle(page, "TAB-ONE");
  // The other tab hears the storage event and shows the new vehicle without a reload.
  await expect(second.getByRole("cell", { name: "TAB-ONE", exact: true }).first()).toBeVisible();
  await addVehicle(second, "TAB-TWO");
  await expect(page.getByRole("cell", { name: "TAB-TWO", exact: true }).first()).toBeVisible();

  await expect(page.getByText(footer(5, 5))).toBeVisible();
  await expect(second.getByText(footer(5, 5))).toBeVisible();
  await page.reload();
  await expect(page.getByText(footer(5, 5))).toBeVisible();
});

test("custom fields become columns and inputs, and survive a reload", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  await page.getByRole("button", { name: "Custom Fields" }).click();
  const manager = page.getByRole("dialog", { name: "Manage Vehicle Custom Fields" });
  await manager.getByRole("button", { name: "Add Field" }).click();
  await manager.getByRole("button", { name: "Add Field" }).click();
  await manager.getByRole("textbox", { name: "Field 1 label" }).fill("Fleet Number");
  await manager.getByRole("textbox", { name: "Field 2 label" }).fill("   ");
  await manager.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Custom Fields Updated (Local)")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Fleet Number" })).toBeVisible();

  await page.getByRole("button", { name: /^Edit Toyota/ }).first().click();
  const edit = page.getByRole("dialog", { name: "Edit Vehicle" });
  await edit.getByLabel("Fleet Number").fill("F-17");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Vehicle Updated (Local)")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("columnheader", { name: "Fleet Number" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "F-17", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Custom Fields" }).click();
  // The blank label was dropped on save: one field remains.
  await expect(manager.getByRole("textbox", { name: "Field 1 label" })).toHaveValue("Fleet Number");
  await expect(manager.getByRole("textbox", { name: "Field 2 label" })).toHaveCount(0);
});
