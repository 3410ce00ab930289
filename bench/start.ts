// npm run bench:start — how fast `npm start` serves on an already built app, and how much
// JavaScript the login page makes a browser download. Prints its figures; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/support/chromium-path";

const RUNS = 5;
const PORT = 3900 + Math.floor(Math.random() * 90);
const START_TARGET_MS = 3000;
const LOGIN_JS_TARGET_KB = 150;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-"));
const env = { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" };

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm start`, returns milliseconds until /api/health answers 200, then stops it. */
async function timeStart(): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], { env, stdio: "ignore", detached: true });
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error("npm start exited before it served");
    if (performance.now() - started > 120_000) throw new Error("npm start did not serve within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const elapsed = performance.now() - started;
  process.kill(-child.pid!, "SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  return elapsed;
}

async function loginPageScripts(): Promise<{ url: string; gzip: number }[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`http://127.0.0.1:${PORT}/login`, { waitUntil: "networkidle" });
  await browser.close();
  return Promise.all(scripts);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

try {
  const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the build failed");

  const firstStart = await timeStart();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await timeStart());
  times.sort((a, b) => a - b);

  const server = spawn("node", ["dist/server/index.js"], { env, stdio: "ignore", detached: true });
  while (!(await healthy())) await new Promise((resolve) => setTimeout(resolve, 20));
  const scripts = await loginPageScripts();
  process.kill(-server.pid!, "SIGTERM");

  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`\nStart-up (${os.cpus().length} cores, PGlite, built app): npm start until GET /api/health is 200`);
  console.log(`  first start on an empty DATA_DIR (creates the database): ${firstStart.toFixed(0)} ms`);
  console.log(`  ${RUNS} starts on that DATA_DIR: median ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms, max ${times[RUNS - 1]!.toFixed(0)} ms (target ≤ ${START_TARGET_MS} ms)`);
  console.log(`\nJavaScript the login page loads (gzip -9):`);
  for (const script of scripts) console.log(`  ${script.url.padEnd(48)} ${kb(script.gzip).padStart(7)} KB`);
  console.log(`  ${"total".padEnd(48)} ${kb(total).padStart(7)} KB (target ≤ ${LOGIN_JS_TARGET_KB} KB)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
