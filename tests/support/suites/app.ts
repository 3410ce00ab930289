import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { createRoute, z } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isApiErrorBody, type ApiErrorBody } from "../../../src/shared/errors/api-error";
import { createTestApp, type TestApp } from "../test-app";
import type { DatabaseKind } from "../../../src/server/db/database";

const echoRoute = createRoute({
  method: "post",
  path: "/api/echo",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: z.object({ vin: z.string().min(1), hours: z.number() }) } },
    },
  },
  responses: { 200: { description: "The body back" } },
});

function errorBodyOf(payload: unknown): ApiErrorBody {
  expect(isApiErrorBody(payload)).toBe(true);
  return payload as ApiErrorBody;
}

/** Run on PGlite by src/server/app.test.ts, on PostgreSQL by tests/system/postgres/app-postgres.test.ts. */
export function describeApp(kind: DatabaseKind): void {
  describe(`the app on ${kind}`, () => {
    let t: TestApp;
    let webRoot: string;

    beforeAll(async () => {
      webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-web-"));
      fs.mkdirSync(path.join(webRoot, "assets"));
      fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>AutoServ</title><div id=root></div>");
      fs.writeFileSync(path.join(webRoot, "assets", "index-AbC123.js"), "console.log(1)");
      fs.writeFileSync(path.join(webRoot, "assets", "index-AbC123.js.br"), brotliCompressSync("console.log(1)"));
      fs.writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
      fs.writeFileSync(path.join(webRoot, "manifest.webmanifest"), '{"name":"AutoServ"}');
      t = await createTestApp(kind, { webRoot });
      // Routes only these tests use, mounted on the real pipeline (limits, validation, errors).
      t.app.openapi(echoRoute, (c) => c.json(c.req.valid("json"), 200));
      t.app.get("/api/explode", () => {
        throw new Error('relation "secret_table" does not exist');
      });
    });

    afterAll(async () => {
      await t?.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    });

    it("get /api/health answers ok with the database kind", async () => {
      const response = await t.app.request("/api/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", database: kind });
    });

    it("get /api/health answers 503 with the error shape when the database is gone", async () => {
      const other = await createTestApp(kind);
      await other.database.close();
      const response = await other.app.request("/api/health");
      expect(response.status).toBe(503);
      expect(errorBodyOf(await response.json()).error.code).toBe("unavailable");
    });

    it.each(["GET", "POST", "DELETE"])("%s on an unknown /api path is a JSON 404, never the web app", async (method) => {
      const response = await t.app.request("/api/no-such-thing", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = errorBodyOf(await response.json());
      expect(body.error).toEqual({ code: "not_found", message: `No such route: ${method} /api/no-such-thing` });
    });

    it("an unknown page route gets the web app's index.html", async () => {
      const response = await t.app.request("/vehicles/local_123");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain('<div id=root>');
    });

    it("hashed assets are cached for a year; missing assets are not the web app", async () => {
      const asset = await t.app.request("/assets/index-AbC123.js");
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    });

    it("the service worker and the manifest are served as themselves, and the worker is revalidated on every visit", async () => {
      const worker = await t.app.request("/sw.js");
      expect(worker.status).toBe(200);
      expect(worker.headers.get("content-type")).toContain("javascript");
      // A browser checks for a new worker at least daily anyway; no-cache makes a deploy's reach the next visit.
      expect(worker.headers.get("cache-control")).toBe("no-cache");
      const manifest = await t.app.request("/manifest.webmanifest");
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get("content-type")).toContain("application/manifest+json");
      expect(manifest.headers.get("cache-control")).toBe("no-cache");
    });

    it("an asset goes out in the build's brotli copy to a browser that accepts it, plain to others", async () => {
      const compressed = await t.app.request("/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(compressed.status).toBe(200);
      expect(compressed.headers.get("content-encoding")).toBe("br");
      expect(compressed.headers.get("content-type")).toContain("javascript");
      expect(compressed.headers.get("vary")).toContain("Accept-Encoding");
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe("console.log(1)");

      const plain = await t.app.request("/assets/index-AbC123.js");
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe("console.log(1)");
    });

    it("post with malformed JSON gets 400 and the error shape", async () => {
      const response = await t.app.request("/api/echo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"vin": "1HG',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "bad_request", message: "The request body is not valid JSON." },
      });
    });

    it("post with invalid fields gets 400 naming each failing field", async () => {
      const response = await t.app.request("/api/echo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ vin: "", hours: "two" }),
      });
      expect(response.status).toBe(400);
      const body = errorBodyOf(await response.json());
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.message).toBe("Please correct: vin, hours.");
      expect(Object.keys((body.error.details as { fields: object }).fields)).toEqual(["vin", "hours"]);
    });

    it("post with a valid body reaches the handler", async () => {
      const response = await t.app.request("/api/echo", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ vin: "1HGCM82633A004352", hours: 1.5 }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ vin: "1HGCM82633A004352", hours: 1.5 });
    });

    it("a body over 1 MB gets 413 and the error shape", async () => {
      const big = JSON.stringify({ vin: "x".repeat(1024 * 1024), hours: 1 });
      const response = await t.app.request("/api/echo", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(big.length) },
        body: big,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: "payload_too_large", message: "The request body is larger than 1 MB." },
      });
    });

    it("an unexpected failure is a 500 without a stack trace or SQL text", async () => {
      const response = await t.app.request("/api/explode");
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(text).not.toContain("secret_table");
      expect(text).not.toContain("at ");
      expect(JSON.parse(text)).toEqual({
        error: { code: "internal", message: "Something went wrong on the server. Please try again." },
      });
    });

    it("every response carries the security headers and a request id", async () => {
      for (const url of ["/api/health", "/services"]) {
        const response = await t.app.request(url);
        const csp = response.headers.get("content-security-policy") ?? "";
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
      }
    });

    it("get /api/openapi.json lists the health route", async () => {
      const response = await t.app.request("/api/openapi.json");
      expect(response.status).toBe(200);
      const doc = (await response.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(doc.paths)).toContain("/api/health");
    });
  });
}
