import { post, registerStaff } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { searchList } from "./support/list-search";
import { uniqueToken } from "./support/unique-token";

/**
 * The repair order is a page with an address of its own: an Advisor finds a card in the list, opens
 * it, reloads it, and comes Back to the list as it was searched.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test("an Advisor opens a repair order from a searched list by its address, reloads it, and Back keeps the search", async ({
  page,
  adminRequest,
  loginAs,
  baseURL,
}) => {
  const token = uniqueToken();
  const vin = `RO${token}`;
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Rita Wrench ${token}`);
  await loginAs("Service Advisor", `Avery Advisor ${token}`);
  const { jobCard } = (await post(page.request, "/api/job-cards", {
    vin,
    customerName: `Rhea Owner ${token}`,
    customerContact: "555-0142",
    serviceDescription: `Replace the timing belt ${token}`,
    assignedTechnicianId: technician.userId,
  })) as { jobCard: { id: string } };

  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Job Cards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Job Cards" })).toBeVisible();
  await searchList(page, "Search job cards", token);
  await expect(page).toHaveURL(new RegExp(`/jobcards\\?search=${token}$`));
  await page.getByRole("row").filter({ hasText: vin }).getByRole("button", { name: /^View details of job card/ }).click();

  await expect(page).toHaveURL(new RegExp(`/jobcards/${jobCard.id}$`));
  const title = page.getByRole("heading", { level: 1, name: `Repair Order ${jobCard.id.slice(0, 8)}...` });
  await expect(title).toBeVisible();
  await expect(page.getByText(`VIN ${vin}`)).toBeVisible();
  await expect(page.getByText(`Rhea Owner ${token}`)).toBeVisible();
  await expect(page.getByText(`Rita Wrench ${token}`)).toBeVisible();
  const sections = page.getByRole("heading", { level: 2 });
  await expect(sections).toHaveText(["Work", "Estimate", "Photos", "Time", "Invoice", "History"]);
  await expect(page.getByRole("region", { name: "Repair order actions" }).getByRole("combobox", { name: "Status" })).toHaveValue("Pending");

  await page.reload();
  await expect(title).toBeVisible();
  await expect(page.getByText(`Replace the timing belt ${token}`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/jobcards\\?search=${token}$`));
  await expect(page.getByRole("searchbox", { name: "Search job cards" })).toHaveValue(token);
  await expect(page.getByRole("row").filter({ hasText: vin })).toBeVisible();
  await expect(page.getByText("Showing 1 job card")).toBeVisible();
});
