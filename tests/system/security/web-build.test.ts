import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROUTES } from "../../../src/shared/auth/routes";
import { instanceSettings } from "../../../src/server/db/schema";
import { createTestApp, type TestApp } from "../../support/test-app";
import { TEST_DATABASE_KINDS } from "../../support/test-database";
import { expectSecurityHeaders } from "../../support/security-headers-check";

/**
 * Security checks on the web app as built: its pages and assets are served with the security
 * headers and the right types, its HTML runs no inline code (the CSP would block it), and no
 * page, script or style holds a secret.
 *
 * The app is built here with `vite build` into a folder of its own (dist/ may be absent or stale
 * while unit tests run, and other runs may be rebuilding it). The build runs with made-up secrets
 * in its environment, so a config that let server variables into the bundle would be caught.
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CANARY = randomBytes(9).toString("hex");

/** The server's secrets, as the build would find them in its environment. */
const SECRET_ENV = {
  AUTH_SECRET: `auth-secret-canary-${CANARY}-0123456789abcdef`,
  BETTER_AUTH_SECRET: `better-auth-secret-canary-${CANARY}`,
  DATABASE_URL: `postgres://autoserv:db-password-canary-${CANARY}@db.internal:5432/autoserv`,
  TEST_DATABASE_URL: `postgresql://tester:test-db-password-canary-${CANARY}@127.0.0.1:5432/postgres`,
  SMTP_URL: `smtps://mailer:smtp-password-canary-${CANARY}@smtp.internal:465`,
};

/** What no page may hold, whatever the values: connection URLs with credentials and private keys. */
const SECRET_PATTERNS: readonly RegExp[] = [
  /postgres(ql)?:\/\//i,
  /smtps?:\/\/[^\s"'`/]*:[^\s"'`/]*@/i,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  new RegExp(CANARY),
];

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|txt|csv|webmanifest|map)$/;

/** Builds the web app into `outDir` as `npm run build` does, with the secrets in the environment. */
async function buildWebApp(outDir: string): Promise<void> {
  // Not the test runner's own variables: a plain production build, as npm run build makes.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(VITEST|NODE_ENV$)/.test(name)));
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"],
    { cwd: ROOT, env: { ...inherited, ...SECRET_ENV }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function expectNoSecret(text: string, where: string, secrets: readonly string[]): void {
  for (const secret of secrets) expect(text.includes(secret), `${where} holds a secret value`).toBe(false);
  for (const pattern of SECRET_PATTERNS) expect(pattern.test(text), `${where} matches ${pattern}`).toBe(false);
}

let webRoot = "";

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-security-web-"));
  await buildWebApp(webRoot);
}, 300_000);

afterAll(() => {
  if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
});

describe("the built web app's files", () => {
  it.each(["index.html", "estimate-page/index.html"])("%s loads code and styles only from our origin and has no inline script, style or handler", (page) => {
    const html = fs.readFileSync(path.join(webRoot, page), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/[^/]/);
      expect(body.trim()).toBe("");
    }
    for (const [, href = ""] of html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/gi)) expect(href).toMatch(/^\/[^/]/);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it("no page, script, style or other file holds a server secret", () => {
    const files = filesUnder(webRoot).filter((file) => TEXT_FILE.test(file));
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of files) {
      expectNoSecret(fs.readFileSync(file, "utf8"), path.relative(webRoot, file), Object.values(SECRET_ENV));
    }
  });
});

describe.each(TEST_DATABASE_KINDS)("the web app as the server serves it (%s)", (kind) => {
  let t: TestApp;
  let instanceSecret = "";

  beforeAll(async () => {
    // No AUTH_SECRET: the server makes its own and keeps it in the database.
    t = await createTestApp(kind, { webRoot });
    const [row] = await t.database.db.select().from(instanceSettings).where(eq(instanceSettings.key, "auth_secret"));
    instanceSecret = row?.value ?? "";
    expect(instanceSecret.length).toBeGreaterThanOrEqual(32);
  });
  afterAll(() => t?.close());

  it("pages answer with the security headers", async () => {
    for (const page of ["/", "/login", "/jobcards", "/vehicles/local_1", "/no-such-page", "/estimate/some-customer-token"]) {
      const response = await t.app.request(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type"), page).toMatch(/^text\/html/);
      expectSecurityHeaders(response, page);
    }
  });

  it("every asset answers with the headers and its own type (nosniff trusts it), and holds no secret", async () => {
    const assets = filesUnder(webRoot).map((file) => `/${path.relative(webRoot, file).split(path.sep).join("/")}`);
    const secrets = [instanceSecret, ...Object.values(SECRET_ENV)];
    for (const asset of assets) {
      const response = await t.app.request(asset);
      expect(response.status, asset).toBe(200);
      expectSecurityHeaders(response, asset);
      const type = response.headers.get("content-type") ?? "";
      if (asset.endsWith(".js")) expect(type, asset).toMatch(/^(text|application)\/javascript/);
      if (asset.endsWith(".css")) expect(type, asset).toMatch(/^text\/css/);
      if (TEXT_FILE.test(asset)) expectNoSecret(await response.text(), asset, secrets);
      else await response.body?.cancel();
    }
  });

  it("the HTML for a page names its code and the shell's, each file served, for the browser to fetch at once", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, ".vite", "manifest.json"), "utf8")) as Record<string, { file: string }>;
    const fileOf = (module: string) => `/${manifest[module]?.file ?? `(${module} is not in the build)`}`;
    const preloadsOf = async (page: string) =>
      [...(await (await t.app.request(page)).text()).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    const shell = fileOf("app/layout/app-shell.tsx");
    for (const route of APP_ROUTES) {
      const page = route.path.replaceAll(":id", "abc123");
      const preloaded = await preloadsOf(page);
      expect(preloaded, page).toContain(fileOf(`app/routes/${route.page}-route.tsx`));
      expect(preloaded.includes(shell), page).toBe(!("standalone" in route));
      for (const href of preloaded) expect((await t.app.request(href!)).status, href).toBe(200);
    }
    expect(await preloadsOf("/login")).not.toContain(shell);
  });

  it("the public API answers hold no secret either", async () => {
    for (const route of ["/", "/api/health", "/api/openapi.json", "/api/auth/me"]) {
      expectNoSecret(await (await t.app.request(route)).text(), route, [instanceSecret, ...Object.values(SECRET_ENV)]);
    }
  });
});
