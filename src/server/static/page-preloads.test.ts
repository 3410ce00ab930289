import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pagePreloads } from "./page-preloads";

/** A build's manifest in miniature: the start entry, the shell, two pages and the files they share. */
const MANIFEST = {
  "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_start-b.js"] },
  "_start-b.js": { file: "assets/start-b.js" },
  "_shared-c.js": { file: "assets/shared-c.js", imports: ["_start-b.js"] },
  "_badge-d.js": { file: "assets/badge-d.js", imports: ["_shared-c.js"] },
  "app/layout/app-shell.tsx": { file: "assets/app-shell-e.js", isDynamicEntry: true, imports: ["_start-b.js", "_shared-c.js"] },
  "app/routes/repair-order-route.tsx": { file: "assets/repair-order-route-f.js", isDynamicEntry: true, imports: ["_shared-c.js", "_badge-d.js"] },
  "app/routes/job-card-print-route.tsx": { file: "assets/job-card-print-route-g.js", isDynamicEntry: true, imports: ["_badge-d.js"] },
};

const hrefs = (tags: string) => [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

let webRoot = "";
const writeManifest = (manifest: object) => {
  fs.mkdirSync(path.join(webRoot, ".vite"), { recursive: true });
  fs.writeFileSync(path.join(webRoot, ".vite", "manifest.json"), JSON.stringify(manifest));
};

beforeEach(() => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-preloads-"));
});
afterEach(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe("pagePreloads", () => {
  it("names the shell's and the page's files, each once, and none the HTML loads already", () => {
    writeManifest(MANIFEST);
    expect(hrefs(pagePreloads(webRoot)("/jobcards/3f2a9c"))).toEqual([
      "/assets/app-shell-e.js",
      "/assets/shared-c.js",
      "/assets/repair-order-route-f.js",
      "/assets/badge-d.js",
    ]);
  });

  it("leaves the shell out for a page drawn outside it", () => {
    writeManifest(MANIFEST);
    expect(hrefs(pagePreloads(webRoot)("/jobcards/3f2a9c/print"))).toEqual(["/assets/job-card-print-route-g.js", "/assets/badge-d.js", "/assets/shared-c.js"]);
  });

  it("names nothing for a path outside the route table", () => {
    writeManifest(MANIFEST);
    expect(pagePreloads(webRoot)("/login")).toBe("");
    expect(pagePreloads(webRoot)("/no/such/page")).toBe("");
  });

  it("names nothing without a manifest, or with one it cannot read, and serves on", () => {
    const preloads = pagePreloads(webRoot);
    expect(preloads("/jobcards/3f2a9c")).toBe("");
    fs.mkdirSync(path.join(webRoot, ".vite"));
    fs.writeFileSync(path.join(webRoot, ".vite", "manifest.json"), "{ not json");
    expect(preloads("/jobcards/3f2a9c")).toBe("");
  });

  it("reads a new build's manifest when it replaces the old one", () => {
    writeManifest(MANIFEST);
    const preloads = pagePreloads(webRoot);
    expect(hrefs(preloads("/jobcards/3f2a9c"))).toContain("/assets/repair-order-route-f.js");
    const rebuilt = { ...MANIFEST, "app/routes/repair-order-route.tsx": { file: "assets/repair-order-route-h.js", imports: [] } };
    writeManifest(rebuilt);
    // A new file gets a new modification time; set one plainly later, as a rebuild a moment later would.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(webRoot, ".vite", "manifest.json"), later, later);
    expect(hrefs(preloads("/jobcards/3f2a9c"))).toEqual(["/assets/app-shell-e.js", "/assets/shared-c.js", "/assets/repair-order-route-h.js"]);
  });
});
