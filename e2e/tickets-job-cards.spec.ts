import type { Locator, Page } from "@playwright/test";
import { PASSWORD, createAccount, logInAs, post, registerStaff } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { searchList } from "./support/list-search";
import { uniqueToken } from "./support/unique-token";

/**
 * Journeys through service tickets and job cards: screens, form rules and error toasts. Workers
 * share one server and database, so every test marks its records with a unique token and looks
 * only at the rows that carry it.
 */

/** The sample Toyota every fresh browser starts with. */
const TOYOTA = { name: "Toyota Camry", heading: "Toyota Camry 2019", vin: "4T1B11HK5KU123456", owner: "John Smith" };

/** The table row holding `text` (the test's token). */
function rowWith(page: Page, text: string): Locator {
  return page.getByRole("row").filter({ hasText: text });
}

async function searchTickets(page: Page, text: string) {
  await page.goto("/service-tickets");
  await expect(page.getByRole("heading", { level: 1, name: "Service Tickets" })).toBeVisible();
  await searchList(page, "Search service tickets", text);
}

async function searchJobCards(page: Page, text: string) {
  await page.goto("/jobcards");
  await expect(page.getByRole("heading", { level: 1, name: "Job Cards" })).toBeVisible();
  await searchList(page, "Search job cards", text);
}

