// npm run lighthouse — Lighthouse in Chromium on the built app, served by `node dist/server/index.js`
// on a fresh DATA_DIR: the login page and the dashboard with the desktop preset, and a repair order
// page as its technician opens it on a phone (mobile preset). Prints the performance and
// accessibility scores of each page (the median of LIGHTHOUSE_RUNS runs, 3 by default; LIGHTHOUSE_PRESET
// picks the desktop or the mobile pages alone), its main
// timings and every audit that did not pass. The target is 95 or more for both scores on the desktop
// pages and 90 or more on the phone page; the exit code is 1 when one falls short. The HTML reports
// are kept in a temporary folder, named at the end.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig, generateReport, type Config, type Flags, type Result } from "lighthouse";
import { startBuiltServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium-path";

const DESKTOP_TARGET = 95;
const MOBILE_TARGET = 90;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
/** LIGHTHOUSE_PRESET=mobile (or desktop) measures only the pages of that preset. */
const ONLY_PRESET = process.env.LIGHTHOUSE_PRESET;
const CATEGORIES = ["performance", "accessibility"] as const;
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "Speed Index"],
] as const;

interface PageRun {
  page: string;
  preset: Preset;
  target: number;
  result: Result;
  /** Every run's performance score, lowest first: the spread the median sits in. */
  scores: number[];
}

type Preset = "desktop" | "mobile";
/** Lighthouse's own default is the mobile preset (a mid-range phone, slow 4G). */
const PRESET_CONFIGS: Record<Preset, Config | undefined> = { desktop: desktopConfig, mobile: undefined };

const ACCOUNT = { email: "lighthouse@autoserv.test", password: "lighthouse password 1", name: "Lena Lighthouse" };
const TECHNICIAN = { email: "lighthouse-tech@autoserv.test", password: "lighthouse password 2", name: "Theo Lighthouse" };

async function postJson(baseUrl: string, route: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Logs an account in and returns its session cookie. */
async function logIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await postJson(baseUrl, "/api/auth/sign-in/email", { email: account.email, password: account.password });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("logging in set no session cookie");
  return cookie;
}

/** Signs up the install's first account (it becomes Admin), logs it in and returns the session cookie. */
async function signUpAndLogIn(baseUrl: string): Promise<string> {
  await postJson(baseUrl, "/api/auth/sign-up/email", { ...ACCOUNT, initialRole: "User" });
  return logIn(baseUrl, ACCOUNT);
}

/** A request as the Admin, whose answer must be a 2xx. */
async function adminJson(baseUrl: string, cookie: string, method: "POST" | "PATCH", route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { "content-type": "application/json", origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * A Service Technician and a job card assigned to them, made by the Admin; returns the card's id
 * and the technician's session cookie, to open the repair order as they do on a phone.
 */
async function seedRepairOrder(baseUrl: string, adminCookie: string): Promise<{ jobCardId: string; cookie: string }> {
  const signUp = (await (await postJson(baseUrl, "/api/auth/sign-up/email", { ...TECHNICIAN, initialRole: "Service Technician" })).json()) as {
    user: { id: string };
  };
  const userId = signUp.user.id;
  await adminJson(baseUrl, adminCookie, "PATCH", `/api/users/${userId}`, { name: TECHNICIAN.name, role: "Service Technician", shopName: "", isActive: true });
  const created = (await adminJson(baseUrl, adminCookie, "POST", "/api/job-cards", {
    vin: "1HGCM82633A004352",
    customerName: "Jane Driver",
    customerContact: "555-0100",
    serviceDescription: "Replace front brake pads and rotors; check the rear drums",
    assignedTechnicianId: userId,
    estimatedHours: 2.5,
  })) as { jobCard: { id: string } };
  return { jobCardId: created.jobCard.id, cookie: await logIn(baseUrl, TECHNICIAN) };
}

function score(result: Result, category: (typeof CATEGORIES)[number]): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function metric(result: Result, id: string): string {
  const audit = result.audits[id];
  return audit?.displayValue ?? "n/a";
}

/** The audits of the two categories that did not pass, worst first, with what Lighthouse says of them. */
function shortfalls(result: Result): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual") continue;
      const weight = ref.weight > 0 ? `, weight ${ref.weight}` : "";
      lines.push(`  ${category}: ${audit.id} (score ${audit.score.toFixed(2)}${weight})${audit.displayValue ? `: ${audit.displayValue}` : ""} — ${audit.title}`);
    }
  }
  return lines;
}

