import { expectNoSeriousA11yViolations } from "./support/axe";
import { ADMIN, logInAs } from "./support/accounts";
import { expect, test } from "./support/fixtures";

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the login, sign-up and forgot-password screens have no serious a11y violations", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByLabel("Initial Role")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto("/forgot-password");
      await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("user management and its dialogs have no serious a11y violations", async ({ page }) => {
      await logInAs(page, ADMIN.email, ADMIN.password);
      await page.goto("/users");
      await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();
      await expect(page.getByText(/Showing \d+ of \d+ users/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: "Add User" }).click();
      await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("the Profile and Security settings have no serious a11y violations", async ({ page }) => {
      await logInAs(page, ADMIN.email, ADMIN.password);
      await page.goto("/settings");
      await expect(page.getByLabel("Full Name")).toHaveValue(ADMIN.name);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("tab", { name: "Security" }).click();
      await expect(page.getByRole("button", { name: "Change Password" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
