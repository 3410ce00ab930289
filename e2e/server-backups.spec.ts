import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/** Settings → Data → Last backup, on a phone-sized screen. */
test.use({ viewport: { width: 375, height: 740 } });

test("an Admin backs the server up now and sees it as the last backup", async ({ page, loginAs }) => {
  await loginAs("Admin", "Bea Backups");
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Data" }).click();
  const card = page.getByRole("region", { name: "Last backup" });
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: "Back up now" }).click();

  await expect(page.getByText("Backup Written")).toBeVisible();
  await expect(card.getByText(/^autoserv-\d{8}-\d{6}Z\.sql$/)).toBeVisible();
  await expect(card.getByText(/^\d+(\.\d)? (KB|MB)$/)).toBeVisible();
  await expect(card.getByRole("alert")).toHaveCount(0);
  // Nothing of the card is wider than the screen.
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page, "Settings, Data with the last backup at 375 px");
});

test("a Manager sees no Last backup in Settings, Data", async ({ page, loginAs }) => {
  await loginAs("Manager");
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Data" }).click();
  await expect(page.getByText("Reset Local App Settings").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Last backup" })).toHaveCount(0);
});
