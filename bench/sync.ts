// npm run bench:sync — shop records in Chromium. A new browser's first sync of 5,000 vehicles and
// 20,000 service records (from the first pull's request to the copy stored and the list showing
// it), next to plain GETs of the same records (the pull's capped pages, one after another),
// fetched and parsed in the same page in the same run; then, at a decade of a busy shop (20,000 vehicles, 100,000 services
// with parts), how soon the lists are usable after a click and how long a search keystroke takes.
// Prints its figures; asserts nothing. Settings: SYNC_VEHICLES, SYNC_SERVICES (first sync),
// SYNC_LARGE_VEHICLES, SYNC_LARGE_SERVICES (lists).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium-path";
import { openDatabase } from "../src/server/db/client";
import { startBuiltServer, type BuiltServer } from "../tests/support/built-server";
import { median, timeKeystrokes, timeNavigation } from "./browser/list-timing";
import { setting } from "./load/setting";

const FIRST_VEHICLES = setting("SYNC_VEHICLES", 5000);
const FIRST_SERVICES = setting("SYNC_SERVICES", 20000);
const LARGE_VEHICLES = setting("SYNC_LARGE_VEHICLES", 20000);
const LARGE_SERVICES = setting("SYNC_LARGE_SERVICES", 100000);
const CREDENTIALS = { email: "bench@autoserv.test", password: "bench password 1", name: "Bench" };

/**
 * Shop records written straight into the tables of a stopped server's data folder, numbered on
 * from what is there, each with its own version as if pushed one by one; sharing turned on.
 */
async function seedShop(dataDir: string, vehicles: number, services: number): Promise<void> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const { db } = handle;
    await db.execute(sql`
      insert into shop_vehicles (id, version, make, model, year, license_plate, owner_name, owner_phone, status, mileage)
      select 'v' || i, i, (array['Toyota','Ford','Honda','Nissan','BMW','Kia','Mazda','Audi'])[1 + i % 8], 'Model ' || (i % 50),
             2000 + i % 25, 'BEN-' || lpad(i::text, 5, '0'), 'Owner ' || i, '555-' || lpad((i % 10000)::text, 4, '0'),
             (array['active','in_service','sold','archived'])[1 + i % 4], i * 10
      from generate_series((select count(*) from shop_vehicles)::int, ${vehicles - 1}::int) as i`);
    await db.execute(sql`
      insert into shop_services (id, version, vehicle_id, service_date, type, description, cost_cents, status, parts)
      select 's' || i, ${vehicles} + i, 'v' || (i % ${vehicles}), '2026-' || lpad((1 + i % 12)::text, 2, '0') || '-15',
             (array['Oil Change','Brake Inspection','Tire Rotation','Check Engine Light Diagnosis'])[1 + i % 4], 'Visit ' || i,
             (i % 500) * 100 + 50, (array['Scheduled','In Progress','Completed','Cancelled'])[1 + i % 4],
             jsonb_build_array(jsonb_build_object('name', 'Filter', 'quantity', 1, 'price', 12.5), jsonb_build_object('name', 'Oil 5W-30', 'quantity', 4, 'price', 8))
      from generate_series((select count(*) from shop_services)::int, ${services - 1}::int) as i`);
    await db.execute(sql`update sync_space set version = ${vehicles + services} where id = 1`);
    await db.execute(sql`insert into instance_settings (key, value) values ('shop_records_shared', 'true') on conflict (key) do update set value = 'true'`);
    await db.execute(sql`vacuum analyze`);
  } finally {
    await handle.close();
  }
}

async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.request.post(`${base}/api/auth/sign-in/email`, { data: CREDENTIALS, headers: { origin: base } });
  return page;
}

/** Milliseconds to fetch and parse the same records as plain GETs of the pull's pages (each capped), in the page. */
async function timePlainGet(page: Page, base: string): Promise<{ ms: number; bytes: number }> {
  await page.goto(`${base}/login`);
  return page.evaluate(async () => {
    const started = performance.now();
    const clientId = `bench-plain-get-${Date.now()}`;
    let bytes = 0;
    let cookie: string | undefined;
    for (;;) {
      const query = new URLSearchParams(cookie === undefined ? { clientId } : { clientId, cookie });
      const text = await (await fetch(`/api/sync/pull?${query.toString()}`)).text();
      bytes += text.length;
      const answer = JSON.parse(text) as { cookie: string; more: boolean };
      if (!answer.more) break;
      cookie = answer.cookie;
    }
    return { ms: Math.round(performance.now() - started), bytes };
  });
}

/**
 * Milliseconds of a new browser's first sync: from the page asking for its first pull to the
 * copy stored in IndexedDB (the sync module's performance marks), and until the Vehicles list
 * shows every vehicle.
 */
