// npm run bench:web — the browser-kept lists under load, in Chromium: with 5,000 vehicles and
// 20,000 services in storage, how soon /vehicles and /services are usable after navigation, how
// long a search keystroke takes to update the list, and how long a 10,000-row CSV import takes
// from the click to the summary. Prints its figures; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium-path";
import { serialize } from "../src/web/lib/local-store/local-collection";
import { median, timeKeystrokes, timeNavigation } from "./browser/list-timing";

const PORT = 3800 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const VEHICLES = 5000;
const SERVICES = 20000;
const IMPORT_ROWS = 10000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-web-"));

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not start");
}

function seedData() {
  const statuses = ["active", "in_service", "sold", "archived"];
  const makes = ["Toyota", "Ford", "Honda", "Nissan", "BMW", "Kia", "Mazda", "Audi"];
  const vehicles = Array.from({ length: VEHICLES }, (_, i) => ({
    id: `v${i}`, make: makes[i % makes.length], model: `Model ${i % 50}`, year: 2000 + (i % 25),
    licensePlate: `BEN-${String(i).padStart(5, "0")}`, vin: "",
    owner: { name: `Owner ${i}`, phone: "", email: "" }, status: statuses[i % 4], mileage: i * 10,
    lastService: "", nextServiceDue: "", notes: "", customFields: {},
  }));
  const types = ["Oil Change", "Brake Inspection", "Tire Rotation", "Check Engine Light Diagnosis"];
  const serviceStatuses = ["Scheduled", "In Progress", "Completed", "Cancelled"];
  const services = Array.from({ length: SERVICES }, (_, i) => ({
    id: `s${i}`, vehicleId: `v${i % VEHICLES}`, serviceDate: `2026-${String((i % 12) + 1).padStart(2, "0")}-15`,
    type: types[i % 4], description: "", cost: (i % 500) + 0.5, status: serviceStatuses[i % 4],
    mechanic: "", parts: [], customFields: {}, jobCardImageUrl: null,
  }));
  // Stored as the app itself stores records: without empty values (local-collection.ts).
  return { vehicles: serialize(vehicles), services: serialize(services) };
}


