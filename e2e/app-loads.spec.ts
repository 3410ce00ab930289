import { ADMIN, logInAs } from "./support/accounts";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { collectConsoleErrors } from "./support/console-errors";
import { expect, test } from "./support/fixtures";

test("the login page loads with no console errors or serious a11y violations", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  await expect(page).toHaveTitle(/AutoServ/);
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("the app loads with its navigation and no console errors", async ({ page }) => {
  await logInAs(page, ADMIN.email, ADMIN.password);
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/AutoServ/);
  // A CSP refusal (an inline style or script) would show up here.
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test("every route of the route table renders a titled page, not a 404", async ({ page }) => {
  // Twelve full page loads in one test: 24-30 s on the shared two-core machine, against the
  // default 30 s for a test, and it ran out once at the last route with every answer in.
  test.slow();
  await logInAs(page, ADMIN.email, ADMIN.password);
  const routes = [
    "/forgot-password",
    "/",
    "/vehicles",
    "/vehicles/v1",
    "/services",
    "/services/s1",
    "/reports",
    "/settings",
    "/users",
    "/service-tickets",
    "/jobcards",
    "/invoices",
  ];
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), route).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page not found" }), route).toHaveCount(0);
  }
});

test("an unknown page route still renders the app", async ({ page }) => {
  await logInAs(page, ADMIN.email, ADMIN.password);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Go to the dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("get /api/health answers ok on the embedded database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

test("an unknown /api route is a JSON 404, not the web app", async ({ request }) => {
  const response = await request.get("/api/definitely-not-here");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toEqual({
    error: { code: "not_found", message: "No such route: GET /api/definitely-not-here" },
  });
});

test("hashed assets are cached for a year and pages are revalidated", async ({ page, request }) => {
  const assetUrls: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assetUrls.push(response.url());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Log In" })).toBeVisible();
  expect(assetUrls.length).toBeGreaterThan(0);
  const asset = await request.get(assetUrls[0]!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const index = await request.get("/vehicles");
  expect(index.headers()["cache-control"]).toBe("no-cache");
});
