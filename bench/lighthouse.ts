// npm run lighthouse — Lighthouse (desktop preset) in Chromium on the login page and the dashboard
// of the built app, served by `node dist/server/index.js` on a fresh DATA_DIR. Prints the
// performance and accessibility scores of each page (the median of LIGHTHOUSE_RUNS runs, 3 by
// default), its main timings and every audit that did not pass. The target is 95 or more for both
// scores on both pages; the exit code is 1 when one falls short. The HTML reports are kept in a
// temporary folder, named at the end.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse, { desktopConfig, generateReport, type Flags, type Result } from "lighthouse";
import { startBuiltServer } from "../tests/support/built-server";
import { freePort } from "../tests/support/free-port";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium-path";

const TARGET = 95;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
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
  result: Result;
}

const ACCOUNT = { email: "lighthouse@autoserv.test", password: "lighthouse password 1", name: "Lena Lighthouse" };

async function postJson(baseUrl: string, route: string, body: unknown): Promise<Response> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Signs up the install's first account (it becomes Admin), logs it in and returns the session cookie. */
async function signUpAndLogIn(baseUrl: string): Promise<string> {
  await postJson(baseUrl, "/api/auth/sign-up/email", { ...ACCOUNT, initialRole: "User" });
  const response = await postJson(baseUrl, "/api/auth/sign-in/email", { email: ACCOUNT.email, password: ACCOUNT.password });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("logging in set no session cookie");
  return cookie;
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
async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, flags, desktopConfig);
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
  const pages = [
    { name: "/login", url: `${server.url}/login`, headers: undefined },
    // The session cookie rides on every request of the run, the API's included.
    { name: "/ (dashboard)", url: `${server.url}/`, headers: { Cookie: cookie } },
  ];
  const chosen: PageRun[] = [];
  for (const target of pages) {
    const runs: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const flags: Flags = {
        port: debuggingPort,
        logLevel: "error",
        output: "json",
        onlyCategories: [...CATEGORIES],
        extraHeaders: target.headers,
      };
      const lhr = await runLighthouse(target.url, flags);
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(target.url).pathname) {
        throw new Error(`${target.url} ended at ${lhr.finalDisplayedUrl}: the session did not hold`);
      }
      runs.push(lhr);
    }
    const result = median(runs);
    chosen.push({ page: target.name, result });
    const file = path.join(reportDir, `${target.name.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "") || "page"}.html`);
    fs.writeFileSync(file, generateReport(result, "html"));
  }

  const version = chosen[0]?.result.lighthouseVersion ?? "?";
  const agent = chosen[0]?.result.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "Chromium";
  console.log(
    `\nLighthouse ${version}, desktop preset (simulated throttling), ${agent}, ${os.cpus().length} cores; ` +
      `median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page by performance score. Target: ${TARGET} or more.\n`,
  );
  const header = ["Page", "Performance", "Accessibility", ...METRICS.map(([, label]) => label)];
  const rows = chosen.map(({ page, result }) => [
    page,
    String(score(result, "performance")),
    String(score(result, "accessibility")),
    ...METRICS.map(([id]) => metric(result, id)),
  ]);
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);

  for (const { page, result } of chosen) {
    const below = CATEGORIES.filter((category) => score(result, category) < TARGET);
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
