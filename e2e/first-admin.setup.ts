import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/accounts";

const ALL_ENTRIES = ["Dashboard", "Service Tickets", "Vehicles", "Services", "Job Cards", "Calendar", "Invoices", "Customers", "Reminders", "Reports", "User Management", "Settings"];

test("the first sign-up on an install becomes Admin and sees all 12 menu entries", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  await page.getByLabel("Full Name").fill(ADMIN.name);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await expect(page.getByLabel("Initial Role")).toHaveValue("User");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Sign Up Successful!")).toBeVisible();

  // Back in Log In mode with the e-mail kept.
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();

  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(ALL_ENTRIES);
  await expect(page.getByRole("button", { name: /Account menu for Olive Owner, Admin/ })).toBeVisible();
});
