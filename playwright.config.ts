import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/support/chromium-path";

/**
 * End-to-end tests run the built app (`node dist/server/index.js`) on a free port with a fresh
 * temporary DATA_DIR. The config is evaluated again in each worker; the environment carries
 * the port and folder chosen the first time so all agree.
 */
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The app's service worker answers navigations and files from its cache; a spec that tests it
    // turns it on (e2e/offline-app.spec.ts), the rest see the network as it is.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // The install's first account must be made before any other: it becomes the Admin.
    { name: "first-admin", testMatch: /first-admin\.setup\.ts/, use: { ...devices["Desktop Chrome"], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } } },
    {
      name: "chromium",
      dependencies: ["first-admin"],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: chromiumPath(),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: "node dist/server/index.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_URL: baseURL,
      LOG_LEVEL: "warn",
      // A server must keep an idle connection open longer than its clients do. Playwright's request
      // contexts (the worker's Admin among them) keep theirs for the whole run and ignore the
      // announced Keep-Alive timeout, so a request sent down one the server just closed is reset.
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "3600",
    },
  },
});
