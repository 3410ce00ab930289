import { expect, test } from "./support/fixtures";

test.use({ serviceWorkers: "allow" });

test("a reload with the network off opens the app shell and the vehicles list from the service worker", async ({ page, context, loginAs }) => {
  await loginAs("User");
  await page.goto("/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  // The worker has installed (precached the shell and every page's code) and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Vehicles" })).toBeVisible();
  for (const make of ["Toyota", "Ford", "Honda"]) {
    await expect(page.getByRole("cell", { name: make, exact: true })).toBeVisible();
  }
  // Another page's code comes from the cache too.
  await page.getByRole("navigation").first().getByRole("link", { name: "Services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test("the app is installable: its manifest names the shop and carries the icons", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as { name: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: "AutoServ", display: "standalone" });
  expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
    ["192x192", "any"],
    ["512x512", "any"],
    ["512x512", "maskable"],
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
  }
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});
