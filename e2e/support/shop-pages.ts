import { expect, type Page } from "@playwright/test";

/** The value a detail page shows beside a label (its <dd>). */
export function detail(page: Page, label: string) {
  return page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** The Vehicles list's footer, whatever its count and source wording. */
export function vehiclesFooter(page: Page) {
  return page.getByText(/^Showing \d+ of \d+ vehicles\. \((Shop data|Data from Local Storage)\)$/);
}

export function servicesFooter(page: Page) {
  return page.getByText(/^Showing \d+ of \d+ services \((Shop data|data from local storage)\)$/);
}

export interface NewVehicle {
  make: string;
  model: string;
  plate: string;
  owner: string;
}

/** Adds a vehicle through Add New Vehicle on the Vehicles page (already open). */
export async function addVehicle(page: Page, vehicle: NewVehicle): Promise<void> {
  await page.getByRole("button", { name: "Add New Vehicle" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Vehicle" });
  await dialog.getByLabel("Make").fill(vehicle.make);
  await dialog.getByLabel("Model", { exact: true }).fill(vehicle.model);
  await dialog.getByLabel("Year").fill("2021");
  await dialog.getByLabel("License Plate").fill(vehicle.plate);
  await dialog.getByLabel("Owner Name").fill(vehicle.owner);
  await dialog.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(dialog).toBeHidden();
}

/** Changes one field through Edit Vehicle on the vehicle's detail page (already open). */
export async function editVehicle(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole("button", { name: "Edit Vehicle" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Vehicle" });
  await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
}

/** The id in a vehicle's View link on the Vehicles page. */
export async function vehicleId(page: Page, name: string): Promise<string> {
  const href = await page.getByRole("link", { name: `View ${name}` }).getAttribute("href");
  return decodeURIComponent(href!.replace("/vehicles/", ""));
}

/** Deletes a service from the Services page (already open) through Confirm Deletion. */
export async function deleteService(page: Page, type: string): Promise<void> {
  await page.getByRole("button", { name: `Delete ${type}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
}
