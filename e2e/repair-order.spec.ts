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
  await expect(sections).toHaveText(["Work", "Estimate", "Inspection", "Photos", "Time", "Invoice", "History"]);
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

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("an Advisor uploads a photo on the repair order page and it shows as a thumbnail, in History too", async ({ page, adminRequest, loginAs, baseURL }) => {
    const token = uniqueToken();
    const technician = await registerStaff(baseURL, adminRequest, "Service Technician", `Theo Torque ${token}`);
    await loginAs("Service Advisor", `Paz Photo ${token}`);
    const { jobCard } = (await post(page.request, "/api/job-cards", {
      vin: `PH${token}`,
      serviceDescription: `Worn brake pads ${token}`,
      assignedTechnicianId: technician.userId,
    })) as { jobCard: { id: string } };
    await page.goto(`/jobcards/${jobCard.id}`);
    const photos = page.getByRole("region", { name: "Photos" });
    await expect(photos.getByText("No photos yet.")).toBeVisible();
    await expect(photos.getByLabel("Take photo")).toHaveAttribute("capture", "environment");

    await photos.getByLabel("Upload photo").setInputFiles(new URL("./fixtures/brake-pad.png", import.meta.url).pathname);
    const thumbnail = photos.getByRole("img", { name: new RegExp(`^Photo of Repair Order ${jobCard.id.slice(0, 8)}\\.\\.\\. taken `) });
    await expect(thumbnail).toBeVisible();
    // The picture's bytes came back from the server and decoded: 16 x 16 pixels.
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(16);
    await expect(page.getByRole("list", { name: "History" }).getByText(`Photo added by Paz Photo ${token}`)).toBeVisible();
  });
});
