import { request as playwrightRequest, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { createAccount, post, registerAccount } from "./support/accounts";
import { expectNoSeriousA11yViolations, waitForStillPage } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

/**
 * The accessibility sweep: axe on every route of the app's route table (and the password pages
 * beyond it), and on every dialog, panel and menu that can be opened, at 1280 px and at
 * 375 px. No serious or critical violation is allowed. Each viewport signs in one Admin (who may
 * see every page) in one browser context and seeds its records once; the tests of a viewport then
 * walk the app in that context, in order.
 */

const VIEWPORTS = [
  { name: "1280 px", size: { width: 1280, height: 800 } },
  { name: "375 px", size: { width: 375, height: 740 } },
] as const;

/** A small valid PNG for the job card image dialogs. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4o6QERwzEcQDE4xEBYJBBnwAAAABJRU5ErkJggg==",
  "base64",
);

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** Scans the page as it stands, once no toast is on screen (a toast is scanned on purpose, by scanWithToast). */
async function scan(page: Page, label: string): Promise<void> {
  await expect(toasts(page), `a toast is still showing before scanning ${label}`).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, label);
}

/** Scans the page with the toast `title` on it, once the toast has finished sliding in. */
async function scanWithToast(page: Page, title: string, label: string): Promise<void> {
  await expect(toasts(page).filter({ hasText: title })).toBeVisible();
  await waitForStillPage(page);
  await expectNoSeriousA11yViolations(page, `${label} (with the ${title} toast)`);
}

/** Opens a dialog with `opener`, scans it as `label`, and returns it. */
async function openAndScan(page: Page, opener: Locator, dialog: Locator, label: string): Promise<Locator> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await scan(page, label);
  return dialog;
}

