import { expect, test } from "./support/fixtures";

/** A valid 4x4 red PNG, small enough to keep inline. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4o6QERwzEcQDE4xEBYJBBnwAAAABJRU5ErkJggg==",
  "base64",
);

test("a technician records a service with a part, attaches a job card image and deletes it", async ({ page, loginAs }) => {
  await loginAs("Service Technician");

  // Services are browser data and make no network calls: only the session may reach the server.
  const serverCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api") && !pathname.startsWith("/api/auth/") && pathname !== "/api/events") serverCalls.push(pathname);
  });

  const type = `Coolant Flush ${Date.now()}`;
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Services" })).toBeVisible();

  await page.getByRole("button", { name: "Add New Service" }).click();
  const form = page.getByRole("dialog", { name: "Add Service" });
  await form.getByLabel("Vehicle").selectOption({ label: "Ford F-150 (XYZ-5678)" });
  await form.getByLabel("Service Type").fill(type);
  await form.getByLabel("Cost").fill("149.90");
  await form.getByLabel("Mechanic").fill("Alex Kim");
  await form.getByRole("button", { name: "Add Part" }).click();
  await form.getByLabel("Part 1 name").fill("Coolant (1 gal)");
  await form.getByLabel("Part 1 quantity").fill("2");
  await form.getByLabel("Part 1 price").fill("18.50");
  await form.getByRole("button", { name: "Add Service" }).click();
  await expect(page.getByText("Service Added (Local)")).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole("searchbox", { name: "Search services" }).fill(type.toUpperCase());
  await expect(page.getByText("Showing 1 of 5 services (data from local storage)")).toBeVisible();
  await page.getByRole("link", { name: `View ${type}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Service: ${type}` })).toBeVisible();
  await expect(page.getByText("Ford F-150 (XYZ-5678)")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Coolant (1 gal)" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "$37.00" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Vehicle" })).toHaveAttribute("href", "/vehicles/v2");

  await page.getByRole("button", { name: "Upload Image" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Job Card Image" });
  await upload.getByLabel("Job card image").setInputFiles({ name: "job-card.png", mimeType: "image/png", buffer: PNG });
  await expect(upload.getByRole("img", { name: "Preview of the selected job card image" })).toBeVisible();
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Image URL Updated (Local)")).toBeVisible();
  await expect(upload).toBeHidden();

  // The image lives in IndexedDB, so it is still there after a reload.
  await page.reload();
  const inline = page.getByRole("img", { name: `Job card for ${type}` });
  await expect(inline).toBeVisible();
  await expect.poll(() => inline.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.goto("/services");
  await page.getByRole("searchbox", { name: "Search services" }).fill(type);
  const row = page.getByRole("row").filter({ hasText: type });
  await row.getByRole("button", { name: "View Image" }).click();
  const viewer = page.getByRole("dialog", { name: "Job Card Image" });
  const shown = viewer.getByRole("img", { name: `Job card for ${type}` });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  await row.getByRole("button", { name: `Delete ${type}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    `Are you sure you want to delete the ${type} service for Ford F-150 (XYZ-5678) on`,
  );
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Service Deleted (Local)")).toBeVisible();
  await expect(page.getByText("No services found. Try adjusting your search or add a new service.")).toBeVisible();

  expect(serverCalls).toEqual([]);
});
