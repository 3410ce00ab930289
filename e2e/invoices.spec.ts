import type { Locator, Page } from "@playwright/test";
import { formatMoney } from "../src/shared/format/money";
import { fromCents } from "../src/shared/money/cents";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { openJobCardDetails } from "./support/estimate-pages";
import { expect, test } from "./support/fixtures";
import { decidedJobCard, finalizedInvoice } from "./support/invoice-setup";
import { searchList } from "./support/list-search";
import { post, registerStaff } from "./support/accounts";
import { uniqueToken } from "./support/unique-token";

/**
 * The money loop's second half, as staff run it: an invoice of the approved work only, its
 * number, print, payments in parts, a void, and what is still owed. Workers share one server, so
 * every record carries a unique token.
 */
const money = (cents: number) => formatMoney(fromCents(cents));

/** The amount beside a term of the invoice's totals (Total, Amount Paid, Balance Due). */
function total(page: Page, term: string): Locator {
  return page.getByLabel("Invoice totals").locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd`);
}

async function recordPayment(page: Page, amount: string | null, method: string): Promise<void> {
  await page.getByRole("button", { name: "Record Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Payment" });
  await expect(dialog).toBeVisible();
  if (amount !== null) await dialog.getByLabel("Amount").fill(amount);
  await dialog.getByLabel("Method").selectOption(method);
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(dialog).toBeHidden();
}

test("an Advisor invoices the approved job, finalizes, prints, and takes a card payment and the rest in cash", async ({ page, loginAs, adminRequest, baseURL }) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Theo Tech ${token}`);
  await loginAs("Service Advisor", `Avery Advisor ${token}`);
  const card = await decidedJobCard(page.request, technician.userId, token, "A");

  // From the job card: only the approved job goes into the draft.
  const details = await openJobCardDetails(page, card.vin);
  await details.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draft Invoice" })).toBeVisible();
  await expect(page.getByRole("region", { name: `Job ${card.approvedJob}` })).toBeVisible();
  await expect(page.getByRole("region", { name: `Job ${card.declinedJob}` })).toHaveCount(0);
  await expect(page.getByText(card.declinedJob)).toHaveCount(0);
  await expect(total(page, "Total")).toHaveText(money(card.authorisedTotalCents));

  await page.getByRole("button", { name: "Finalize Invoice" }).click();
  const heading = page.getByRole("heading", { level: 1, name: /^Invoice INV-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace("Invoice ", "");
  await expect(page.getByText("Unpaid", { exact: true })).toBeVisible();
  // Scanned as it stands once the Invoice Finalized toast has gone (a toast sliding in has half its contrast).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoSeriousA11yViolations(page, "a finalized invoice");

  // Print: its own page with the number and total, without the app's navigation.
  const [printPage] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Print Invoice" }).click()]);
  await printPage.emulateMedia({ media: "print" });
  await expect(printPage.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(printPage.getByText(money(card.authorisedTotalCents)).first()).toBeVisible();
  await expect(printPage.getByRole("navigation")).toHaveCount(0);
  await printPage.close();

  // Half by card, then the rest in cash (the amount offered is the balance).
  const half = Math.floor(card.authorisedTotalCents / 2);
  await recordPayment(page, (half / 100).toFixed(2), "Card");
  await expect(page.getByText("Partially Paid", { exact: true }).first()).toBeVisible();
  await expect(total(page, "Balance Due")).toHaveText(money(card.authorisedTotalCents - half));

  // More than the balance is refused under the field; nothing is recorded.
  await page.getByRole("button", { name: "Record Payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record Payment" });
  await expect(dialog.getByLabel("Amount")).toHaveValue(((card.authorisedTotalCents - half) / 100).toFixed(2));
  await dialog.getByLabel("Amount").fill("99999.00");
  await dialog.getByRole("button", { name: "Record Payment" }).click();
  await expect(dialog.getByText(/The payment is more than the balance due\./)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await recordPayment(page, null, "Cash");
  await expect(page.getByText("Paid", { exact: true }).first()).toBeVisible();
  await expect(total(page, "Balance Due")).toHaveText(money(0));
  await expect(total(page, "Amount Paid")).toHaveText(money(card.authorisedTotalCents));
  const payments = page.getByRole("table", { name: "Payments" });
  await expect(payments.getByRole("row")).toHaveCount(3);
  await expect(payments).toContainText("Card");
  await expect(payments).toContainText("Cash");
  // An Advisor may not void or reverse.
  await expect(page.getByRole("button", { name: "Void Invoice" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Reverse payment/ })).toHaveCount(0);

  // The job card is Billed; the Invoices page lists the invoice as Paid.
  await page.goto("/invoices");
  await searchList(page, "Search invoices", number);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText(card.vin);
  await expect(row).toContainText("Paid");
  const { jobCard } = (await (await page.request.get(`/api/job-cards/${card.jobCardId}`)).json()) as { jobCard: { status: string } };
  expect(jobCard.status).toBe("Billed");
});

test("a Manager voids an invoice with a reason; it keeps its number, shows Void and takes no payment", async ({ page, loginAs, adminRequest, baseURL }) => {
  const token = uniqueToken();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Theo Tech ${token}`);
  await loginAs("Manager", `Morgan Manager ${token}`);
  const card = await decidedJobCard(page.request, technician.userId, token, "V");
  const invoice = await finalizedInvoice(page.request, card.jobCardId);

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await page.getByRole("button", { name: "Void Invoice" }).click();
  const dialog = page.getByRole("dialog", { name: "Void Invoice" });
  await dialog.getByRole("button", { name: "Void Invoice" }).click();
  await expect(dialog.getByText("A reason is required.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Customer paid elsewhere by mistake");
  await dialog.getByRole("button", { name: "Void Invoice" }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByText("Customer paid elsewhere by mistake")).toBeVisible();
  await expect(page.getByText("Void", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Record Payment" })).toHaveCount(0);
  const refused = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    data: { amountCents: 100, method: "Cash", paidOn: "2026-01-05", note: "" },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(refused.status()).toBe(409);
});

test("the Receivables Report shows an unpaid invoice's open balance", async ({ page, loginAs, adminRequest, baseURL }) => {
  const token = uniqueToken();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Theo Tech ${token}`);
  await loginAs("Manager", `Rory Manager ${token}`);
  const card = await decidedJobCard(page.request, technician.userId, token, "R");
  const invoice = await finalizedInvoice(page.request, card.jobCardId);
  await post(page.request, `/api/invoices/${invoice.id}/payments`, { amountCents: 5000, method: "Check", paidOn: invoice.invoiceDate, note: "" });

  await page.goto("/reports");
  await page.getByRole("article", { name: "Receivables Report" }).getByRole("button", { name: "Generate Report" }).click();
  const report = page.getByRole("region", { name: "Receivables Report" });
  const row = report.getByRole("row").filter({ hasText: invoice.number! });
  await expect(row).toContainText(card.customerName);
  await expect(row).toContainText(money(invoice.totalCents - 5000));
});