test.describe("a ticket from a vehicle page to a finished, printed job card", () => {
  // One ticket travels through these in order: created, converted, worked on, printed.
  test.describe.configure({ mode: "serial" });

  let token: string;
  let issue: string;
  let advisor: { email: string };
  let technician: { email: string; name: string };

  // Fresh for each run of the group (a retry or --repeat-each), so no run finds another's rows.
  test.beforeAll(() => {
    token = uniqueToken();
    issue = `Brakes squeal when cold ${token}`;
  });

  test("an Advisor creates a ticket from a vehicle page; a Manager's open list shows it within 2 s", async ({
    page,
    browser,
    adminRequest,
    loginAs,
    baseURL,
  }) => {
    advisor = await loginAs("Service Advisor", `Ada Advisor ${token}`);

    // The second browser: a Manager with Service Tickets open before the ticket exists.
    const managerContext = await browser.newContext({ baseURL });
    const managerPage = await managerContext.newPage();
    await createAccount(managerPage, adminRequest, "Manager", `Mina Manager ${token}`);
    const liveStreamOpen = managerPage.waitForResponse((response) => response.url().endsWith("/api/events"));
    await searchTickets(managerPage, token);
    await expect(managerPage.getByText("No service tickets found")).toBeVisible();
    await liveStreamOpen;

    await page.goto("/vehicles");
    await page.getByRole("link", { name: `View ${TOYOTA.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: TOYOTA.heading })).toBeVisible();
    await page.getByRole("button", { name: "Create Service Ticket" }).click();

    const form = page.getByRole("dialog", { name: "Create Service Ticket" });
    await expect(form.getByLabel("VIN")).toHaveValue(TOYOTA.vin);
    await expect(form.getByLabel("Customer Name")).toHaveValue(TOYOTA.owner);
    await expect(form.getByLabel("Customer Contact")).toHaveValue("555-0101 / john.smith@example.com");
    await form.getByLabel("Issue Description").fill(issue);
    await form.getByRole("button", { name: "Create Ticket" }).click();

    await expect(page.getByText("Ticket Created")).toBeVisible();
    await expect(form).toBeHidden();
    // No reload on the Manager's side: the live event refetches the list.
    const managerRow = rowWith(managerPage, token);
    await expect(managerRow).toBeVisible({ timeout: 2000 });
    await expect(managerRow).toContainText(TOYOTA.vin);
    await expect(managerRow).toContainText(TOYOTA.owner);
    await expect(managerRow).toContainText("Open");
    await managerContext.close();
  });

  test("the Advisor converts it: a technician is required, then the ticket is Assigned and the card names them", async ({
    page,
    adminRequest,
    baseURL,
  }) => {
    technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Tess Tech ${token}`);
    await logInAs(page, advisor.email, PASSWORD);
    await searchTickets(page, token);
    const row = rowWith(page, token);
    await expect(row).toContainText("Open");

    await row.getByRole("button", { name: /^Convert ticket .* to job card$/ }).click();
    const dialog = page.getByRole("dialog", { name: "Convert to Job Card" });
    await expect(dialog.getByLabel("Service Description")).toHaveValue(issue);
    await dialog.getByRole("button", { name: "Create Job Card" }).click();
    await expect(page.getByText("Technician Required")).toBeVisible();
    await expect(dialog.getByText("Please assign a service technician")).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Assigned Technician").selectOption({ label: technician.name });
    await dialog.getByLabel("Estimated Hours").fill("1.5");
    await dialog.getByRole("button", { name: "Create Job Card" }).click();
    await expect(page.getByText("Job Card Created")).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(row).toContainText("Assigned");
    await expect(row.getByRole("button", { name: /^Convert ticket/ })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job Cards" }).click();
    await searchList(page, "Search job cards", token);
    const card = rowWith(page, token);
    await expect(card).toContainText(technician.name);
    await expect(card).toContainText(TOYOTA.vin);
    await expect(card).toContainText(TOYOTA.owner);
    await expect(card).toContainText("Pending");
  });

  test("the technician sees the card assigned to them and moves it to In Progress, then Completed", async ({ page }) => {
    await logInAs(page, technician.email, PASSWORD);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Job Cards" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Service Tickets" })).toHaveCount(0);

    await nav.getByRole("link", { name: "Job Cards" }).click();
    await expect(page.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "true");
    const row = rowWith(page, token);
    await expect(row).toContainText(technician.name);
    await expect(row).toContainText("Pending");

    for (const status of ["In Progress", "Completed"]) {
      await row.getByRole("button", { name: /^View details of job card/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Repair Order / })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(issue);
      const bar = page.getByRole("region", { name: "Repair order actions" });
      await bar.getByRole("combobox", { name: "Status" }).selectOption(status);
      await bar.getByRole("button", { name: "Update Status" }).click();
      await expect(page.getByText(`is now ${status}.`)).toBeVisible();
      await expect(bar.getByRole("combobox", { name: "Status" })).toHaveValue(status);
      await page.goBack();
      await expect(row).toContainText(status);
    }
  });

  test("Print opens a printable job card with the shop name and no navigation", async ({ page, context }) => {
    await logInAs(page, advisor.email, PASSWORD);
    await searchJobCards(page, token);
    const print = rowWith(page, token).getByRole("link", { name: /^Print job card/ });
    await expect(print).toHaveAttribute("href", /^\/jobcards\/[^/]+\/print$/);

    const [printPage] = await Promise.all([context.waitForEvent("page"), print.click()]);
    await expect(printPage).toHaveURL(/\/jobcards\/[^/]+\/print$/);
    await expect(printPage.getByText("AutoServ", { exact: true })).toBeVisible();
    await expect(printPage.getByRole("heading", { level: 1, name: "Job Card" })).toBeVisible();
    await expect(printPage.getByText(TOYOTA.vin).first()).toBeVisible();
    await expect(printPage.getByText(issue).first()).toBeVisible();
    await expect(printPage.getByText(technician.name)).toBeVisible();
    await expect(printPage.getByText("Completed")).toBeVisible();
    await expect(printPage.getByRole("navigation")).toHaveCount(0);

    // On paper the buttons go too.
    await expect(printPage.getByRole("button", { name: "Print" })).toBeVisible();
    await printPage.emulateMedia({ media: "print" });
    await expect(printPage.getByRole("button", { name: "Print" })).toBeHidden();
    await expect(printPage.getByText(issue).first()).toBeVisible();
  });
});

