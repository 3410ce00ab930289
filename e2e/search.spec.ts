import type { Page } from "@playwright/test";
import { post } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

/**
 * The universal search, from the header and from the dashboard: a VIN that only a ticket
 * on the server holds and a plate that only this browser holds are both found.
 */

async function seedVehicle(page: Page, plate: string) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
  await page.evaluate((plate) => {
    localStorage.setItem(
      "vehicles_local_cache",
      JSON.stringify([{ id: "search-v1", make: "Subaru", model: "Outback", licensePlate: plate, owner: { name: "Sam Search" } }]),
    );
    localStorage.setItem("services_local_cache", "[]");
  }, plate);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard Overview" })).toBeVisible();
}

test.describe("universal search", () => {
  let vin: string;
  let plate: string;

  test.beforeEach(async ({ page, loginAs, adminRequest }) => {
    const token = uniqueToken();
    vin = `SRCH${token}`;
    plate = `PL-${token}`;
    await post(adminRequest, "/api/tickets", { vin, customerName: "Quinn Query", issueDescription: "Only on the server" });
    await loginAs("Service Advisor");
    await seedVehicle(page, plate);
  });

  test("the header search finds a ticket's VIN and a local plate; / focuses it, arrows and Enter open a result", async ({ page }) => {
    const header = page.getByRole("banner");
    const box = header.getByRole("searchbox", { name: "Search" });

    // "/" anywhere but a text field focuses the header's box.
    await page.getByRole("heading", { level: 1, name: "Dashboard Overview" }).click();
    await page.keyboard.press("/");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");

    await page.keyboard.type(vin.toLowerCase());
    const tickets = header.getByRole("group", { name: "Service Tickets" });
    await expect(tickets.getByRole("option", { name: new RegExp(`${vin} \\(Quinn Query\\)`) })).toBeVisible();

    await box.fill(plate.toLowerCase());
    const vehicle = header.getByRole("group", { name: "Vehicles" }).getByRole("option", { name: /Subaru Outback/ });
    await expect(vehicle).toBeVisible();
    await expect(header.getByRole("group", { name: "Service Tickets" })).toHaveCount(0);

    await page.keyboard.press("ArrowDown");
    await expect(vehicle).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await vehicle.getAttribute("id"))!);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/vehicles\/search-v1$/);
    await expect(header.getByRole("listbox")).toHaveCount(0);

    // The focus stayed in the box: ArrowDown opens the list again, Escape closes it and keeps the text.
    await expect(box).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(header.getByRole("listbox")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(header.getByRole("listbox")).toHaveCount(0);
    await expect(box).toHaveValue(plate.toLowerCase());
  });

  test("the dashboard's search finds the same, with its Search button", async ({ page }) => {
    const field = page.getByPlaceholder("Search by VIN, customer, or ticket number...");
    const region = page.getByRole("main");

    await field.fill(vin);
    await region.getByRole("button", { name: "Search" }).click();
    const ticket = region.getByRole("group", { name: "Service Tickets" }).getByRole("option", { name: new RegExp(vin) });
    await expect(ticket).toBeVisible();
    await expect(region.getByRole("group", { name: "Job Cards" })).toHaveCount(0);

    await field.fill(plate);
    await field.press("Enter");
    await expect(region.getByRole("group", { name: "Vehicles" }).getByRole("option", { name: /Subaru Outback/ })).toBeVisible();

    await field.fill("no such thing anywhere");
    await expect(region.getByText("No results found.")).toBeVisible();

    await field.fill(vin);
    await ticket.click();
    await expect(page).toHaveURL(/\/service-tickets\?search=/);
  });

  test("at 375 px the header's results fit the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const header = page.getByRole("banner");
    await header.getByRole("searchbox", { name: "Search" }).fill(plate);
    const list = header.getByRole("listbox", { name: "Results" });
    await expect(list.getByRole("option", { name: /Subaru Outback/ })).toBeVisible();
    const box = await list.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
