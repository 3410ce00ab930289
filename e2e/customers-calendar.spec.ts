import { TZDate } from "@date-fns/tz";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import type { EstimateDraftInput, EstimateSent } from "../src/shared/schemas/estimates";
import type { ShopCalendar } from "../src/shared/schemas/shop-calendar";
import { formatMoney } from "../src/shared/format/money";
import { fromCents } from "../src/shared/money/cents";
import { createAccount, post, registerStaff } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { finalizedInvoice } from "./support/invoice-setup";
import { uniqueToken } from "./support/unique-token";

/**
 * Customers and the Calendar, as the shop runs them: an Advisor books a new customer's vehicle,
 * drags it into a bay already booked beyond the day's hours and sees the warning, checks it in as
 * a repair order; the customer's page then holds the vehicle, the repair order, the invoice and
 * the balance; the technician sees the appointment on a phone. Workers share one server and its
 * calendar, so each test books a day of its own.
 */

const money = (cents: number) => formatMoney(fromCents(cents));
const ORIGIN = () => ({ origin: process.env.E2E_BASE_URL! });

/** A Wednesday in the future that no other test of this run books (workers and repeats share the server). */
function testDay(testInfo: TestInfo): string {
  const weeks = 2 + testInfo.workerIndex * 10 + testInfo.repeatEachIndex + testInfo.retry * 500;
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  const wednesday = new Date(monday.getTime() + (weeks * 7 + 2) * 24 * 3600_000);
  return wednesday.toISOString().slice(0, 10);
}

/** The ISO instant the shop's clock shows `time` on `day`. */
function shopInstant(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new TZDate(year, month - 1, date, hours, minutes, timeZone).toISOString();
}

/** Another customer's long job in `bayId`, 07:00 for 8 h: with two hours more the bay is booked beyond a 9-hour day. */
async function bookLongJob(request: APIRequestContext, calendar: ShopCalendar, bayId: string, day: string, token: string): Promise<void> {
  const { customer } = (await post(request, "/api/customers", { name: `Lena Long ${token}` })) as { customer: { id: string } };
  const { vehicle } = (await post(request, `/api/customers/${customer.id}/vehicles`, { make: "Ford", model: "Transit" })) as { vehicle: { id: string } };
  await post(request, "/api/appointments", {
    customerId: customer.id,
    customerVehicleId: vehicle.id,
    requestedWork: "Engine rebuild",
    expectedHours: 8,
    bayId,
    startsAt: shopInstant(day, "07:00", calendar.timeZone),
  });
}

/** The repair order's estimate, sent and approved by the customer on the public link: 2.0 h at 100.00. */
async function approvedEstimate(request: APIRequestContext, jobCardId: string, customerName: string): Promise<void> {
  const draft: Omit<EstimateDraftInput, "rowVersion"> = {
    discountCents: 0,
    jobs: [{ id: "service", name: "Full service", lines: [{ id: "l1", kind: "labor", description: "Service and brakes", hoursTenths: 20, rateCents: 10000 }] }],
  };
  const saved = await request.put(`/api/job-cards/${jobCardId}/estimate`, { data: { ...draft, rowVersion: 0 }, headers: ORIGIN() });
  expect(saved.status(), await saved.text()).toBe(200);
  const sent = (await post(request, `/api/job-cards/${jobCardId}/estimate/send`, {})) as EstimateSent;
  const linkToken = new URL(sent.url).pathname.split("/").at(-1)!;
  await post(request, `/api/public/estimates/${linkToken}/decision`, {
    decisions: [{ jobId: "service", decision: "approved" }],
    name: customerName,
    authorised: true,
  });
}

/** Drags the appointment's grip onto the slot cell at (`x`, `y`) with the mouse, in steps, as a hand does. */
async function dragTo(page: Page, grip: Locator, x: number, y: number): Promise<void> {
  const from = (await grip.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the pointer sensor's 5 px before the long way, so the drag starts where the hand is.
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 2 });
  await page.mouse.move(x, y, { steps: 15 });
  await page.mouse.move(x + 1, y + 1);
  await page.mouse.up();
}

test.use({ viewport: { width: 1280, height: 800 } });

