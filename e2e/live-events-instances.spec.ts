import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ChangeEvent } from "../src/shared/events/change-event";
import { startBuiltServer, type BuiltServer } from "../tests/support/built-server";
import { createPostgresDatabase } from "../tests/support/postgres-database";

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
const PASSWORD = "instance password 1";

test.skip(!adminUrl, "Two instances need a PostgreSQL server (TEST_DATABASE_URL).");

/** Signs up (the first account on the database becomes Admin) and logs in, sending the app's own Origin. */
async function signUpAndLogIn(request: APIRequestContext, baseUrl: string, email: string, name: string) {
  const headers = { origin: baseUrl };
  const signUp = await request.post(`${baseUrl}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name, initialRole: "User" },
    headers,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const logIn = await request.post(`${baseUrl}/api/auth/sign-in/email`, { data: { email, password: PASSWORD }, headers });
  expect(logIn.status(), await logIn.text()).toBe(200);
}

/** Opens GET /api/events in the page, as the app does, and records each change event it hears. */
async function listenForChanges(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const heard: { data: string; at: number }[] = [];
        Object.assign(window, { heardChanges: heard });
        const source = new EventSource("/api/events");
        source.addEventListener("change", (event) => heard.push({ data: (event as MessageEvent<string>).data, at: Date.now() }));
        source.addEventListener("open", () => resolve(), { once: true });
        source.addEventListener("error", () => reject(new Error("GET /api/events failed")), { once: true });
      }),
  );
}

function heardChanges(page: Page): Promise<{ data: string; at: number }[]> {
  return page.evaluate(() => (window as unknown as { heardChanges: { data: string; at: number }[] }).heardChanges);
}

test.describe("live updates across two instances on one PostgreSQL", () => {
  // One pair of instances for the file, its tests in order: the last one stops instance B.
  test.describe.configure({ mode: "default" });
  let database: { url: string; drop: () => Promise<void> };
  let instanceA: BuiltServer;
  let instanceB: BuiltServer;
  let apiOnA: APIRequestContext;

  test.beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    // Started together, as a scaled-out deployment would: migrations run once under a lock.
    [instanceA, instanceB] = await Promise.all([
      startBuiltServer({ DATABASE_URL: database.url }),
      startBuiltServer({ DATABASE_URL: database.url }),
    ]);
    apiOnA = await playwrightRequest.newContext();
    // The database is fresh, so this account is its Admin and may create tickets.
    await signUpAndLogIn(apiOnA, instanceA.url, "admin@instance-a.test", "Ada Admin");
  });

  test.afterAll(async () => {
    await apiOnA?.dispose();
    await Promise.all([instanceA?.stop(), instanceB?.stop()]);
    await database?.drop();
  });

  test("a ticket created on instance A reaches a browser on instance B within 2 s", async ({ page }) => {
    await signUpAndLogIn(page.request, instanceB.url, "user@instance-b.test", "Uma User");
    await page.goto(`${instanceB.url}/`);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await listenForChanges(page);

    const response = await apiOnA.post(`${instanceA.url}/api/tickets`, {
      data: { vin: "1HGCM82633A004352", customerName: "Carla Customer", issueDescription: "Brakes squeal" },
      headers: { origin: instanceA.url },
    });
    const createdAt = Date.now();
    expect(response.status(), await response.text()).toBe(201);
    const { ticket } = (await response.json()) as { ticket: { id: string } };

    await expect.poll(async () => (await heardChanges(page)).length, { timeout: 2000, intervals: [25] }).toBeGreaterThan(0);
    const [first] = await heardChanges(page);
    expect(JSON.parse(first!.data) as ChangeEvent).toEqual({ resource: "tickets", action: "created", id: ticket.id });
    expect(first!.at - createdAt).toBeLessThan(2000);
  });

  test("the Service Tickets page on instance B shows a ticket created on instance A without a reload", async ({ page }) => {
    await signUpAndLogIn(page.request, instanceB.url, "advisor@instance-b.test", "Avery Advisor");
    // Both before the ticket exists: the list as loaded, and the app's own event stream.
    const listLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/tickets");
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
    await page.goto(`${instanceB.url}/service-tickets`);
    expect((await listLoaded).status()).toBe(200);
    expect((await streamOpen).status()).toBe(200);

    const vin = `LIVE${Date.now().toString(36).toUpperCase()}`;
    const response = await apiOnA.post(`${instanceA.url}/api/tickets`, {
      data: { vin, customerName: "Live Customer", issueDescription: "Check engine light" },
      headers: { origin: instanceA.url },
    });
    expect(response.status(), await response.text()).toBe(201);

    await expect(page.getByText(vin)).toBeVisible({ timeout: 2000 });
  });

  test("instance B stops promptly while a browser holds its event stream open", async ({ page }) => {
    await signUpAndLogIn(page.request, instanceB.url, "late@instance-b.test", "Lee Late");
    await page.goto(`${instanceB.url}/`);
    await listenForChanges(page);

    const { code, ms } = await instanceB.stop();

    expect(code).toBe(0);
    // The server's grace for requests in flight is 10 s; an open stream must not use it up.
    expect(ms).toBeLessThan(5000);
  });
});
