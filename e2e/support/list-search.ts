import { expect, type Page } from "@playwright/test";

/**
 * Searches a server-searched list (Service Tickets, Job Cards, Invoices) and waits until it shows
 * what the search found. Until then the rows shown are the earlier list's and the table is busy;
 * a click meanwhile can land where a row was a moment before it moved.
 */
export async function searchList(page: Page, box: string, text: string): Promise<void> {
  // Loaded first (its count shows), so the wait below is for this search's answer.
  await expect(page.getByText(/^Showing \d+ /)).toBeVisible();
  await page.getByRole("searchbox", { name: box }).fill(text);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