test("deleting a ticket and a job card asks first: Cancel keeps it, Delete removes it", async ({
  page,
  adminRequest,
  loginAs,
  baseURL,
}) => {
  const token = uniqueToken();
  const vin = `DEL${token}`;
  await loginAs("Service Advisor");
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Dora Tech ${token}`);
  await post(page.request, "/api/tickets", { vin, customerName: `Del Customer ${token}`, issueDescription: "Rattle at idle" });
  await post(page.request, "/api/job-cards", {
    vin,
    serviceDescription: "Replace heat shield",
    assignedTechnicianId: technician.userId,
  });

  await searchTickets(page, token);
  const ticket = rowWith(page, vin);
  await ticket.getByRole("button", { name: /^Delete ticket/ }).click();
  const confirmTicket = page.getByRole("alertdialog", { name: "Delete service ticket?" });
  await expect(confirmTicket).toContainText(vin);
  await confirmTicket.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmTicket).toBeHidden();
  await expect(ticket).toBeVisible();

  await ticket.getByRole("button", { name: /^Delete ticket/ }).click();
  await confirmTicket.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Ticket Deleted")).toBeVisible();
  await expect(ticket).toHaveCount(0);
  await expect(page.getByText("No service tickets found")).toBeVisible();

  await searchJobCards(page, token);
  const card = rowWith(page, vin);
  await expect(card).toContainText(technician.name);
  await card.getByRole("button", { name: /^Delete job card/ }).click();
  const confirmCard = page.getByRole("alertdialog", { name: "Delete Job Card" });
  await expect(confirmCard).toContainText(vin);
  await confirmCard.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmCard).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: /^Delete job card/ }).click();
  await confirmCard.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Job Card Deleted")).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No job cards found")).toBeVisible();

  // Gone on the server too, not just from this screen.
  await searchTickets(page, token);
  await expect(page.getByText("No service tickets found")).toBeVisible();
  await searchJobCards(page, token);
  await expect(page.getByText("No job cards found")).toBeVisible();
});

test("every required field says so: ticket form, convert dialog and direct job card", async ({ page, loginAs }) => {
  const token = uniqueToken();
  await loginAs("Service Advisor");
  await post(page.request, "/api/tickets", { vin: `REQ${token}`, issueDescription: "Engine light on" });

  // Ticket form: VIN and issue description are required.
  await searchTickets(page, token);
  await page.getByRole("button", { name: "Create New Ticket" }).click();
  const ticketForm = page.getByRole("dialog", { name: "Create Service Ticket" });
  await ticketForm.getByRole("button", { name: "Create Ticket" }).click();
  await expect(ticketForm.getByText("VIN is required.")).toBeVisible();
  await expect(ticketForm.getByText("Issue description is required.")).toBeVisible();
  await ticketForm.getByRole("button", { name: "Cancel" }).click();
  await expect(ticketForm).toBeHidden();

  // Convert: a technician and a service description.
  await rowWith(page, token).getByRole("button", { name: /^Convert ticket .* to job card$/ }).click();
  const convert = page.getByRole("dialog", { name: "Convert to Job Card" });
  await convert.getByLabel("Service Description").fill("");
  await convert.getByRole("button", { name: "Create Job Card" }).click();
  await expect(convert.getByText("Please assign a service technician")).toBeVisible();
  await expect(convert.getByText("Service description is required.")).toBeVisible();
  await expect(page.getByText("Technician Required")).toBeVisible();
  await convert.getByRole("button", { name: "Cancel" }).click();
  await expect(convert).toBeHidden();
  await expect(rowWith(page, token)).toContainText("Open");

  // Direct job card: the Missing Fields toast and a message under each field.
  await page.goto("/jobcards");
  await page.getByRole("button", { name: "Create New Job Card" }).click();
  const cardForm = page.getByRole("dialog", { name: "Create New Job Card" });
  await cardForm.getByRole("button", { name: "Create Job Card" }).click();
  await expect(page.getByText("Missing Fields")).toBeVisible();
  await expect(page.getByText("VIN, Service Description, and Assigned Technician are required")).toBeVisible();
  await expect(cardForm.getByText("VIN is required.")).toBeVisible();
  await expect(cardForm.getByText("Service description is required.")).toBeVisible();
  await expect(cardForm.getByText("Assigned technician is required.")).toBeVisible();
  await expect(cardForm).toBeVisible();
});

test("a User lists and creates tickets but cannot convert or delete them, and has no Job Cards", async ({
  page,
  loginAs,
}) => {
  const token = uniqueToken();
  const vin = `USR${token}`;
  await loginAs("User");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Service Tickets" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Job Cards" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Service Tickets" }).click();
  await page.getByRole("button", { name: "Create New Ticket" }).click();
  const form = page.getByRole("dialog", { name: "Create Service Ticket" });
  await form.getByLabel("VIN").fill(vin);
  await form.getByLabel("Customer Name").fill(`Uma Customer ${token}`);
  await form.getByLabel("Issue Description").fill("Wipers streak");
  await form.getByRole("button", { name: "Create Ticket" }).click();
  await expect(page.getByText("Ticket Created")).toBeVisible();

  await searchList(page, "Search service tickets", token);
  const row = rowWith(page, vin);
  await expect(row).toContainText("Open");
  await expect(row.getByRole("button", { name: /^View or edit ticket/ })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Convert ticket/ })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Delete ticket/ })).toHaveCount(0);

  await page.goto("/jobcards");
  await expect(page).toHaveURL(/\/$/);
});