test("an Advisor books a new customer on the Calendar, drags it into a full bay, checks it in; the customer's page and the technician's phone show it", async ({
  page,
  adminRequest,
  baseURL,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const token = uniqueToken();
  const day = testDay(testInfo);
  const customerName = `Cora Client ${token}`;
  const vin = `CAL${token}`.slice(0, 17);
  const technicianName = `Tomas Torque ${token}`;
  const technician = await registerStaff(baseURL, adminRequest, "Service Technician", technicianName);
  await createAccount(page, adminRequest, "Service Advisor", `Ada Advisor ${token}`);

  const { calendar } = (await (await adminRequest.get("/api/shop-calendar")).json()) as { calendar: ShopCalendar };
  expect(calendar.bays.length, "the shop has two bays or more").toBeGreaterThanOrEqual(2);
  const [firstBay, secondBay] = calendar.bays as [ShopCalendar["bays"][number], ShopCalendar["bays"][number]];
  const hours = calendar.openingHours[2]!;
  expect(hours, "the shop opens 08:00-17:00 on Wednesdays").toMatchObject({ closed: false, opens: "08:00", closes: "17:00" });
  await bookLongJob(adminRequest, calendar, secondBay.id, day, token);

  // Calendar from the menu; the day is in the address.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Calendar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
  await page.goto(`/calendar?date=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();

  // New Appointment, for a customer added in place with a vehicle added in place.
  await page.getByRole("button", { name: "New Appointment" }).click();
  const form = page.getByRole("dialog", { name: "New Appointment" });
  await form.getByRole("button", { name: "Add Customer" }).click();
  const newCustomer = page.getByRole("dialog", { name: "New Customer" });
  await newCustomer.getByLabel("Name", { exact: true }).fill(customerName);
  await newCustomer.getByRole("textbox", { name: "Number" }).fill("555-0199");
  await newCustomer.getByRole("textbox", { name: "Email" }).fill(`cora-${token.toLowerCase()}@example.com`);
  await newCustomer.getByRole("button", { name: "Save Customer" }).click();
  await expect(newCustomer).toBeHidden();
  await expect(form.getByRole("combobox", { name: "Customer" })).toHaveValue(customerName);
  await form.getByLabel("Vehicle", { exact: true }).selectOption({ label: "Add a vehicle" });
  await form.getByLabel("VIN").fill(vin);
  await form.getByLabel("Make").fill("Honda");
  await form.getByLabel("Model", { exact: true }).fill("Civic");
  await form.getByLabel("Year").fill("2019");
  await form.getByLabel("License Plate").fill(`CC-${token.slice(-4)}`);
  await form.getByLabel("Requested Work").fill(`Full service ${token}`);
  await form.getByLabel("Expected Hours").fill("2");
  await form.getByLabel("Bay", { exact: true }).selectOption({ label: firstBay.name });
  await form.getByLabel("Technician").selectOption({ label: technicianName });
  await form.getByLabel("Start", { exact: true }).fill(`${day}T15:00`);
  await form.getByRole("button", { name: "Book Appointment" }).click();
  await expect(form).toBeHidden();

  const grid = page.getByRole("region", { name: /^Bays on / });
  const block = grid.getByRole("article", { name: `${customerName}, 15:00–17:00` });
  await expect(block).toBeVisible();
  await expect(block).toContainText("2019 Honda Civic");
  await expect(block).not.toContainText("warning");

  // Dragged by its grip to the second bay at 15:00, the next column on the same row.
  const grip = block.getByRole("button", { name: `Drag ${customerName}'s appointment` });
  await block.scrollIntoViewIfNeeded();
  const gripBox = (await grip.boundingBox())!;
  const columnHeads = grid.getByRole("heading", { level: 3 });
  const firstHead = (await columnHeads.filter({ hasText: firstBay.name }).boundingBox())!;
  const secondHead = (await columnHeads.filter({ hasText: secondBay.name }).boundingBox())!;
  await dragTo(page, grip, gripBox.x + gripBox.width / 2 + (secondHead.x - firstHead.x), gripBox.y + gripBox.height / 2);

  // The over-booking warning: in a toast, and on the block, now in the second bay.
  const overbooked = new RegExp(`${secondBay.name} is booked 10\\.0 h on .*, beyond the 9\\.0 h the shop is open \\(08:00–17:00\\)\\.`);
  await expect(page.getByText("Appointment moved, with warnings")).toBeVisible();
  await expect(page.getByText(overbooked).first()).toBeVisible();
  await expect(block).toContainText("1 warning");
  const range = new URLSearchParams({ from: shopInstant(day, "00:00", calendar.timeZone), to: shopInstant(day, "23:59", calendar.timeZone) });
  const moved = (await (await page.request.get(`/api/appointments?${range}`)).json()) as {
    appointments: { customerName: string; bayId: string; startsAt: string }[];
  };
  const ours = moved.appointments.find((appointment) => appointment.customerName === customerName)!;
  expect(ours.bayId).toBe(secondBay.id);
  expect(Date.parse(ours.startsAt)).toBe(Date.parse(shopInstant(day, "15:00", calendar.timeZone)));

  // Check In, as a repair order for the technician: it opens with the customer and vehicle.
  await block.getByRole("button", { name: `${customerName}, 15:00–17:00` }).click();
  const details = page.getByRole("dialog", { name: customerName });
  await expect(details.getByRole("list", { name: "Warnings" })).toContainText(overbooked);
  await details.getByRole("button", { name: "Check In" }).click();
  const checkIn = page.getByRole("dialog", { name: "Check In" });
  await expect(checkIn.getByRole("radio", { name: "Repair Order" })).toBeChecked();
  await checkIn.getByLabel("Assigned Technician").selectOption({ label: technicianName });
  await checkIn.getByRole("button", { name: "Check In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Repair Order / })).toBeVisible();
  const jobCardId = decodeURIComponent(new URL(page.url()).pathname.split("/").at(-1)!);
  const repairOrder = page.getByRole("main");
  await expect(repairOrder.getByRole("link", { name: customerName }).first()).toBeVisible();
  await expect(repairOrder.getByText(`VIN ${vin}`)).toBeVisible();
  await expect(repairOrder.getByText(technicianName).first()).toBeVisible();
  await expect(repairOrder.getByText(`Full service ${token}`).first()).toBeVisible();

  // The customer's page, from Customers by search: the vehicle and the repair order.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search customers" }).fill(customerName);
  await page.getByRole("link", { name: customerName }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: customerName })).toBeVisible();
  const customerPath = new URL(page.url()).pathname;
  expect(customerPath).toMatch(/^\/customers\/[^/]+$/);
  await expect(page.getByRole("row").filter({ hasText: vin })).toContainText("2019 Honda Civic");
  const repairOrders = page.getByRole("list", { name: "Repair Orders" });
  await expect(repairOrders.getByRole("link", { name: `Open repair order ${jobCardId.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Invoices" })).toHaveCount(0);
  await expect(page.getByText("No invoices.")).toBeVisible();

  // Estimate approved and invoice finalized (as other specs do, through the API): the page shows both.
  await approvedEstimate(page.request, jobCardId, customerName);
  const invoice = await finalizedInvoice(page.request, jobCardId);
  expect(invoice.totalCents).toBeGreaterThan(0);
  await page.reload();
  const invoices = page.getByRole("list", { name: "Invoices" });
  await expect(invoices.getByRole("link", { name: `Open invoice ${invoice.number}` })).toBeVisible();
  await expect(invoices).toContainText(`Balance ${money(invoice.totalCents)}`);
  await expect(page.getByLabel(`Balance due ${money(invoice.totalCents)}`)).toBeVisible();

  // The technician, on a phone: the appointment is on their Calendar, as is the customer's page at 375 px for axe.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  try {
    const tech = await phone.newPage();
    await post(tech.request, "/api/auth/sign-in/email", { email: technician.email, password: "staff password 1" });
    await tech.goto("/");
    await tech.getByRole("button", { name: "Open navigation" }).tap();
    await tech.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Calendar" }).tap();
    await expect(tech.getByRole("heading", { level: 1, name: "Calendar" })).toBeVisible();
    await expect(tech.getByText("Your own appointments.")).toBeVisible();
    await tech.goto(`/calendar?date=${day}`);
    const bay = tech.getByRole("region", { name: secondBay.name, exact: true });
    await expect(bay.getByRole("button", { name: `15:00–17:00 ${customerName}` })).toBeVisible();
    await expect(bay).toContainText("2019 Honda Civic");
    await expect(bay).toContainText("Checked In");
    // The other customer's long job is not theirs.
    await expect(tech.getByText(`Lena Long ${token}`)).toHaveCount(0);
    await expect(tech.getByRole("button", { name: "New Appointment" })).toHaveCount(0);
    expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(tech, "the technician's Calendar at 375 px");

    // The Advisor's Calendar and the customer's page at 375 px.
    const advisorPhone = await phone.browser()!.newContext({ baseURL, viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    try {
      const advisor = await advisorPhone.newPage();
      await createAccount(advisor, adminRequest, "Service Advisor", `Ari Advisor ${token}`);
      await advisor.goto(`/calendar?date=${day}`);
      await expect(advisor.getByRole("region", { name: secondBay.name, exact: true }).getByRole("button", { name: `15:00–17:00 ${customerName}` })).toBeVisible();
      await expectNoSeriousA11yViolations(advisor, "the Advisor's Calendar at 375 px");
      await advisor.goto(customerPath);
      await expect(advisor.getByRole("heading", { level: 1, name: customerName })).toBeVisible();
      await expect(advisor.getByLabel(`Balance due ${money(invoice.totalCents)}`)).toBeVisible();
      await expectNoSeriousA11yViolations(advisor, "the customer's page at 375 px");
    } finally {
      await advisorPhone.close();
    }
  } finally {
    await phone.close();
  }
});