/** Closes a dialog with Escape (every dialog has it; not all have a Cancel button) and checks it went. */
async function cancel(dialog: Locator): Promise<void> {
  await dialog.page().keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  const narrow = viewport.size.width < 768;
  // Below 640 px lists show their records as cards: a list item stands for a row, a card's field
  // label for a column's heading.
  const cards = viewport.size.width < 640;
  const record = (page: Page, text: string) => (cards ? page.getByRole("listitem") : page.getByRole("row")).filter({ hasText: text });
  const fieldHeading = (page: Page, name: string) =>
    cards ? page.getByRole("term").filter({ hasText: name }).first() : page.getByRole("columnheader", { name });

  test.describe(`accessibility sweep at ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });
    test.describe.configure({ timeout: 120_000 });

    test("the signed-out screens: log in, sign up, forgot and reset password", async ({ page }) => {
      await visit(page, "/login", "Log In");
      await scan(page, "/login");
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page.getByText("Email is required.").or(page.getByRole("alert")).first()).toBeVisible();
      await scan(page, "/login with field errors");
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(page.getByLabel("Initial Role")).toBeVisible();
      await scan(page, "/login in Sign Up mode");

      await visit(page, "/forgot-password", "Forgot password");
      await scan(page, "/forgot-password");
      await page.getByLabel("Email").fill("nobody@autoserv.test");
      await page.getByRole("button", { name: /Send/ }).click();
      await expect(page.getByLabel("Email")).toBeHidden();
      await scan(page, "/forgot-password once sent");

      await visit(page, "/reset-password", "Set a new password");
      await scan(page, "/reset-password without a token");
      await visit(page, "/reset-password?token=not-a-real-token", "Set a new password");
      await scan(page, "/reset-password with a token");
    });

    test.describe("signed in as an Admin", () => {
      // One signed-in browser for the whole group: the tests run in order on one worker.
      // Dozens of scans per test: more than the default 30 s on a busy machine.
      test.describe.configure({ mode: "default", timeout: 120_000 });

      let context: BrowserContext;
      let page: Page;
      let token: string;
      let jobCardId: string;

      test.beforeAll(async ({ browser, adminRequest }) => {
        const baseURL = process.env.E2E_BASE_URL!;
        token = uniqueToken();
        context = await browser.newContext({ baseURL, viewport: viewport.size });
        page = await context.newPage();
        await createAccount(page, adminRequest, "Admin", `Ada Sweep ${token}`);

        const signUp = await playwrightRequest.newContext({ baseURL });
        const technician = await registerAccount(signUp, adminRequest, "Service Technician", `Tom Sweep ${token}`);
        await signUp.dispose();

        const vin = `AXE${token}`;
        await post(page.request, "/api/tickets", { vin, customerName: `Axel Customer ${token}`, issueDescription: "Squeak from the rear axle" });
        const created = (await post(page.request, "/api/job-cards", {
          vin,
          customerName: `Axel Customer ${token}`,
          serviceDescription: "Replace the rear axle bushings",
          assignedTechnicianId: technician.userId,
          estimatedHours: 2.5,
        })) as { jobCard: { id: string } };
        jobCardId = created.jobCard.id;

        // A custom field of each kind, so the tables and forms show their extra columns and inputs.
        await visit(page, "/", "Dashboard Overview");
        await page.evaluate(() => {
          localStorage.setItem("vehicleCustomFields_local_cache", JSON.stringify([{ id: "cf-fleet", label: "Fleet Number", type: "text" }]));
          localStorage.setItem("serviceCustomFields_local_cache", JSON.stringify([{ id: "cf-bay", label: "Service Bay", type: "number" }]));
        });
      });

      test.afterAll(async () => {
        await context?.close();
      });

      test("the dashboard, its search, the header search, the user menu and the navigation", async () => {
        await visit(page, "/", "Dashboard Overview");
        await scan(page, "/");

        const main = page.getByRole("main");
        await page.getByPlaceholder("Search by VIN, customer, or ticket number...").fill("Toyota");
        await main.getByRole("button", { name: "Search" }).click();
        await expect(main.getByRole("option", { name: /Toyota Camry/ }).first()).toBeVisible();
        await scan(page, "/ with the dashboard search's results");

        const header = page.getByRole("banner");
        await header.getByRole("searchbox", { name: "Search" }).fill("Camry");
        await expect(header.getByRole("listbox", { name: "Results" })).toBeVisible();
        await scan(page, "the header search's results panel");
        await page.keyboard.press("Escape");
        await expect(header.getByRole("listbox")).toHaveCount(0);

        await page.getByRole("button", { name: /^Account menu for/ }).click();
        await expect(page.getByRole("menu")).toBeVisible();
        await scan(page, "the user menu");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("menu")).toHaveCount(0);

        if (narrow) {
          await page.getByRole("button", { name: "Open navigation" }).click();
          const drawer = page.getByRole("dialog", { name: "Navigation" });
          await expect(drawer.getByRole("link", { name: "User Management" })).toBeVisible();
          await scan(page, "the mobile navigation drawer");
          await drawer.getByRole("button", { name: "Close navigation" }).click();
          await expect(drawer).toBeHidden();
        } else {
          await page.getByRole("button", { name: "Collapse sidebar" }).click();
          await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
          await scan(page, "/ with the sidebar collapsed");
          await page.getByRole("button", { name: "Expand sidebar" }).click();
        }
      });

      test("vehicles: the list, its filters and every dialog", async () => {
        await visit(page, "/vehicles", "Manage Vehicles");
        // A card leaves out an empty custom field, and the sample vehicles have no Fleet Number.
        await expect(cards ? record(page, "Toyota Camry").first() : fieldHeading(page, "Fleet Number")).toBeVisible();
        await scan(page, "/vehicles");
        await page.getByRole("button", { name: "Filter" }).click();
        await scan(page, "/vehicles with its filters open");

        const add = await openAndScan(
          page,
          page.getByRole("button", { name: "Add New Vehicle" }),
          page.getByRole("dialog", { name: "Add New Vehicle" }),
          "Add New Vehicle",
        );
        await add.getByRole("button", { name: "Add Vehicle" }).click();
        await expect(add.getByText("Make is required.")).toBeVisible();
        await scan(page, "Add New Vehicle with field errors");
        await cancel(add);

        const edit = await openAndScan(
          page,
          page.getByRole("button", { name: "Edit Toyota Camry" }),
          page.getByRole("dialog", { name: "Edit Vehicle" }),
          "Edit Vehicle",
        );
        await cancel(edit);

        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Delete Toyota Camry" }),
            page.getByRole("alertdialog", { name: "Confirm Deletion" }),
            "Confirm Deletion (vehicle)",
          ),
        );

        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Custom Fields" }),
            page.getByRole("dialog", { name: "Manage Vehicle Custom Fields" }),
            "Manage Vehicle Custom Fields",
          ),
        );

        const upload = await openAndScan(
          page,
          page.getByRole("button", { name: "Bulk Upload" }),
          page.getByRole("dialog", { name: "Bulk Upload Vehicles" }),
          "Bulk Upload Vehicles",
        );
        const csv = [
          "make,model,year,vin,licensePlate,owner_name,owner_email,owner_phone,status,mileage,notes",
          "Kia,Rio,2021,,AXE-1,Bo Axe,,,active,5000,",
          "Audi,A4,someday,,,,,,active,,",
        ].join("\n");
        await upload.getByLabel("Vehicle file").setInputFiles({ name: "vehicles.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
        await expect(upload.getByRole("row", { name: /AXE-1/ })).toContainText("Valid");
        await scan(page, "Bulk Upload Vehicles with a preview");
        await cancel(upload);
      });

      test("vehicle and service detail pages, their dialogs and unknown ids", async () => {
        await visit(page, "/vehicles/v1", "Toyota Camry 2019");
        await scan(page, "/vehicles/v1");
        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Create Service Ticket" }),
            page.getByRole("dialog", { name: "Create Service Ticket" }),
            "Create Service Ticket (from a vehicle)",
          ),
        );
        await visit(page, "/vehicles/no-such-vehicle", "Vehicle Not Found");
        await scan(page, "/vehicles/{unknown id}");

        await visit(page, "/services/s1", "Service: Oil Change");
        await scan(page, "/services/s1");
        await page.goto("/services/no-such-service");
        await expect(page.getByText("Loading service details or service not found")).toBeVisible();
        await scan(page, "/services/{unknown id}");
      });

      test("services: the list, its filters and every dialog", async () => {
        await visit(page, "/services", "Manage Services");
        await expect(fieldHeading(page, "Service Bay")).toBeVisible();
        await scan(page, "/services");
        await page.getByRole("button", { name: "Filter" }).click();
        await scan(page, "/services with its filters open");

        const add = await openAndScan(
          page,
          page.getByRole("button", { name: "Add New Service" }),
          page.getByRole("dialog", { name: "Add Service" }),
          "Add Service",
        );
        await add.getByLabel("Service Type").fill("");
        await add.getByRole("button", { name: "Add Service" }).click();
        await expect(add.getByText(/required/).first()).toBeVisible();
        await scan(page, "Add Service with field errors");
        await cancel(add);

        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Edit Oil Change" }),
            page.getByRole("dialog", { name: "Update Service" }),
            "Update Service",
          ),
        );
        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Delete Oil Change" }),
            page.getByRole("alertdialog", { name: "Delete service?" }),
            "Delete service? (confirm)",
          ),
        );
        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Custom Fields" }),
            page.getByRole("dialog", { name: "Manage Service Custom Fields" }),
            "Manage Service Custom Fields",
          ),
        );

        const history = await openAndScan(
          page,
          page.getByRole("button", { name: "Import History" }),
          page.getByRole("dialog", { name: "Bulk Import Service History" }),
          "Bulk Import Service History",
        );
        const csv = ["vehicle,serviceDate,type,description,cost,status,mechanic", "NOPE-0000,2025-03-15,Tyres,,10,Completed,"].join("\n");
        await history.getByLabel("Service history file").setInputFiles({ name: "history.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
        await expect(history.getByText("vehicle: No vehicle with plate or VIN 'NOPE-0000'.")).toBeVisible();
        await scan(page, "Bulk Import Service History with a preview");
        await cancel(history);

        const upload = await openAndScan(
          page,
          page.getByRole("button", { name: "Upload job card image for Oil Change" }),
          page.getByRole("dialog", { name: "Upload Job Card Image" }),
          "Upload Job Card Image",
        );
        await upload.getByLabel("Job card image").setInputFiles({ name: "job-card.png", mimeType: "image/png", buffer: PNG });
        await expect(upload.getByRole("img", { name: "Preview of the selected job card image" })).toBeVisible();
        await scan(page, "Upload Job Card Image with a preview");
        await upload.getByRole("button", { name: "Upload" }).click();
        await expect(upload).toBeHidden();
        await scanWithToast(page, "Image URL Updated (Local)", "/services");

        // A reload clears the toast; the image stays (IndexedDB).
        await page.reload();
        const viewer = await openAndScan(
          page,
          record(page, "Oil Change").getByRole("button", { name: "View Image" }),
          page.getByRole("dialog", { name: "Job Card Image" }),
          "Job Card Image (view)",
        );
        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
      });

      test("the Reports centre and each report", async () => {
        await visit(page, "/reports", "Reports Centre");
        await scan(page, "/reports");
        for (const report of ["service-history", "revenue", "customers", "vehicle-maintenance", "receivables"]) {
          await page.goto(`/reports?report=${report}&from=2000-01-01`);
          await expect(page.getByRole("heading", { level: 2 }).last()).toBeVisible();
          await expect(page.getByRole("button", { name: /Close|Download CSV/ }).first()).toBeVisible();
          await scan(page, `/reports?report=${report}`);
        }
      });

      test("Settings: every tab, and the import and logout confirmations", async () => {
        await visit(page, "/settings", "Settings");
        await expect(page.getByLabel("Full Name")).toHaveValue(`Ada Sweep ${token}`);
        await scan(page, "/settings Profile");
        for (const tab of ["Branding", "Currency", "Notifications", "Security", "Data"]) {
          await page.getByRole("tab", { name: tab }).click();
          await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
          await scan(page, `/settings ${tab}`);
        }

        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: "Logout & Clear All Local Data" }),
            page.getByRole("alertdialog", { name: "Logout & Clear All Local Data?" }),
            "Logout & Clear All Local Data? (confirm)",
          ),
        );

        // A data file as Export Data writes it, built from what this browser holds.
        const backup = await page.evaluate(() => {
          const keys = ["vehicles_local_cache", "vehicleCustomFields_local_cache", "services_local_cache", "serviceCustomFields_local_cache"];
          const records = Object.fromEntries(keys.map((key) => [key, JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[]]));
          return JSON.stringify({ format: "autoserv-local-data", version: 1, exportedAt: new Date().toISOString(), records, settings: {}, jobCardImages: {} });
        });
        await page.getByLabel("Data file to import").setInputFiles({ name: "autoserv-data.json", mimeType: "application/json", buffer: Buffer.from(backup) });
        const replace = page.getByRole("alertdialog", { name: "Replace Local Data?" });
        await expect(replace).toBeVisible();
        await scan(page, "Replace Local Data? (import confirm)");
        await cancel(replace);
      });

      test("User Management: the list, Add User, User Invited, Edit User and Deactivate", async () => {
        await visit(page, "/users", "User Management");
        await expect(page.getByText(/^Showing \d+ of \d+ users?$/)).toBeVisible();
        await scan(page, "/users");

        const add = await openAndScan(
          page,
          page.getByRole("button", { name: "Add User" }),
          page.getByRole("dialog", { name: "Add User" }),
          "Add User",
        );
        await add.getByRole("button", { name: "Add User" }).click();
        await expect(add.getByText(/required/).first()).toBeVisible();
        await scan(page, "Add User with field errors");
        const email = `invitee-${token.toLowerCase()}@autoserv.test`;
        const name = `Ivy Sweep ${token}`;
        await add.getByLabel("Email").fill(email);
        await add.getByLabel("Full Name").fill(name);
        await add.getByLabel("Role").selectOption("Service Advisor");
        await add.getByRole("button", { name: "Add User" }).click();
        await expect(page.getByRole("dialog", { name: "User Invited" })).toBeVisible();
        await scanWithToast(page, "User Invited", "the User Invited dialog");

        await visit(page, "/users", "User Management");
        await page.getByRole("searchbox", { name: "Search users" }).fill(email);
        await cancel(
          await openAndScan(page, page.getByRole("button", { name: `Edit ${name}` }), page.getByRole("dialog", { name: "Edit User" }), "Edit User"),
        );
        await cancel(
          await openAndScan(
            page,
            page.getByRole("button", { name: `Deactivate ${name}` }),
            page.getByRole("alertdialog", { name: `Deactivate ${name}?` }),
            "Deactivate user (confirm)",
          ),
        );
      });

      test("Service Tickets: the list, its filters and every dialog", async () => {
        await visit(page, `/service-tickets?search=${token}`, "Service Tickets");
        const row = record(page, `AXE${token}`);
        await expect(row).toContainText("Open");
        await scan(page, "/service-tickets");
        await page.getByRole("button", { name: "Filter" }).click();
        await scan(page, "/service-tickets with its filters open");

        const create = await openAndScan(
          page,
          page.getByRole("button", { name: "Create New Ticket" }),
          page.getByRole("dialog", { name: "Create Service Ticket" }),
          "Create Service Ticket",
        );
        await create.getByRole("button", { name: "Create Ticket" }).click();
        await expect(create.getByText("VIN is required.")).toBeVisible();
        await scan(page, "Create Service Ticket with field errors");
        await cancel(create);

        await cancel(
          await openAndScan(
            page,
            row.getByRole("button", { name: /^View or edit ticket/ }),
            page.getByRole("dialog", { name: "Edit Service Ticket" }),
            "Edit Service Ticket",
          ),
        );
        await cancel(
          await openAndScan(
            page,
            row.getByRole("button", { name: /^Delete ticket/ }),
            page.getByRole("alertdialog", { name: "Delete service ticket?" }),
            "Delete service ticket? (confirm)",
          ),
        );
        const convert = await openAndScan(
          page,
          row.getByRole("button", { name: /^Convert ticket .* to job card$/ }),
          page.getByRole("dialog", { name: "Convert to Job Card" }),
          "Convert to Job Card",
        );
        await expect(convert.getByLabel("Assigned Technician")).toBeVisible();
        await cancel(convert);
      });

      test("Job Cards: the list, its filters, every dialog and the printable card", async () => {
        await visit(page, `/jobcards?search=${token}`, "Job Cards");
        const row = record(page, `AXE${token}`);
        await expect(row).toContainText("Pending");
        await scan(page, "/jobcards");
        await page.getByRole("button", { name: "Filter" }).click();
        await scan(page, "/jobcards with its filters open");

        const create = await openAndScan(
          page,
          page.getByRole("button", { name: "Create New Job Card" }),
          page.getByRole("dialog", { name: "Create New Job Card" }),
          "Create New Job Card",
        );
        await cancel(create);

        await cancel(
          await openAndScan(
            page,
            row.getByRole("button", { name: /^Delete job card/ }),
            page.getByRole("alertdialog", { name: "Delete Job Card" }),
            "Delete Job Card (confirm)",
          ),
        );

        await visit(page, `/jobcards/${jobCardId}`, /^Repair Order /);
        await expect(page.getByRole("region", { name: "Repair order actions" }).getByRole("combobox", { name: "Status" })).toBeVisible();
        // Phone first: the page never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await scan(page, "/jobcards/{id}");

        await visit(page, `/jobcards/${jobCardId}/print`, "Job Card");
        await expect(page.getByText("Replace the rear axle bushings").first()).toBeVisible();
        await scan(page, "/jobcards/{id}/print");
      });

      test("Invoices: the list and its filters", async () => {
        await visit(page, "/invoices", "Invoices");
        await expect(page.getByRole("searchbox", { name: "Search invoices" })).toBeVisible();
        await expect(page.getByText(/^Showing \d+ invoices?/)).toBeVisible();
        await scan(page, "/invoices");
      });

      test("an unknown address shows the not-found page", async () => {
        await visit(page, "/no-such-page", "Page not found");
        await scan(page, "the 404 page");
      });
    });
  });
}
