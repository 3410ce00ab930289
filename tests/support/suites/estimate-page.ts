import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectSecurityHeaders } from "../security-headers-check";
import { createTestApp, type TestApp } from "../test-app";
import type { DatabaseKind } from "../../../src/server/db/database";

const STAFF_HTML = "<!doctype html><title>AutoServ</title><div id=root></div>";
const ESTIMATE_HTML = '<!doctype html><title>Estimate</title><main id="estimate"></main>';

/** Run on PGlite by src/server/static/estimate-page.test.ts, on PostgreSQL by tests/system/postgres/estimate-page-postgres.test.ts. */
export function describeEstimatePage(kind: DatabaseKind): void {
  describe(`the customer's estimate page on ${kind}`, () => {
    let t: TestApp;
    let webRoot: string;

    beforeAll(async () => {
      webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-web-"));
      fs.mkdirSync(path.join(webRoot, "estimate-page"));
      fs.writeFileSync(path.join(webRoot, "index.html"), STAFF_HTML);
      fs.writeFileSync(path.join(webRoot, "estimate-page", "index.html"), ESTIMATE_HTML);
      t = await createTestApp(kind, { webRoot });
    });

    afterAll(async () => {
      await t?.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    });

    it("get /estimate/<token> without a session answers the page's own HTML, not the staff app, with the security headers", async () => {
      const response = await t.app.request("/estimate/Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expectSecurityHeaders(response, "GET /estimate/<token>");
      const html = await response.text();
      expect(html).toBe(ESTIMATE_HTML);
      expect(html).not.toContain("id=root");
    });

    it("other page routes still get the staff app", async () => {
      for (const route of ["/estimate", "/estimates", "/jobcards"]) {
        const response = await t.app.request(route);
        expect(await response.text(), route).toBe(STAFF_HTML);
      }
    });

    it("an unbuilt page answers 503 with the build hint", async () => {
      fs.rmSync(path.join(webRoot, "estimate-page", "index.html"));
      try {
        const response = await t.app.request("/estimate/anything");
        expect(response.status).toBe(503);
        expect(await response.text()).toContain("npm run build");
      } finally {
        fs.writeFileSync(path.join(webRoot, "estimate-page", "index.html"), ESTIMATE_HTML);
      }
    });
  });
}
