import { expectNoSeriousA11yViolations } from "./support/axe";
import { logInAs, PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** Settings → Security → Signed-in Devices, on a phone-sized screen. */
test.use({ viewport: { width: 375, height: 740 } });

test("a user signed in on two devices signs out everywhere, and both land on the login page", async ({ page, browser, loginAs }) => {
  const { email } = await loginAs("User", "Devi Devices");
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await logInAs(other, email, PASSWORD);
  await other.goto("/");
  await expect(other.getByRole("button", { name: /Account menu for Devi Devices/ })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toHaveCount(1);
  await expect(devices.getByRole("button", { name: /^Sign out Chrome on .+, signed in / })).toHaveCount(1);
  // Nothing of the card is wider than the screen.
  const card = page.locator('[data-slot="card"]').filter({ hasText: "Signed-in Devices" });
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, "Settings, Security with two devices at 375 px");

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("alertdialog", { name: "Sign out everywhere?" }).getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login$/);

  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await otherContext.close();
});
