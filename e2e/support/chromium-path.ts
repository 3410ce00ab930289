import fs from "node:fs";
import { chromium } from "@playwright/test";

/** CHROME_PATH, else Debian's chromium, else Playwright's own download; says plainly if none. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (found) return found;
  if (process.env.CHROME_PATH) {
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
  }
  const own = chromium.executablePath();
  if (own && fs.existsSync(own)) return undefined;
  throw new Error(
    "No Chromium found for the end-to-end tests: install Debian's chromium (apt-get install chromium), " +
      "set CHROME_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
}

/** As root Chromium needs --no-sandbox; the rest keeps it off the network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
