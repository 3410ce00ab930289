import { expect, test } from "./support/fixtures";

test("the sidebar stays collapsed after a reload", async ({ page, loginAs }) => {
  await loginAs("Manager");
  await page.goto("/");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar).toHaveCSS("width", "256px");
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveCSS("width", "80px");
  await page.reload();
  await expect(sidebar).toHaveCSS("width", "80px");
  await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveCSS("width", "256px");
});

test.describe("at 375 px wide", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the navigation is a drawer closed by a link, the close button and the backdrop", async ({ page, loginAs }) => {
    await loginAs("Service Advisor");
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const open = page.getByRole("button", { name: "Open navigation" });

    await open.click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await drawer.getByRole("link", { name: "Vehicles" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/vehicles$/);

    await open.click();
    await page.getByRole("button", { name: "Close navigation" }).click();
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(360, 400);
    await expect(drawer).toBeHidden();

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});

test("the user menu leads to the profile and application settings", async ({ page, loginAs }) => {
  await loginAs("User", "Uma User");
  await page.goto("/vehicles");
  await page.getByRole("button", { name: /Account menu for Uma User, User/ }).click();
  await expect(page.getByText("My Account")).toBeVisible();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("tab", { name: "Branding" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/vehicles$/);

  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page.getByRole("tab", { name: "Profile" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Full Name")).toHaveValue("Uma User");
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Home" })).toHaveCount(0);
});
