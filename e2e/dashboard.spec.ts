import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { ADMIN, post } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { calendarDay, seedLocalRecords } from "./support/local-records";
import { uniqueToken } from "./support/unique-token";

/**
 * The Dashboard Overview: figures from this browser's records, Recent Activity mixing
 * them with the server's tickets and job cards, Upcoming Services. Workers share one server, so
 * server records carry a unique token.
 */

const now = new Date();
const firstOfMonth = calendarDay(0, new Date(now.getFullYear(), now.getMonth(), 1));
const lastDayOfMonth = calendarDay(0, new Date(now.getFullYear(), now.getMonth() + 1, 0));
const lastMonth = calendarDay(0, new Date(now.getFullYear(), now.getMonth() - 1, 20));

/** Replaces this browser's records (and local settings) and opens the dashboard. */
function seed(page: Page, vehicles: object[], services: object[], settings: Record<string, string> = {}) {
  return seedLocalRecords(page, { path: "/", heading: "Dashboard Overview", vehicles, services, settings });
}

test("the stat cards count this browser's records; a service dated last month brings no revenue", async ({ page, loginAs }) => {
  await loginAs("User");
  const addedId = `local_${Date.now() - 3 * 60_000}_e2e`;
  await seed(
    page,
    [
      { id: "v1", make: "Toyota", model: "Camry", licensePlate: "ABC-1234", nextServiceDue: calendarDay(-3) },
      { id: "v2", make: "Ford", model: "F-150", licensePlate: "XYZ-5678", nextServiceDue: calendarDay(60) },
      { id: addedId, make: "Mazda", model: "MX-5", licensePlate: "DASH-001", nextServiceDue: calendarDay(12) },
    ],
    [
      { id: "s1", vehicleId: "v1", serviceDate: firstOfMonth, type: "Oil Change", cost: 100.25, status: "In Progress" },
      { id: "s2", vehicleId: "v2", serviceDate: lastDayOfMonth, type: "Brakes", cost: "20", status: "Completed" },
      { id: "s3", vehicleId: "v2", serviceDate: lastMonth, type: "Engine Tune-Up", cost: 500, status: "In Progress" },
      { id: "s4", vehicleId: "v1", serviceDate: calendarDay(5), type: "Tire Rotation", cost: 0, status: "Scheduled" },
      { id: "s5", vehicleId: "v1", serviceDate: calendarDay(-1), type: "Missed Booking", status: "Scheduled" },
    ],
    { currencySymbol: "€" },
  );

  await expect(page.getByRole("group", { name: "Total Vehicles" })).toContainText("3");
  await expect(page.getByRole("group", { name: "Active Services" })).toContainText("2");
  // 100.25 + 20; never last month's 500.
  await expect(page.getByRole("group", { name: "Revenue (This Month)" })).toContainText("€120.25");

  // Upcoming: the overdue Toyota, the tire rotation, then the Mazda due in 12 days; not the missed booking.
  const upcoming = page.getByRole("heading", { name: "Upcoming Services" }).locator("xpath=ancestor::*[@data-slot='card']");
  await expect(upcoming.getByRole("listitem").getByRole("link")).toHaveText(["Toyota Camry (ABC-1234)", "Tire Rotation", "Mazda MX-5 (DASH-001)"]);
  await expect(upcoming.getByRole("listitem").first()).toContainText("3 days overdue");
  await upcoming.getByRole("link", { name: "Tire Rotation" }).click();
  await expect(page).toHaveURL(/\/services\/s4$/);

  // Recent Activity: the vehicle made in this browser, not the sample-style records without a time.
  await page.goto("/");
  const activity = page.getByRole("heading", { name: "Recent Activity" }).locator("xpath=ancestor::*[@data-slot='card']");
  const added = activity.getByRole("listitem").filter({ hasText: "Mazda MX-5 (DASH-001)" });
  await expect(added).toContainText("Vehicle added");
  await expect(added).toContainText(/\d minutes ago in this browser/);
  await expect(activity.getByText("Toyota Camry (ABC-1234)")).toHaveCount(0);
});

test("an empty browser shows the empty texts and zero figures", async ({ page, loginAs }) => {
  await loginAs("User");
  await seed(page, [], []);
  await expect(page.getByRole("group", { name: "Total Vehicles" })).toContainText("0");
  await expect(page.getByRole("group", { name: "Revenue (This Month)" })).toContainText("$0.00");
  await expect(page.getByText("No upcoming services scheduled.")).toBeVisible();
});

test("Recent Activity shows a ticket another account created, who created it, and new ones live", async ({ page, loginAs, adminRequest }) => {
  const token = uniqueToken();
  await post(adminRequest, "/api/tickets", { vin: `VIN${token}`, customerName: `Acty ${token}`, issueDescription: "Noisy fan" });
  await loginAs("Manager");
  await seed(page, [], []);

  const activity = page.getByRole("heading", { name: "Recent Activity" }).locator("xpath=ancestor::*[@data-slot='card']");
  const first = activity.getByRole("listitem").filter({ hasText: `Acty ${token}` });
  await expect(first).toContainText(`Ticket created: Acty ${token}: Noisy fan`);
  await expect(first).toContainText(`by ${ADMIN.name}`);

  // Another change arrives while the page is open, with no reload.
  await post(adminRequest, "/api/tickets", { vin: `VIN${token}`, customerName: `Live ${token}`, issueDescription: "Second visit" });
  await expect(activity.getByRole("listitem").filter({ hasText: `Live ${token}` })).toContainText(`by ${ADMIN.name}`);

  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/service-tickets\?search=/);
  await expect(page.getByRole("heading", { level: 1, name: "Service Tickets" })).toBeVisible();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test(`the dashboard has no serious a11y violations at ${viewport.width} px, with the search results open too`, async ({ page, loginAs }) => {
    await page.setViewportSize(viewport);
    await loginAs("Service Advisor");
    await seed(
      page,
      [{ id: `local_${Date.now()}_a11y`, make: "Toyota", model: "Camry", licensePlate: "A11Y-001", nextServiceDue: calendarDay(-2) }],
      [{ id: "s1", vehicleId: `x`, serviceDate: calendarDay(2), type: "Oil Change", status: "Scheduled" }],
    );
    await expect(page.getByRole("group", { name: "Total Vehicles" })).toContainText("1");
    await expectNoSeriousA11yViolations(page);

    await page.getByPlaceholder("Search by VIN, customer, or ticket number...").fill("a11y");
    await expect(page.getByRole("option", { name: /A11Y-001/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const panel = page.getByRole("listbox", { name: "Results" });
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  });
}
