import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { navigate, openShopDevices, setSharing, ShopServer, signInAgain, syncState, type Device } from "./support/shop-devices";
import { addVehicle, deleteService, detail, editVehicle, servicesFooter, vehicleId, vehiclesFooter } from "./support/shop-pages";

/** A valid 4x4 red PNG, small enough to keep inline. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGM4o6QERwzEcQDE4xEBYJBBnwAAAABJRU5ErkJggg==",
  "base64",
);

const SHARE = "Share vehicles and service records with the whole shop";

/** Requests for the shop's records: sync, and job card images kept by the server. */
/** A vehicle by its plate: a table cell on a desktop, a card in the list on a phone. */
function vehicleWithPlate(page: Page, plate: string) {
  return page
    .getByRole("cell", { name: plate, exact: true })
    .or(page.getByRole("listitem").filter({ has: page.getByText(plate, { exact: true }) }));
}

function watchRecordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/sync") || pathname.startsWith("/api/job-card-images")) seen.push(pathname);
  });
  return seen;
}

/**
 * Holds the page's next push: "sent" lets it reach the server (which applies it) but never gives
 * the page the answer; "unsent" keeps it from the server. `reached` once it is held.
 */
async function holdPush(page: Page, kind: "sent" | "unsent") {
  let reached!: () => void;
  let release!: () => void;
  const held = { reached: new Promise<void>((resolve) => (reached = resolve)), release: () => release() };
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    "**/api/sync/push",
    async (route: Route) => {
      if (kind === "sent") await route.fetch();
      reached();
      await released;
      // The page that sent it is gone by now.
      await route.abort().catch(() => undefined);
    },
    { times: 1 },
  );
  return held;
}

