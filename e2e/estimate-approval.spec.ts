import type { Page } from "@playwright/test";
import { ESTIMATE_LINK_INVALID_MESSAGE, ESTIMATE_REPLACED_MESSAGE } from "../src/shared/constants/estimates";
import { formatMoney } from "../src/shared/format/money";
import { fromCents } from "../src/shared/money/cents";
import { estimateTotals } from "../src/shared/money/estimate-totals";
import type { Estimate, EstimateDraftInput, EstimateSent } from "../src/shared/schemas/estimates";
import { PASSWORD, logInAs, post, registerStaff } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { addJob, customerDecision, estimateSection, openJobCardDetails, staffJob } from "./support/estimate-pages";
import { expect, test } from "./support/fixtures";
import { uniqueToken } from "./support/unique-token";

/**
 * An estimate from the Advisor's pricing to the customer's decision on the public page, and back
 * to the staff screens. Workers share one server, so every record carries a unique token.
 */
const money = (cents: number) => formatMoney(fromCents(cents));

async function createJobCard(page: Page, vin: string, customerName: string, technicianId: string): Promise<string> {
  const body = (await post(page.request, "/api/job-cards", {
    vin,
    customerName,
    serviceDescription: "Brakes and wipers",
    assignedTechnicianId: technicianId,
  })) as { jobCard: { id: string } };
  return body.jobCard.id;
}

