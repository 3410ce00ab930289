import fs from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { logInAs, PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";

/** Settings → Branding, Currency, Notifications and Data. */

// Long journeys with several reloads and axe runs; the shared CI machine is slow.
test.slow();

/** A valid 4x4 red PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4o6QERwzEcQDE4xEBYJBBnwAAAABJRU5ErkJggg==",
  "base64",
);

async function openTab(page: Page, name: string) {
  await page.goto("/settings");
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

/** Everything this origin keeps in localStorage, key by key. */
function storedValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ""])));
}

test("the chosen currency shows on the dashboard, the services list and the vehicle page", async ({ page, loginAs }) => {
  await loginAs("User");
  await openTab(page, "Currency");
  await expect(page.getByText("These settings are stored only in this browser.")).toBeVisible();
  await page.getByRole("button", { name: "Euro (€ EUR)" }).click();
  await expect(page.getByLabel("Currency Symbol")).toHaveValue("€");
  await expect(page.getByLabel("Currency Code")).toHaveValue("EUR");
  await page.getByRole("button", { name: "Save Currency Settings" }).click();
  await expect(page.getByText("Currency Settings Saved")).toBeVisible();

  await page.goto("/");
  const revenue = page.getByRole("group", { name: "Revenue (This Month)" });
  await expect(revenue).toContainText(/€\d+\.\d{2}/);
  await expect(revenue).not.toContainText("$");

  await page.goto("/services");
  const oilChange = page.getByRole("row").filter({ hasText: "Oil Change" });
  await expect(oilChange.getByRole("cell", { name: "€79.99" })).toBeVisible();

  await page.goto("/vehicles/v1");
  await expect(page.getByText("€79.99")).toBeVisible();
  await expect(page.getByText("$79.99")).toHaveCount(0);

  // Kept in this browser: still there after a reload; a blank symbol is refused and nothing changes.
  await openTab(page, "Currency");
  await expect(page.getByLabel("Currency Symbol")).toHaveValue("€");
  await page.getByLabel("Currency Symbol").fill("");
  await page.getByRole("button", { name: "Save Currency Settings" }).click();
  await expect(page.getByText("Currency symbol and code cannot be empty.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("currencySymbol"))).toBe("€");
});

test("branding reaches the navigation header and the page title, and survives a reload", async ({ page, loginAs }) => {
  await loginAs("User");
  await page.goto("/");
  await expect(page).toHaveTitle("AutoServ");

  await openTab(page, "Branding");
  await expect(page.getByLabel("Application Name")).toHaveValue("AutoServ");
  await page.getByLabel("Application Name").fill("Torque Garage");
  await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Logo preview" })).toBeVisible();
  await page.getByRole("button", { name: "Save Branding" }).click();
  await expect(page.getByText("Branding Updated")).toBeVisible();

  const checkBranding = async () => {
    await expect(page).toHaveTitle("Torque Garage");
    await expect(page.getByRole("banner")).toContainText("Torque Garage");
    const logo = page.getByRole("complementary", { name: "Sidebar" }).getByRole("img", { name: "Torque Garage logo" });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  };
  await checkBranding();
  await page.reload();
  await checkBranding();

  // An empty name: the title falls back.
  await openTab(page, "Branding");
  await page.getByLabel("Application Name").fill("");
  await page.getByRole("button", { name: "Remove Logo" }).click();
  await page.getByRole("button", { name: "Save Branding" }).click();
  await expect(page.getByText("Branding Updated")).toBeVisible();
  await expect(page).toHaveTitle("Vehicle Service Management");
  await page.reload();
  await expect(page).toHaveTitle("Vehicle Service Management");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText("Vehicle Service Management");
});

test("an SVG logo is shown only as an image: its script never runs", async ({ page, loginAs }) => {
  await loginAs("User");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><script>alert(2)</script><rect width="40" height="40" fill="teal"/></svg>';
  await openTab(page, "Branding");
  await page.getByLabel("Logo", { exact: true }).setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  await page.getByRole("button", { name: "Save Branding" }).click();
  await expect(page.getByText("Branding Updated")).toBeVisible();
  await page.reload();

  const logo = page.getByRole("complementary", { name: "Sidebar" }).getByRole("img", { name: "AutoServ logo" });
  await expect(logo).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await page.locator("svg rect[fill='teal']").count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("a logo over 2 MB and a file of another type are refused with the product's exact words", async ({ page, loginAs }) => {
  await loginAs("User");
  await openTab(page, "Branding");
  const logoInput = page.getByLabel("Logo", { exact: true });

  const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await logoInput.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(page.getByText("File Too Large")).toBeVisible();
  await expect(page.getByText("Please select a logo image smaller than 2MB.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo preview" })).toHaveCount(0);

  await logoInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await expect(page.getByText("Invalid File Type")).toBeVisible();
  await expect(page.getByText("Please select a valid image file (JPG, PNG, GIF, SVG).")).toBeVisible();
  await expect(page.getByRole("img", { name: "Logo preview" })).toHaveCount(0);

  await page.getByRole("button", { name: "Save Branding" }).click();
  await expect(page.getByText("Branding Updated")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("appLogoUrl"))).toBeNull();
});

test("export, logout and clear, then import gives back identical local data and images", async ({ page, loginAs }, testInfo) => {
  const { email } = await loginAs("User");

  // Local data of every kind: records, a custom field, a job card image and every setting.
  await page.goto("/services");
  await page.getByRole("button", { name: "Upload job card image for Oil Change" }).click();
  const upload = page.getByRole("dialog", { name: "Upload Job Card Image" });
  await upload.getByLabel("Job card image").setInputFiles({ name: "job-card.png", mimeType: "image/png", buffer: PNG });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Image URL Updated (Local)")).toBeVisible();
  await page.evaluate(() => {
    localStorage.setItem("vehicleCustomFields_local_cache", JSON.stringify([{ id: "f1", label: "Fleet Number", type: "text" }]));
    localStorage.setItem("appName", "Export Garage");
    localStorage.setItem("currencySymbol", "£");
    localStorage.setItem("currencyCode", "GBP");
    localStorage.setItem("sidebarCollapsed", "true");
  });

  await openTab(page, "Data");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^autoserv-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const exported = JSON.parse(await fs.readFile(file, "utf8")) as {
    format: string;
    version: number;
    exportedAt: string;
    settings: Record<string, string>;
    jobCardImages: Record<string, string>;
  };
  expect(exported).toMatchObject({ format: "autoserv-local-data", version: 1 });
  expect(Date.parse(exported.exportedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
  expect(Object.keys(exported.settings).sort()).toEqual(["appName", "currencyCode", "currencySymbol", "sidebarCollapsed"]);
  expect(Object.values(exported.jobCardImages)).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
  const before = await storedValues(page);
  expect(Object.keys(before)).toContain("services_local_cache");

  await page.getByRole("button", { name: "Logout & Clear All Local Data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Logout & Clear All Local Data?" });
  await confirm.getByRole("button", { name: "Clear Data and Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedValues(page)).toEqual({});

  await logInAs(page, email, PASSWORD);
  await openTab(page, "Data");
  await page.getByLabel("Data file to import").setInputFiles(file);
  const replace = page.getByRole("alertdialog", { name: "Replace Local Data?" });
  await expect(replace).toContainText("was exported on");
  await expect(replace.getByRole("definition")).toHaveText(["3", "4", "1", "0", "1", "4"]);
  await replace.getByRole("button", { name: "Replace Local Data" }).click();
  await expect(page.getByText("Data Imported")).toBeVisible();

  expect(await storedValues(page)).toEqual(before);
  await expect(page).toHaveTitle("Export Garage");

  // The job card image came back from the file into IndexedDB.
  await page.goto("/services");
  await page.getByRole("row").filter({ hasText: "Oil Change" }).getByRole("button", { name: "View Image" }).click();
  const shown = page.getByRole("dialog", { name: "Job Card Image" }).getByRole("img");
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: "Oil Change" })).toContainText("£79.99");
});

test("a damaged or wrong import file changes nothing and says why", async ({ page, loginAs }) => {
  await loginAs("User");
  await openTab(page, "Data");
  await page.getByRole("button", { name: "Reset Local App Settings" }).click();
  await expect(page.getByText("Local Settings Cleared")).toBeVisible();
  await page.goto("/vehicles");
  await expect(page.getByText("Showing 3 of 3 vehicles. (Data from Local Storage)")).toBeVisible();
  await openTab(page, "Data");
  const before = await storedValues(page);

  const input = page.getByLabel("Data file to import");
  await input.setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from('{"format":"autoserv-local-data","ver') });
  await expect(page.getByText("The file is not valid JSON; it may be damaged or not an export. Nothing was changed.")).toBeVisible();

  const damaged = {
    format: "autoserv-local-data",
    version: 1,
    exportedAt: new Date().toISOString(),
    records: {
      vehicles_local_cache: [{ id: "v1", make: "Kia", year: "next year" }],
      vehicleCustomFields_local_cache: [],
      services_local_cache: [],
      serviceCustomFields_local_cache: [],
    },
    settings: {},
  };
  await input.setInputFiles({ name: "damaged.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(damaged)) });
  await expect(page.getByText("Vehicle 1 in the file is damaged (year: Must be a number.). Nothing was changed.")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  expect(await storedValues(page)).toEqual(before);
  await page.goto("/vehicles");
  await expect(page.getByText("Showing 3 of 3 vehicles. (Data from Local Storage)")).toBeVisible();
});

test("notification preferences are saved to the profile and shown again after a reload and elsewhere", async ({
  page,
  browser,
  loginAs,
}) => {
  const { email } = await loginAs("User");
  await openTab(page, "Notifications");
  const emailBox = page.getByRole("checkbox", { name: "Email notifications for new service bookings" });
  const smsBox = page.getByRole("checkbox", { name: "SMS notifications for urgent issues" });
  await expect(emailBox).toBeChecked();
  await expect(smsBox).not.toBeChecked();

  await emailBox.click();
  await smsBox.press("Space");
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(page.getByText("Preferences Saved")).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(emailBox).not.toBeChecked();
  await expect(smsBox).toBeChecked();

  // Another browser (another device) sees the same choices.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInAs(otherPage, email, PASSWORD);
  await openTab(otherPage, "Notifications");
  await expect(otherPage.getByRole("checkbox", { name: "SMS notifications for urgent issues" })).toBeChecked();
  await expect(otherPage.getByRole("checkbox", { name: "Email notifications for new service bookings" })).not.toBeChecked();
  await other.close();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every settings tab and its dialogs have no serious a11y violations", async ({ page, loginAs }) => {
      await loginAs("User");
      await page.goto("/settings");
      await expect(page.getByLabel("Full Name")).toHaveValue("User Person");
      await expectNoSeriousA11yViolations(page);

      const ready: Record<string, () => Promise<void>> = {
        Branding: () => expect(page.getByRole("button", { name: "Save Branding" })).toBeVisible(),
        Currency: () => expect(page.getByRole("button", { name: "Save Currency Settings" })).toBeVisible(),
        Notifications: () => expect(page.getByRole("button", { name: "Save Preferences" })).toBeVisible(),
        Security: () => expect(page.getByRole("button", { name: "Change Password" })).toBeVisible(),
        Data: () => expect(page.getByRole("button", { name: "Export Data (JSON)" })).toBeVisible(),
      };
      for (const [tab, isReady] of Object.entries(ready)) {
        await page.getByRole("tab", { name: tab }).click();
        await isReady();
        await expectNoSeriousA11yViolations(page);
      }
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.getByRole("button", { name: "Logout & Clear All Local Data" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");

      const backup = {
        format: "autoserv-local-data",
        version: 1,
        exportedAt: new Date().toISOString(),
        records: { vehicles_local_cache: [], vehicleCustomFields_local_cache: [], services_local_cache: [], serviceCustomFields_local_cache: [] },
        settings: {},
      };
      await page.getByLabel("Data file to import").setInputFiles({
        name: "empty.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(backup)),
      });
      await expect(page.getByRole("alertdialog", { name: "Replace Local Data?" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
