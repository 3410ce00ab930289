import { createAccount } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { decidedJobCard } from "./support/invoice-setup";
import { uniqueToken } from "./support/unique-token";

/**
 * The bay run: a technician on a 375 x 800 touch phone works a repair order, loses the
 * connection midway, and the Advisor's desktop page shows what they did once it returns.
 */
test("a Service Technician's status change and clock stop made offline reach the Advisor's open repair order without a reload", async ({
  browser,
  adminRequest,
  baseURL,
}) => {
  const token = uniqueToken();
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  try {
    const tech = await phone.newPage();
    const technician = await createAccount(tech, adminRequest, "Service Technician", `Tia Bay ${token}`);
    const advisorPage = await desk.newPage();
    await createAccount(advisorPage, adminRequest, "Service Advisor", `Sam Desk ${token}`);
    const card = await decidedJobCard(adminRequest, technician.userId, token, "Bay");

    // The technician lands on their own cards and opens this one with a tap.
    await tech.goto("/jobcards");
    await expect(tech.getByText("Assigned to me").first()).toBeVisible();
    // A card is headed by the job card's number as the list shows it.
    await tech.getByRole("link", { name: `${card.jobCardId.slice(0, 8)}...`, exact: true }).tap();
    await expect(tech).toHaveURL(new RegExp(`/jobcards/${card.jobCardId}$`));
    const work = tech.getByRole("region", { name: "Work" });
    await expect(work).toContainText(card.approvedJob);
    await expect(tech.getByRole("region", { name: "Time" })).toBeVisible();

    await advisorPage.goto(`/jobcards/${card.jobCardId}`);
    await expect(advisorPage.getByRole("combobox", { name: "Status" }).first()).toHaveValue("Pending");

    // Start on the approved job while connected.
    await tech.getByRole("button", { name: "Start", exact: true }).first().tap();
    await expect(tech.getByRole("button", { name: "Stop", exact: true }).first()).toBeVisible();

    // No connection: the status change and the stop wait on the device, and the header says so.
    await phone.setOffline(true);
    await tech.getByRole("combobox", { name: "Status" }).first().selectOption("In Progress");
    await tech.getByRole("button", { name: "Update Status" }).first().tap();
    await expect(tech.getByText("Waiting for the connection").first()).toBeVisible();
    await tech.getByRole("button", { name: "Stop", exact: true }).first().tap();
    await expect(tech.getByRole("status").filter({ hasText: "Offline: 2 changes waiting" })).toBeVisible();

    // Back online: both reach the server, and the Advisor's open page shows them.
    await phone.setOffline(false);
    await expect(tech.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveCount(0);
    await expect(advisorPage.getByRole("combobox", { name: "Status" }).first()).toHaveValue("In Progress");
    const advisorTime = advisorPage.getByRole("region", { name: "Time" });
    await expect(advisorTime).toContainText(`Tia Bay ${token}`);
    await expect(advisorTime.getByRole("timer")).toHaveCount(0);

    // The technician never sees a price.
    await expect(tech.getByText(/\$\s?\d/)).toHaveCount(0);
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await phone.close();
    await desk.close();
  }
});