async function timeFirstSync(page: Page, base: string, vehicles: number): Promise<{ stored: number; listed: number }> {
  await page.goto(`${base}/vehicles`);
  await page.getByText(new RegExp(`of ${vehicles.toLocaleString("en-US").replace(/,/g, ",?")} vehicles`)).waitFor({ timeout: 120_000 });
  await page.getByText("Synced").waitFor({ timeout: 120_000 });
  return page.evaluate(() => {
    const [start] = performance.getEntriesByName("shop-sync:first-pull-start");
    const [stored] = performance.getEntriesByName("shop-sync:first-pull-stored");
    if (!start || !stored) throw new Error("the sync module left no first-pull marks");
    return { stored: Math.round(stored.startTime - start.startTime), listed: Math.round(performance.now() - start.startTime) };
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-sync-"));
let server: BuiltServer | null = null;
try {
  const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");
  // The first account of an install is its Admin; made before the records, so the tables exist.
  server = await startBuiltServer({ DATA_DIR: dataDir });
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: server.url, "content-type": "application/json" },
    body: JSON.stringify(CREDENTIALS),
  });
  await server.stop();
  await seedShop(dataDir, FIRST_VEHICLES, FIRST_SERVICES);
  server = await startBuiltServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

  // Three rounds, each in new browser contexts, alternating which goes first.
  const plain: number[] = [];
  const stored: number[] = [];
  const listed: number[] = [];
  let documentBytes = 0;
  for (let round = 0; round < 3; round += 1) {
    const measurePlain = async () => {
      const page = await signedInPage(browser, server!.url);
      const result = await timePlainGet(page, server!.url);
      plain.push(result.ms);
      documentBytes = result.bytes;
      await page.context().close();
    };
    const measureSync = async () => {
      const page = await signedInPage(browser, server!.url);
      const result = await timeFirstSync(page, server!.url, FIRST_VEHICLES);
      stored.push(result.stored);
      listed.push(result.listed);
      await page.context().close();
    };
    if (round % 2 === 0) {
      await measurePlain();
      await measureSync();
    } else {
      await measureSync();
      await measurePlain();
    }
  }
  await server.stop();
  server = null;

  await seedShop(dataDir, LARGE_VEHICLES, LARGE_SERVICES);
  server = await startBuiltServer({ DATA_DIR: dataDir });
  const page = await signedInPage(browser, server.url);
  const large = await timeFirstSync(page, server.url, LARGE_VEHICLES);
  const vehiclesNav = await timeNavigation(page, server.url, "Vehicles", new RegExp(`of ${LARGE_VEHICLES} vehicles`));
  const vehicleKeys = await timeKeystrokes(page, "Search vehicles", "ben-0042");
  const servicesNav = await timeNavigation(page, server.url, "Services", new RegExp(`of ${LARGE_SERVICES} services`));
  const serviceKeys = await timeKeystrokes(page, "Search services", "brake");
  await browser.close();

  const ratio = median(stored) / median(plain);
  console.log(`\nShop records (${os.cpus().length} cores, Chromium, PGlite, built server)`);
  console.log(`  first sync of ${FIRST_VEHICLES} vehicles and ${FIRST_SERVICES} services, first pull asked to copy stored: ${median(stored)} ms median of ${stored.join(", ")}`);
  console.log(`  the same records as plain GETs of the pull's pages, ${(documentBytes / 1e6).toFixed(1)} M chars, fetched and parsed: ${median(plain)} ms median of ${plain.join(", ")}`);
  console.log(`  first sync against the plain GETs: ${ratio.toFixed(2)}x (target ≤ 2x)`);
  console.log(`  first sync until the Vehicles list shows every vehicle: ${median(listed)} ms median of ${listed.join(", ")}`);
  console.log(`  first sync of ${LARGE_VEHICLES} vehicles and ${LARGE_SERVICES} services: ${large.stored} ms stored, ${large.listed} ms listed`);
  console.log(`  /vehicles at ${LARGE_VEHICLES} usable after clicking its menu link: ${vehiclesNav} ms (target ≤ 300 ms)`);
  console.log(`  vehicle search keystroke to updated list: median ${median(vehicleKeys)} ms, max ${Math.max(...vehicleKeys)} ms (target ≤ 50 ms)`);
  console.log(`  /services at ${LARGE_SERVICES} usable after clicking its menu link: ${servicesNav} ms (target ≤ 300 ms)`);
  console.log(`  service search keystroke to updated list: median ${median(serviceKeys)} ms, max ${Math.max(...serviceKeys)} ms (target ≤ 50 ms)`);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
