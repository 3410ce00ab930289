import { expect, test } from "./support/fixtures";

const REQUIRED_MESSAGES = [
  "Make is required.",
  "Model is required.",
  "Year is required.",
  "License plate is required.",
  "Owner name is required.",
];

test("a User manages vehicles kept in the browser, with no API calls beyond the session", async ({ page, loginAs }) => {
  await loginAs("User");
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));

  await page.goto("/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  for (const make of ["Toyota", "Ford", "Honda"]) {
    await expect(page.getByRole("cell", { name: make, exact: true })).toBeVisible();
  }
  const footer = page.getByText(/^Showing \d+ of \d+ vehicles\. \(Data from Local Storage\)$/);
  await expect(footer).toHaveText("Showing 3 of 3 vehicles. (Data from Local Storage)");

  // Add: an empty save shows every required message first.
  await page.getByRole("button", { name: "Add New Vehicle" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add New Vehicle" });
  await addDialog.getByRole("button", { name: "Add Vehicle" }).click();
  for (const message of REQUIRED_MESSAGES) {
    await expect(addDialog.getByText(message)).toBeVisible();
  }
  await addDialog.getByLabel("Make").fill("Mazda");
  await addDialog.getByLabel("Model", { exact: true }).fill("MX-5");
  await addDialog.getByLabel("Year").fill("2020");
  await addDialog.getByLabel("License Plate").fill("E2E-4242");
  await addDialog.getByLabel("Owner Name").fill("Ana Park");
  await addDialog.getByLabel("Owner Email").fill("ana@example.com");
  await addDialog.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(page.getByText("Vehicle Added (Local)")).toBeVisible();
  await expect(addDialog).toBeHidden();
  await expect(footer).toHaveText("Showing 4 of 4 vehicles. (Data from Local Storage)");

  // Search by plate, then edit.
  await page.getByRole("searchbox", { name: "Search vehicles" }).fill("e2e-42");
  await expect(footer).toHaveText("Showing 1 of 4 vehicles. (Data from Local Storage)");
  await page.getByRole("button", { name: "Edit Mazda MX-5" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit Vehicle" });
  await expect(editDialog.getByLabel("License Plate")).toHaveValue("E2E-4242");
  await editDialog.getByLabel("Model", { exact: true }).fill("MX-5 RF");
  await editDialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Vehicle Updated (Local)")).toBeVisible();
  await expect(page.getByRole("cell", { name: "MX-5 RF", exact: true })).toBeVisible();

  // It is still there after a reload.
  await page.reload();
  await expect(page.getByRole("cell", { name: "MX-5 RF", exact: true })).toBeVisible();
  await expect(footer).toHaveText("Showing 4 of 4 vehicles. (Data from Local Storage)");

  // Delete, through Confirm Deletion.
  await page.getByRole("button", { name: "Delete Mazda MX-5 RF" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(confirm).toContainText("Mazda MX-5 RF");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Vehicle Deleted (Local)")).toBeVisible();
  await expect(page.getByRole("cell", { name: "MX-5 RF", exact: true })).toBeHidden();
  await expect(footer).toHaveText("Showing 3 of 3 vehicles. (Data from Local Storage)");

  // Vehicles make no network calls; only the session checks reach /api.
  const apiCalls = requests.filter((url) => new URL(url).pathname.startsWith("/api") && !url.includes("/api/auth/") && !url.includes("/api/events"));
  expect(apiCalls).toEqual([]);
});

test("a long list keeps only the visible rows in the page, scrolls to its last vehicle, and each keystroke shows the right rows", async ({ page, loginAs }) => {
  await loginAs("User");
  const count = 3000;
  await page.goto("/vehicles");
  await page.evaluate((count) => {
    const vehicles = Array.from({ length: count }, (_, i) => ({
      id: `long-${i}`,
      make: i % 2 ? "Honda" : "Kia",
      model: `Model ${i}`,
      licensePlate: `LNG-${String(i).padStart(4, "0")}`,
      owner: { name: `Owner ${i}` },
      status: "active",
    }));
    localStorage.setItem("vehicles_local_cache", JSON.stringify(vehicles));
  }, count);
  await page.reload();
  const footer = page.getByText(/^Showing \d+ of \d+ vehicles\. \(Data from Local Storage\)$/);
  await expect(footer).toHaveText(`Showing ${count} of ${count} vehicles. (Data from Local Storage)`);
  await expect(page.getByRole("cell", { name: "LNG-0000", exact: true })).toBeVisible();
  expect(await page.getByRole("row").count()).toBeLessThan(60);

  // The table scrolls inside its box; at the bottom the last vehicle is drawn.
  const table = page.getByRole("table");
  await table.evaluate((element) => {
    const box = element.closest(".overflow-auto");
    if (box) box.scrollTop = box.scrollHeight;
  });
  await expect(page.getByRole("cell", { name: `LNG-${count - 1}`, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "LNG-0000", exact: true })).toHaveCount(0);

  // Typing narrows the same rows on screen: each step shows exactly the matching vehicles.
  const search = page.getByRole("searchbox", { name: "Search vehicles" });
  await search.fill("lng-01");
  await expect(footer).toHaveText(`Showing 100 of ${count} vehicles. (Data from Local Storage)`);
  await search.fill("lng-012");
  await expect(footer).toHaveText(`Showing 10 of ${count} vehicles. (Data from Local Storage)`);
  const plates = await page.getByRole("row").locator("td:nth-child(4)").allTextContents();
  expect(plates).toEqual(Array.from({ length: 10 }, (_, i) => `LNG-012${i}`));
  await expect(page.getByRole("button", { name: "Edit Kia Model 120" })).toBeVisible();
  await search.fill("");
  await expect(footer).toHaveText(`Showing ${count} of ${count} vehicles. (Data from Local Storage)`);
  await expect(page.getByRole("cell", { name: "LNG-0000", exact: true })).toBeVisible();
});