// One shop (server and two devices) for the file, its stories in order: each builds on the
// records the ones before left, as a shop's day does.
test.describe("shop records shared by the Admin's desktop and a technician's phone", () => {
  test.describe.configure({ mode: "serial" });
  let server: ShopServer;
  let admin: Device;
  let staff: Device;

  test.beforeAll(async ({ browser }) => {
    server = await ShopServer.start();
    ({ admin, staff } = await openShopDevices(browser, server));
  });

  test.afterAll(async () => {
    // The server is stopped even when closing a browser fails, so no server outlives the run.
    try {
      await Promise.all([admin?.context.close(), staff?.context.close()]);
    } finally {
      await server?.stop();
    }
  });

  test("records kept in each browser while sharing is off make no /api call, and all join the shop's when the Admin turns sharing on", async () => {
    const adminCalls = watchRecordRequests(admin.page);
    const staffCalls = watchRecordRequests(staff.page);
    await Promise.all([admin.page.goto("/vehicles"), staff.page.goto("/vehicles")]);
    await addVehicle(admin.page, { make: "Volvo", model: "XC60", plate: "OFF-2222", owner: "Vera Desk" });
    await addVehicle(staff.page, { make: "Subaru", model: "Outback", plate: "OFF-1111", owner: "Tom Bay" });
    for (const device of [admin, staff]) {
      await expect(vehiclesFooter(device.page)).toHaveText("Showing 4 of 4 vehicles. (Data from Local Storage)");
      await expect(device.page.getByRole("banner").getByRole("status")).toHaveCount(0);
    }
    await navigate(staff.page, "Services");
    await expect(servicesFooter(staff.page)).toHaveText("Showing 4 of 4 services (data from local storage)");

    // The Admin is pointed to the setting; the technician, who cannot change it, is not.
    const hint = admin.page.getByRole("complementary", { name: "Shop records" });
    await expect(hint).toContainText("To let every device of the shop work from the same records");
    await navigate(staff.page, "Vehicles");
    await expect(staff.page.getByRole("complementary", { name: "Shop records" })).toHaveCount(0);
    await hint.getByRole("link", { name: "Settings, Data" }).click();
    await expect(admin.page.getByRole("tab", { name: "Data", selected: true })).toBeVisible();
    expect([...adminCalls, ...staffCalls]).toEqual([]);

    const share = admin.page.getByRole("switch", { name: SHARE });
    await expect(share).not.toBeChecked();
    await expectNoSeriousA11yViolations(admin.page, "Settings, Data with the sharing switch");
    await share.click();
    await expect(share).toBeChecked();

    // Both devices follow without a reload; the samples join once, each browser's own vehicle too.
    for (const device of [admin, staff]) await expect(syncState(device.page, "Synced")).toBeVisible();
    await navigate(admin.page, "Vehicles");
    for (const device of [admin, staff]) {
      await expect(vehiclesFooter(device.page)).toHaveText("Showing 5 of 5 vehicles. (Shop data)");
      for (const plate of ["OFF-1111", "OFF-2222", "ABC-1234"]) {
        await expect(vehicleWithPlate(device.page, plate)).toHaveCount(1);
      }
    }
    // The hint is for a shop that does not share yet.
    await expect(admin.page.getByRole("complementary", { name: "Shop records" })).toHaveCount(0);
  });

  test("a vehicle added on one device appears on the other within 2 s without a reload", async () => {
    await setSharing(admin, server, true);
    await Promise.all([admin.page.goto("/vehicles"), staff.page.goto("/vehicles")]);
    await expect(syncState(staff.page, "Synced")).toBeVisible();

    await admin.page.getByRole("button", { name: "Add New Vehicle" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Add New Vehicle" });
    await dialog.getByLabel("Make").fill("Mazda");
    await dialog.getByLabel("Model", { exact: true }).fill("CX-5");
    await dialog.getByLabel("Year").fill("2021");
    await dialog.getByLabel("License Plate").fill("LIVE-3333");
    await dialog.getByLabel("Owner Name").fill("Mia Live");
    const saved = Date.now();
    await dialog.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(vehicleWithPlate(staff.page, "LIVE-3333")).toBeVisible({ timeout: 2000 });
    expect(Date.now() - saved).toBeLessThan(2000);
  });

  test("offline edits to two fields of one vehicle and a deleted service all survive once both are back online", async () => {
    await setSharing(admin, server, true);
    await admin.page.goto("/vehicles");
    const id = await vehicleId(admin.page, "Mazda CX-5");
    await Promise.all([admin.page.goto(`/vehicles/${id}`), staff.page.goto(`/vehicles/${id}`)]);
    // Both pages fully shown before the network goes: a page's code still loading would never arrive.
    for (const device of [admin, staff]) {
      await expect(device.page.getByRole("heading", { level: 1, name: "Mazda CX-5 2021" })).toBeVisible();
      await expect(syncState(device.page, "Synced")).toBeVisible();
    }

    await Promise.all([admin.context.setOffline(true), staff.context.setOffline(true)]);
    await editVehicle(admin.page, "Owner Phone", "555-0101");
    await expect(syncState(admin.page, "Offline: 1 changes waiting")).toBeVisible();
    await editVehicle(staff.page, "Mileage (miles)", "42000");
    await navigate(staff.page, "Services");
    await deleteService(staff.page, "Tire Rotation");
    await expect(syncState(staff.page, "Offline: 2 changes waiting")).toBeVisible();

    await Promise.all([admin.context.setOffline(false), staff.context.setOffline(false)]);
    for (const device of [admin, staff]) await expect(syncState(device.page, "Synced")).toBeVisible();
    await navigate(staff.page, "Vehicles");
    await staff.page.getByRole("link", { name: "View Mazda CX-5" }).click();
    for (const device of [admin, staff]) {
      await expect(detail(device.page, "Phone")).toHaveText("555-0101");
      await expect(detail(device.page, "Mileage")).toHaveText("42,000 miles");
    }
    await navigate(admin.page, "Services");
    for (const device of [admin, staff]) {
      await navigate(device.page, "Services");
      await expect(servicesFooter(device.page)).toHaveText("Showing 3 of 3 services (Shop data)");
      await expect(device.page.getByRole("link", { name: "View Tire Rotation" })).toHaveCount(0);
    }
  });

  test("the same field changed on both devices offline: the later edit stands and the earlier one can be put back", async () => {
    await setSharing(admin, server, true);
    await admin.page.goto("/vehicles");
    const id = await vehicleId(admin.page, "Mazda CX-5");
    await Promise.all([admin.page.goto(`/vehicles/${id}`), staff.page.goto(`/vehicles/${id}`)]);
    // Both pages fully shown before the network goes: a page's code still loading would never arrive.
    for (const device of [admin, staff]) {
      await expect(device.page.getByRole("heading", { level: 1, name: "Mazda CX-5 2021" })).toBeVisible();
      await expect(syncState(device.page, "Synced")).toBeVisible();
    }

    await Promise.all([admin.context.setOffline(true), staff.context.setOffline(true)]);
    await editVehicle(admin.page, "Owner Phone", "555-0202");
    await editVehicle(staff.page, "Owner Phone", "555-0303");
    await admin.context.setOffline(false);
    await expect(syncState(admin.page, "Synced")).toBeVisible();
    await staff.context.setOffline(false);
    await expect(syncState(staff.page, "Synced")).toBeVisible();

    for (const device of [admin, staff]) await expect(detail(device.page, "Phone")).toHaveText("555-0303");
    const notice = admin.page.getByRole("region", { name: "Changed on another device" });
    await expect(notice).toContainText("Sam Staff changed Owner Phone on another device");
    await expect(notice).toContainText("It was 555-0202 before.");
    // The phone shows the same notice, within its 375 px.
    const onPhone = staff.page.getByRole("region", { name: "Changed on another device" });
    await expect(onPhone.getByRole("button", { name: "Keep" })).toBeVisible();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(staff.page, "a vehicle's conflict notice at 375 px");
    await notice.getByRole("button", { name: "Put back" }).click();

    for (const device of [admin, staff]) {
      await expect(detail(device.page, "Phone")).toHaveText("555-0202");
      await expect(device.page.getByRole("region", { name: "Changed on another device" })).toHaveCount(0);
    }
  });

  test("a vehicle deleted on one device shows who deleted it at its address on the other, and can be restored", async () => {
    await setSharing(admin, server, true);
    await Promise.all([admin.page.goto("/vehicles"), staff.page.goto("/vehicles")]);
    const id = await vehicleId(admin.page, "Volvo XC60");
    await admin.page.goto(`/vehicles/${id}`);
    await staff.page.getByRole("button", { name: "Delete Volvo XC60" }).click();
    await staff.page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();

    await expect(admin.page.getByRole("heading", { level: 1, name: "Vehicle Deleted" })).toBeVisible();
    await expect(admin.page.getByText(/^Sam Staff deleted this vehicle\. /)).toBeVisible();
    await admin.page.getByRole("button", { name: "Restore" }).click();
    await expect(admin.page.getByRole("heading", { level: 1, name: "Volvo XC60 2021" })).toBeVisible();
    await expect(vehicleWithPlate(staff.page, "OFF-2222")).toBeVisible();
  });

  test("a reload while a push is under way loses and doubles nothing", async () => {
    await setSharing(admin, server, true);
    await Promise.all([admin.page.goto("/vehicles"), staff.page.goto("/vehicles")]);
    await expect(syncState(staff.page, "Synced")).toBeVisible();
    // The count before is read once the desktop holds the whole shop, not while its copy still loads.
    await expect(syncState(admin.page, "Synced")).toBeVisible();
    await expect(vehiclesFooter(admin.page)).not.toHaveText(/Showing 0 of 0 vehicles/);
    const before = await vehiclesFooter(admin.page).textContent();

    // The server applies the push, but the page reloads before it hears the answer.
    const first = await holdPush(staff.page, "sent");
    await addVehicle(staff.page, { make: "Kia", model: "Niro", plate: "RELOAD-1", owner: "Rae Reload" });
    await first.reached;
    await staff.page.reload();
    first.release();
    await expect(syncState(staff.page, "Synced")).toBeVisible();
    await expect(vehicleWithPlate(staff.page, "RELOAD-1")).toHaveCount(1);

    // The push never leaves the browser; the page reloads with the edit only in its outbox.
    const second = await holdPush(staff.page, "unsent");
    await staff.page.getByRole("link", { name: "View Kia Niro" }).click();
    await editVehicle(staff.page, "Owner Phone", "555-0404");
    await second.reached;
    await staff.page.reload();
    second.release();
    await expect(syncState(staff.page, "Synced")).toBeVisible();

    const count = Number(/of (\d+) vehicles/.exec(before ?? "")?.[1]);
    await expect(vehiclesFooter(admin.page)).toHaveText(`Showing ${count + 1} of ${count + 1} vehicles. (Shop data)`);
    await expect(vehicleWithPlate(admin.page, "RELOAD-1")).toHaveCount(1);
    await admin.page.getByRole("link", { name: "View Kia Niro" }).click();
    await expect(detail(admin.page, "Phone")).toHaveText("555-0404");
    await expect(detail(staff.page, "Phone")).toHaveText("555-0404");
  });

  test("a job card photo uploaded on the phone shows on the desktop", async () => {
    await setSharing(admin, server, true);
    await staff.page.goto("/services/s1");
    await staff.page.getByRole("button", { name: "Upload Image" }).click();
    const upload = staff.page.getByRole("dialog", { name: "Upload Job Card Image" });
    await upload.getByLabel("Job card image").setInputFiles({ name: "job-card.png", mimeType: "image/png", buffer: PNG });
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect(upload).toBeHidden();
    await expect(syncState(staff.page, "Synced")).toBeVisible();

    await admin.page.goto("/services/s1");
    const image = admin.page.getByRole("img", { name: "Job card for Oil Change" });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  });

  test("a server killed with SIGKILL just after it acknowledged a push loses nothing", async () => {
    test.setTimeout(180_000);
    await setSharing(admin, server, true);
    await Promise.all([admin.page.goto("/vehicles"), staff.page.goto("/vehicles")]);
    await expect(syncState(staff.page, "Synced")).toBeVisible();

    let acknowledged!: () => void;
    const pushAcknowledged = new Promise<void>((resolve) => (acknowledged = resolve));
    await staff.page.route(
      "**/api/sync/push",
      async (route: Route) => {
        const response = await route.fetch();
        if (response.ok()) server.kill();
        await route.fulfill({ response });
        acknowledged();
      },
      { times: 1 },
    );
    await addVehicle(staff.page, { make: "Lexus", model: "RX", plate: "KILL-9999", owner: "Kim Crash" });
    await pushAcknowledged;
    await server.restart();

    // A device the shop has never seen gets it too: it is on the server, not only in a browser's copy.
    const fresh = await admin.context.request.get(`${server.url}/api/sync/pull?clientId=never-seen-device`);
    expect(fresh.status()).toBe(200);
    const { changes } = (await fresh.json()) as { changes: { deleted: boolean; record: { licensePlate?: string } }[] };
    expect(changes.filter((change) => change.record.licensePlate === "KILL-9999" && !change.deleted)).toHaveLength(1);

    // Both devices read the shop afresh from the restarted server.
    for (const device of [admin, staff]) {
      await device.page.reload();
      await expect(syncState(device.page, "Synced")).toBeVisible({ timeout: 15_000 });
      await expect(vehicleWithPlate(device.page, "KILL-9999")).toHaveCount(1);
    }
  });

  test("Logout & Clear All Local Data clears only this device: the shop's records come back at the next sign-in", async () => {
    await setSharing(admin, server, true);
    await staff.page.goto("/settings");
    await staff.page.getByRole("tab", { name: "Data" }).click();
    await staff.page.getByRole("button", { name: "Logout & Clear All Local Data" }).click();
    await staff.page.getByRole("alertdialog").getByRole("button", { name: "Clear Data and Logout" }).click();
    await expect(staff.page.getByRole("heading", { name: "Log In" })).toBeVisible();
    // The device's copy and outbox are empty.
    const stored = await staff.page.evaluate(async () => {
      const count = (name: string, store: string) =>
        new Promise<number>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const database = opening.result;
            if (!database.objectStoreNames.contains(store)) return resolve(0);
            const counting = database.transaction(store).objectStore(store).count();
            counting.onsuccess = () => resolve(counting.result);
            counting.onerror = () => reject(counting.error);
          };
        });
      return { records: await count("autoserv-shop-records", "records"), outbox: await count("autoserv-shop-outbox", "outbox") };
    });
    expect(stored).toEqual({ records: 0, outbox: 0 });

    // The other device, and the shop, still have every record.
    await admin.page.goto("/vehicles");
    await expect(vehicleWithPlate(admin.page, "KILL-9999")).toHaveCount(1);

    await signInAgain(staff, server);
    await staff.page.goto("/vehicles");
    await expect(syncState(staff.page, "Synced")).toBeVisible({ timeout: 15_000 });
    await expect(vehicleWithPlate(staff.page, "KILL-9999")).toHaveCount(1);
    await expect(vehiclesFooter(staff.page)).toHaveText(/\(Shop data\)$/);
  });
});
