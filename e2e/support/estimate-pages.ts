import { expect, type Locator, type Page } from "@playwright/test";
import { searchList } from "./list-search";

/** Opens a job card's repair order page from the Job Cards list, found by the test's unique VIN; returns the page's main content. */
export async function openJobCardDetails(page: Page, vin: string): Promise<Locator> {
  await page.goto("/jobcards");
  await expect(page.getByRole("heading", { level: 1, name: "Job Cards" })).toBeVisible();
  await searchList(page, "Search job cards", vin);
  await page.getByRole("row").filter({ hasText: vin }).getByRole("button", { name: /^View details of job card/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Repair Order / })).toBeVisible();
  return page.getByRole("main");
}

/** The Estimate section of a job card's repair order page. */
export function estimateSection(details: Locator): Locator {
  return details.getByRole("region", { name: "Estimate", exact: true });
}

/** One job of the staff estimate editor, by the name it was given. */
export function staffJob(estimate: Locator, name: string): Locator {
  return estimate.getByRole("region", { name: `Job ${name}`, exact: true });
}

/** Adds a job with the name given and returns it. */
export async function addJob(estimate: Locator, name: string): Promise<Locator> {
  await estimate.getByRole("button", { name: "Add Job", exact: true }).click();
  const fresh = staffJob(estimate, "New job");
  await fresh.getByLabel("Job Name").fill(name);
  return staffJob(estimate, name);
}

/** The customer's page: one job's decision, by the job's name. */
export function customerDecision(page: Page, jobName: string): Locator {
  return page.getByRole("group", { name: `Your decision on ${jobName}` });
}