async function sendThroughApi(page: Page, jobCardId: string, draft: Omit<EstimateDraftInput, "rowVersion">): Promise<EstimateSent> {
  const current = (await (await page.request.get(`/api/job-cards/${jobCardId}/estimate`)).json()) as { estimate: Estimate };
  const saved = await page.request.put(`/api/job-cards/${jobCardId}/estimate`, {
    data: { ...draft, rowVersion: current.estimate.rowVersion },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await post(page.request, `/api/job-cards/${jobCardId}/estimate/send`, {})) as EstimateSent;
}

test("an Advisor prices and sends an estimate; the customer approves one job and declines the other; staff see it live", async ({
  page,
  browser,
  adminRequest,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const vin = `EST${token}`;
  const customer = `Casey Customer ${token}`;
  const brakes = `Front brakes ${token}`;
  const wipers = `Wiper blades ${token}`;
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Theo Tech ${token}`);
  await loginAs("Service Advisor", `Avery Advisor ${token}`);
  const jobCardId = await createJobCard(page, vin, customer, technician.userId);

  // The Advisor prices two jobs: labor 2.0 h at 100.00, and two parts at 25.00.
  const details = await openJobCardDetails(page, vin);
  const estimate = estimateSection(details);
  const brakesJob = await addJob(estimate, brakes);
  await brakesJob.getByRole("button", { name: "Add Labor" }).click();
  const labor = brakesJob.getByRole("group", { name: "Labor line" });
  await labor.getByLabel("Description").fill("Replace pads and rotors");
  await labor.getByLabel("Hours").fill("2.0");
  await labor.getByLabel("Rate").fill("100.00");
  await expect(brakesJob.getByLabel(`Total of job ${brakes}`)).toHaveText(money(20000));

  const wipersJob = await addJob(estimate, wipers);
  await wipersJob.getByRole("button", { name: "Add Part" }).click();
  const part = wipersJob.getByRole("group", { name: "Part line" });
  await part.getByLabel("Part Name").fill("Wiper blade");
  await part.getByLabel("Quantity").fill("2");
  await part.getByLabel("Unit Cost").fill("18.00");
  await part.getByLabel("Unit Price").fill("25.00");
  await expect(wipersJob.getByLabel(`Total of job ${wipers}`)).toHaveText(money(5000));

  // Sent straight from the unsaved draft: Send for Approval saves it first.
  await expect(estimate.getByText("Unsaved changes.")).toBeVisible();
  await estimate.getByRole("button", { name: "Send for Approval" }).click();
  const sendDialog = page.getByRole("dialog", { name: "Send for Approval" });
  const linkField = sendDialog.getByLabel("Approval link");
  await expect(linkField).toHaveValue(/\/estimate\/[\w-]{22,}$/);
  const link = await linkField.inputValue();
  await page.keyboard.press("Escape");
  await expect(sendDialog).toBeHidden();
  await expect(details).toBeVisible();
  await expect(estimate.getByText("Awaiting Approval")).toHaveCount(2);

  // The customer: a browser without any session.
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const scripts: string[] = [];
  customerPage.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await customerPage.goto(link);
  await expect(customerPage.getByRole("heading", { level: 2, name: brakes })).toBeVisible();
  await expect(customerPage.getByText(vin)).toBeVisible();
  await expect(customerPage.getByText(customer)).toBeVisible();
  const brakesLines = customerPage.getByRole("table", { name: `Lines of ${brakes}` });
  await expect(brakesLines.getByRole("row", { name: /Replace pads and rotors/ })).toContainText(["2.0 h", money(10000), money(20000)].join(""));
  const wiperLines = customerPage.getByRole("table", { name: `Lines of ${wipers}` });
  await expect(wiperLines.getByRole("row", { name: /Wiper blade/ })).toContainText(["2", money(2500), money(5000)].join(""));
  // The customer never sees cost.
  await expect(customerPage.getByText(money(1800))).toHaveCount(0);
  await expect(customerPage.getByText(/cost/i)).toHaveCount(0);
  // Its own small entry, not the staff app's (index-*.js).
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /\/assets\/index-/.test(url))).toEqual([]);

  await expectNoSeriousA11yViolations(customerPage, "the customer's estimate page at 1280 px");
  await customerPage.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yViolations(customerPage, "the customer's estimate page at 375 px");
  expect(await customerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Missing pieces are named; nothing is sent.
  await customerPage.getByRole("button", { name: "Submit Decision" }).click();
  await expect(customerPage.getByRole("alert")).toHaveText("Choose Approve or Decline for every job.");
  await customerDecision(customerPage, brakes).getByRole("radio", { name: "Approve" }).check();
  // By keyboard: the Decline choice takes Space.
  await customerDecision(customerPage, wipers).getByRole("radio", { name: "Decline" }).focus();
  await customerPage.keyboard.press("Space");
  await expect(customerDecision(customerPage, wipers).getByRole("radio", { name: "Decline" })).toBeChecked();
  await customerPage.getByRole("button", { name: "Submit Decision" }).click();
  await expect(customerPage.getByRole("alert")).toHaveText("Enter your name.");
  await expect(customerPage.getByLabel("Your name")).toBeFocused();
  await customerPage.getByLabel("Your name").fill(customer);
  await customerPage.getByRole("checkbox", { name: "I authorise this work" }).check();
  await customerPage.getByRole("button", { name: "Submit Decision" }).click();

  await expect(customerPage.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(customerPage.getByRole("region", { name: brakes })).toContainText("Approved");
  await expect(customerPage.getByRole("region", { name: wipers })).toContainText("Declined");
  await expect(customerPage.getByText(`Signed by ${customer}`)).toBeVisible();
  await expectNoSeriousA11yViolations(customerPage, "the customer's summary at 375 px");
  // Decided once: the page comes back as the summary, with nothing left to change.
  await customerPage.reload();
  await expect(customerPage.getByRole("region", { name: brakes })).toContainText("Approved");
  await expect(customerPage.getByRole("radio")).toHaveCount(0);
  await expect(customerPage.getByRole("button", { name: "Submit Decision" })).toHaveCount(0);
  await customerContext.close();

  // The Advisor's open screen, not reloaded: both decisions and the Authorised Total.
  const staffEstimate = (await (await page.request.get(`/api/job-cards/${jobCardId}/estimate`)).json()) as { estimate: Estimate };
  const brakesId = staffEstimate.estimate.jobs.find((job) => job.name === brakes)?.id ?? "";
  const expected = estimateTotals({ ...staffEstimate.estimate, approvedJobIds: [brakesId] }, staffEstimate.estimate.pricing);
  await expect(staffJob(estimate, brakes).getByText("Approved", { exact: true })).toBeVisible({ timeout: 5000 });
  await expect(staffJob(estimate, wipers).getByText("Declined", { exact: true })).toBeVisible();
  const authorised = estimate.locator("dl > div").filter({ hasText: "Authorised Total" });
  await expect(authorised.getByRole("definition")).toHaveText(money(expected.authorisedTotalCents));
  expect(expected.authorisedTotalCents).toBeGreaterThanOrEqual(20000);

  // The Technician assigned to the card: the approved job's labor, no prices, nothing declined.
  const techContext = await browser.newContext({ baseURL });
  const techPage = await techContext.newPage();
  await logInAs(techPage, technician.email, PASSWORD);
  const techPageMain = await openJobCardDetails(techPage, vin);
  const techWork = techPageMain.getByRole("region", { name: "Work", exact: true });
  await expect(techWork).toContainText(brakes);
  await expect(techWork).toContainText("Replace pads and rotors");
  await expect(techWork).toContainText("2.0 h");
  await expect(techWork).not.toContainText(wipers);
  await expect(techPageMain.getByRole("region", { name: "Estimate", exact: true })).toHaveCount(0);
  await expect(techPageMain).not.toContainText("$");
  await techContext.close();

  // Raising the approved job's work marks it Needs Re-approval.
  await labor.getByLabel("Hours").fill("3.0");
  await estimate.getByRole("button", { name: "Save Draft" }).click();
  await expect(staffJob(estimate, brakes).getByText("Needs Re-approval", { exact: true })).toBeVisible();
});

test("a link replaced by a newer version, and an unknown one, say so on the customer's page", async ({ page, browser, adminRequest, loginAs, baseURL }) => {
  const token = uniqueToken();
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Rita Tech ${token}`);
  await loginAs("Service Advisor", `Rory Advisor ${token}`);
  const jobCardId = await createJobCard(page, `REP${token}`, `Reed Customer ${token}`, technician.userId);
  const draft = {
    discountCents: 0,
    jobs: [{ id: `job-${token}`, name: "Oil change", lines: [{ id: `line-${token}`, kind: "fee" as const, description: "Oil and filter", amountCents: 4500 }] }],
  };
  const first = await sendThroughApi(page, jobCardId, draft);
  const second = await sendThroughApi(page, jobCardId, { ...draft, discountCents: 500 });

  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  await customerPage.goto(first.url);
  await expect(customerPage.getByRole("heading", { level: 1, name: ESTIMATE_REPLACED_MESSAGE })).toBeVisible();
  await customerPage.goto(second.url);
  await expect(customerPage.getByRole("heading", { level: 2, name: "Oil change" })).toBeVisible();
  await customerPage.goto(`${new URL(second.url).origin}/estimate/${"A".repeat(43)}`);
  await expect(customerPage.getByRole("heading", { level: 1, name: ESTIMATE_LINK_INVALID_MESSAGE })).toBeVisible();
  await expectNoSeriousA11yViolations(customerPage, "an invalid estimate link");
  await customerContext.close();
});

test("an unknown estimate link shows This estimate link is not valid without a session", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const customerPage = await context.newPage();
  await customerPage.goto(`/estimate/${"x".repeat(43)}`);
  await expect(customerPage.getByRole("heading", { level: 1, name: ESTIMATE_LINK_INVALID_MESSAGE })).toBeVisible();
  await expect(customerPage).toHaveTitle("Estimate");
  await context.close();
});
