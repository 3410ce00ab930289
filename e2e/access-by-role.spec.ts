import type { Role } from "../src/shared/auth/roles";
import { expect, test } from "./support/fixtures";

/** What each role sees in the menu (menu visibility matches route access), and the routes it may not open. */
const MENUS: Record<Role, string[]> = {
  Admin: ["Dashboard", "Service Tickets", "Vehicles", "Services", "Job Cards", "Calendar", "Invoices", "Customers", "Reminders", "Reports", "User Management", "Settings"],
  Manager: ["Dashboard", "Service Tickets", "Vehicles", "Services", "Job Cards", "Calendar", "Invoices", "Customers", "Reminders", "Reports", "Settings"],
  "Service Advisor": ["Dashboard", "Service Tickets", "Vehicles", "Services", "Job Cards", "Calendar", "Invoices", "Customers", "Reminders", "Settings"],
  "Service Technician": ["Dashboard", "Vehicles", "Services", "Job Cards", "Calendar", "Settings"],
  User: ["Dashboard", "Service Tickets", "Vehicles", "Services", "Settings"],
};

const ROUTE_OF: Record<string, string> = {
  "Service Tickets": "/service-tickets",
  "Job Cards": "/jobcards",
  Calendar: "/calendar",
  Invoices: "/invoices",
  Reports: "/reports",
  "User Management": "/users",
};

for (const [role, menu] of Object.entries(MENUS) as [Role, string[]][]) {
  test(`${role} sees exactly their menu and is sent to / from each page they may not open`, async ({ page, loginAs }) => {
    await loginAs(role);
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(menu);
    await expect(page.getByRole("button", { name: new RegExp(`Account menu for .*, ${role}$`) })).toBeVisible();

    for (const [label, path] of Object.entries(ROUTE_OF)) {
      await page.goto(path);
      if (menu.includes(label)) {
        await expect(page, `${role} may open ${path}`).toHaveURL(new RegExp(`${path}$`));
      } else {
        await expect(page, `${role} is sent away from ${path}`).toHaveURL(/\/$/);
      }
    }
  });
}

test("without a session every page goes to /login", async ({ page }) => {
  for (const path of ["/", "/vehicles", "/users", "/settings", "/jobcards"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  }
});