try {
  const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  const server = spawn("node", ["dist/server/index.js"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", APP_URL: BASE },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitForHealth();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const credentials = { email: "bench@autoserv.test", password: "bench password 1", name: "Bench" };
    await page.request.post(`${BASE}/api/auth/sign-up/email`, { data: credentials, headers: { origin: BASE } });
    await page.request.post(`${BASE}/api/auth/sign-in/email`, { data: credentials, headers: { origin: BASE } });

    // Chromium allows about 5 MiB of localStorage per origin; lean records keep 25,000 within it.
    const data = seedData();
    console.log(`stored: vehicles ${(data.vehicles.length / 1e6).toFixed(2)} M chars, services ${(data.services.length / 1e6).toFixed(2)} M chars`);
    await page.goto(`${BASE}/login`);
    await page.evaluate(({ vehicles, services }) => {
      localStorage.setItem("vehicles_local_cache", vehicles);
      localStorage.setItem("services_local_cache", services);
    }, data);

    // BENCH_TRACE=<file> records a Chrome trace of the /vehicles navigation, to see where its time goes.
    const traceFile = process.env.BENCH_TRACE;
    if (traceFile) await browser.startTracing(page, { path: traceFile });
    // BENCH_PROFILE=<file> records the page's JavaScript CPU profile over the same navigation.
    const profileFile = process.env.BENCH_PROFILE;
    const cdp = profileFile ? await page.context().newCDPSession(page) : null;
    const startProfile = async () => {
      if (!cdp) return;
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    };
    const vehiclesNav = await timeNavigation(page, BASE, "Vehicles", new RegExp(`of ${VEHICLES} vehicles`), startProfile);
    if (traceFile) await browser.stopTracing();
    if (cdp && profileFile) fs.writeFileSync(profileFile, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    // BENCH_TRACE_KEYS=<file> records a Chrome trace of the search keystrokes on both lists.
    const keysTraceFile = process.env.BENCH_TRACE_KEYS;
    if (keysTraceFile) await browser.startTracing(page, { path: keysTraceFile });
    const vehicleKeys = await timeKeystrokes(page, "Search vehicles", "ben-0042");
    if (keysTraceFile) await browser.stopTracing();
    const servicesNav = await timeNavigation(page, BASE, "Services", new RegExp(`of ${SERVICES} services`));
    if (keysTraceFile) await browser.startTracing(page, { path: keysTraceFile.replace(/(\.json)?$/, "-services.json") });
    // BENCH_PROFILE_KEYS=<file> records the page's JavaScript CPU profile over the service keystrokes.
    const keysProfileFile = process.env.BENCH_PROFILE_KEYS;
    const keysCdp = keysProfileFile ? await page.context().newCDPSession(page) : null;
    if (keysCdp) {
      await keysCdp.send("Profiler.enable");
      await keysCdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await keysCdp.send("Profiler.start");
    }
    const serviceKeys = await timeKeystrokes(page, "Search services", "brake");
    if (keysCdp && keysProfileFile) fs.writeFileSync(keysProfileFile, JSON.stringify((await keysCdp.send("Profiler.stop")).profile));
    if (keysTraceFile) await browser.stopTracing();

    // A 10,000-row vehicle CSV through Bulk Upload, timed from the Import click to the summary, in
    // a fresh browser context: 15,000 more vehicles on top of the lists above would pass the quota.
    const importContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const importPage = await importContext.newPage();
    await importPage.request.post(`${BASE}/api/auth/sign-in/email`, { data: credentials, headers: { origin: BASE } });
    const header = "make,model,year,vin,licensePlate,owner_name,owner_email,owner_phone,status,mileage,notes";
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => `Ford,Focus,2015,,IMP-${String(i).padStart(5, "0")},Importer ${i},,,active,${i},`);
    await importPage.goto(`${BASE}/vehicles`);
    await importPage.getByRole("button", { name: "Bulk Upload" }).click();
    await importPage.getByLabel("Vehicle file").setInputFiles({ name: "bench.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
    const importButton = importPage.getByRole("button", { name: /^Import [\d,]+ vehicles?$/ });
    await importButton.waitFor();
    const importStarted = Date.now();
    await importButton.click();
    await expect(importPage.getByRole("dialog").getByRole("status")).toContainText(/Imported [\d,]+ vehicles?/, { timeout: 60_000 });
    const importMs = Date.now() - importStarted;
    await browser.close();

    console.log(`\nBrowser lists (${os.cpus().length} cores, Chromium, ${VEHICLES} vehicles and ${SERVICES} services in localStorage)`);
    console.log(`  /vehicles usable after clicking its menu link on the settled start page: ${vehiclesNav} ms (target ≤ 300 ms)`);
    console.log(`  vehicle search keystroke to updated list: median ${median(vehicleKeys)} ms, max ${Math.max(...vehicleKeys)} ms (target ≤ 50 ms)`);
    console.log(`  /services usable after clicking its menu link on the settled start page: ${servicesNav} ms (target ≤ 300 ms)`);
    console.log(`  service search keystroke to updated list: median ${median(serviceKeys)} ms, max ${Math.max(...serviceKeys)} ms (target ≤ 50 ms)`);
    console.log(`  importing a ${IMPORT_ROWS}-row CSV, click to summary: ${importMs} ms (target < 3000 ms)`);
    console.log(`  (each keystroke, ms: vehicles ${vehicleKeys.join(", ")}; services ${serviceKeys.join(", ")})`);
    console.log("  (navigation is timed inside the page from the click to the painted list; the import from the test process)");
  } finally {
    process.kill(-server.pid!, "SIGTERM");
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
