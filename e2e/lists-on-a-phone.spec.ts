import type { Page } from "@playwright/test";
import { createAccount, post, registerStaff } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { decidedJobCard, finalizedInvoice } from "./support/invoice-setup";
import { uniqueToken } from "./support/unique-token";

/**
 * Every list on a 375 px phone shows its records as cards, not as a table that scrolls sideways,
 * and a Service Technician's Job Cards start on the cards assigned to them.
 */

const PHONE = { width: 375, height: 800 };
test.use({ viewport: PHONE, hasTouch: true });

/**
 * Opens a list page (and types `search` into its search box, for a list that does not read the
 * address) and checks its records are cards in a list and nothing is wider than the phone.
 */
async function expectCards(page: Page, path: string, heading: string, list: string, record: string, search?: { box: string; text: string }) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (search) await page.getByRole("searchbox", { name: search.box }).fill(search.text);
  const cards = page.getByRole("list", { name: list }).getByRole("listitem");
  await expect(cards.filter({ hasText: record }).first()).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
}

test("an Admin sees every list as cards at 375 px, with nothing scrolling sideways", async ({ page, loginAs, adminRequest }) => {
  test.setTimeout(90_000);
  const token = uniqueToken();
  const admin = await loginAs("Admin", `Ada Cards ${token}`);
  const technician = await registerStaff(process.env.E2E_BASE_URL, adminRequest, "Service Technician", `Tom Cards ${token}`);
  const vin = `CRD${token}`.slice(0, 17);
  await post(page.request, "/api/tickets", { vin, customerName: `Cara Customer ${token}`, issueDescription: "Rattle under the dashboard" });
  await post(page.request, "/api/job-cards", {
    vin,
    customerName: `Cara Customer ${token}`,
    serviceDescription: "Find and fix the dashboard rattle",
    assignedTechnicianId: technician.userId,
  });
  const decided = await decidedJobCard(page.request, technician.userId, token, "C");
  const invoice = await finalizedInvoice(page.request, decided.jobCardId);

  await expectCards(page, `/service-tickets?search=${token}`, "Service Tickets", "Service tickets", vin);
  await expectCards(page, `/jobcards?search=${token}`, "Job Cards", "Job cards", "Find and fix the dashboard rattle");
  await expectCards(page, `/invoices?search=${invoice.number}`, "Invoices", "Invoices", invoice.number!);
  await expectCards(page, "/vehicles", "Manage Vehicles", "Vehicles", "Toyota Camry");
  await expectCards(page, "/services", "Manage Services", "Services", "Oil Change");
  await expectCards(page, "/users", "User Management", "Users", admin.email, { box: "Search users", text: admin.email });

  // Each card's actions are a thumb's size.
  await page.goto(`/jobcards?search=${token}`);
  const card = page.getByRole("list", { name: "Job cards" }).getByRole("listitem").filter({ hasText: "dashboard rattle" });
  for (const action of await card.getByRole("button").all()) {
    const box = await action.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});

test("a Service Technician lands on Assigned to me, sees only their own cards, and one tap opens the repair order", async ({
  page,
  adminRequest,
}) => {
  const token = uniqueToken();
  const other = await registerStaff(process.env.E2E_BASE_URL, adminRequest, "Service Technician", `Otto Other ${token}`);
  const createCard = async (customerName: string, technicianId: string) =>
    ((await post(adminRequest, "/api/job-cards", {
      vin: `MY${token}`.slice(0, 17),
      customerName,
      serviceDescription: `Brake check ${token}`,
      assignedTechnicianId: technicianId,
    })) as { jobCard: { id: string } }).jobCard.id;
  const me = await createAccount(page, adminRequest, "Service Technician", `Tia Mine ${token}`);
  const mine = await createCard(`Mine Customer ${token}`, me.userId);
  await createCard(`Other Customer ${token}`, other.userId);

  await page.goto("/");
  await page.getByRole("button", { name: "Open navigation" }).click();
  await page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Job Cards" }).click();
  await expect(page.getByRole("button", { name: "Assigned to me" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("searchbox", { name: "Search job cards" }).fill(token);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  const cards = page.getByRole("list", { name: "Job cards" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`Mine Customer ${token}`);
  await expect(page.getByText(`Other Customer ${token}`)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Others' cards are one tap away, and the choice is kept in the address.
  await page.getByRole("button", { name: "All job cards" }).click();
  await expect(cards).toHaveCount(2);
  await expect(page).toHaveURL(/assigned=all/);
  await page.getByRole("button", { name: "Assigned to me" }).click();
  await expect(cards).toHaveCount(1);

  // A tap on the card (not on its actions) opens its repair order page.
  await cards.tap();
  await expect(page).toHaveURL(new RegExp(`/jobcards/${mine}$`));
});