/** One Lighthouse run; a failed trace recording (which Lighthouse itself says to retry) is retried once. */
async function runLighthouse(url: string, flags: Flags, config: Config | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, flags, config);
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = outcome;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    console.log(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); running it again.`);
  }
}

function median(runs: Result[]): Result {
  const sorted = [...runs].sort((a, b) => score(a, "performance") - score(b, "performance"));
  return sorted[Math.floor(sorted.length / 2)]!;
}

const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-lighthouse-data-"));
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-lighthouse-"));
const server = await startBuiltServer({ DATA_DIR: dataDir });
const debuggingPort = await freePort();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`] });
let failed = false;

try {
  const cookie = await signUpAndLogIn(server.url);
  const repairOrder = await seedRepairOrder(server.url, cookie);
  const pages: { name: string; url: string; headers: Record<string, string> | undefined; preset: Preset }[] = [
    { name: "/login", url: `${server.url}/login`, headers: undefined, preset: "desktop" },
    // The session cookie rides on every request of the run, the API's included.
    { name: "/ (dashboard)", url: `${server.url}/`, headers: { Cookie: cookie }, preset: "desktop" },
    { name: "/jobcards/:id (technician, phone)", url: `${server.url}/jobcards/${repairOrder.jobCardId}`, headers: { Cookie: repairOrder.cookie }, preset: "mobile" },
  ];
  const chosen: PageRun[] = [];
  for (const target of pages.filter((page) => !ONLY_PRESET || page.preset === ONLY_PRESET)) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const flags: Flags = {
        port: debuggingPort,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
        extraHeaders: target.headers,
      };
      const lhr = await runLighthouse(target.url, flags, PRESET_CONFIGS[target.preset]);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
        throw new Error(`${target.url} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
      }
      runs.push(lhr);
    }
    const result = median(runs);
    const scores = runs.map((run) => score(run, "performance")).sort((a, b) => a - b);
    chosen.push({ page: target.name, preset: target.preset, target: target.preset === "mobile" ? MOBILE_TARGET : DESKTOP_TARGET, result, scores });
    // The HTML to read, the JSON to query (the largest paint's element, the script treemap).
    const file = path.join(reportDir, target.name.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "page");
    fs.writeFileSync(`${file}.html`, generateReport(result, "html"));
    fs.writeFileSync(`${file}.json`, JSON.stringify(result));
  }

  const version = chosen[0]?.result.lighthouseVersion ?? "?";
  const agent = chosen[0]?.result.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium";
  console.log(
    `\nLighthouse ${version} (simulated throttling), ${agent}, ${os.cpus().length} cores; ` +
      `median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page by performance score. ` +
      `Target: ${DESKTOP_TARGET} or more with the desktop preset, ${MOBILE_TARGET} or more with the mobile one.\n`,
  );
  const header = ["Page", "Preset", "Performance", "Each run", "Accessibility", ...METRICS.map(([, label]) => label)];
  const rows = chosen.map(({ page, preset, result, scores }) => [
    page,
    preset,
    String(score(result, "performance")),
    scores.join(", "),
    String(score(result, "accessibility")),
    ...METRICS.map(([id]) => metric(result, id)),
  ]);
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);

  for (const { page, target, result } of chosen) {
    const below = CATEGORIES.filter((category) => score(result, category) < target);
    if (below.length > 0) failed = true;
    const notes = shortfalls(result);
    console.log(`\n${page}: ${below.length ? `BELOW TARGET (${below.join(", ")})` : "meets the target"}`);
    console.log(notes.length ? notes.join("\n") : "  every scored audit passed");
  }
  console.log(`\nHTML reports: ${reportDir}`);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
