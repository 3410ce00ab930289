import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { securityHeaders } from "../middleware/security-headers";
import { noStore } from "../middleware/no-store";
import { jsonAnswerHeaders } from "../middleware/json-answer-headers";
import { STATEMENT_LISTS } from "../routes/statement-lists";
import { directListReads } from "./direct-list-reads";
import { nodeListener } from "./node-listener";
import { openShop, openTicket, type Shop } from "../../../tests/support/shop-test-fixture";
import { approvedCard, createInvoice, priceShop } from "../../../tests/support/invoice-fixture";
import { logInCookie, rawRequest } from "../../../tests/support/raw-request";
import { shareShopRecords } from "../../../tests/support/shop-sync";
import { TEST_DATABASE_KINDS } from "../../../tests/support/test-database";
import { TestClient } from "../../../tests/support/test-client";

/**
 * The direct list reads answer a list exactly as the app would, and only when that is certain:
 * every other request, and every session that does not hold, is left to the app (whose answers
 * the security suites check, through these same reads on PostgreSQL).
 */
const OWN_ORIGIN = { origin: "http://localhost" };
const LISTS = [
  "/api/tickets?limit=50",
  "/api/tickets?limit=50&search=Carla",
  "/api/job-cards?limit=50",
  "/api/job-cards?limit=50&search=Brakes",
  "/api/invoices?limit=50",
  "/api/invoices?search=Carla+Customer",
  // Empty pairs and a name without a value, read as URLSearchParams reads them.
  "/api/invoices?&limit=50&&search",
  "/api/sync/pull?clientId=direct-device",
];
/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(["date", "x-request-id"]);

function comparable(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));
}

describe.skipIf(!TEST_DATABASE_KINDS.includes("postgres"))("direct list reads (postgres)", () => {
  let shop: Shop;
  let cookie: string;
  const logged: Record<string, unknown>[] = [];
  let direct: ReturnType<typeof directListReads>;

  beforeAll(async () => {
    shop = await openShop("postgres");
    await openTicket(shop.advisor.client);
    await priceShop(shop);
    await createInvoice(shop.advisor.client, await approvedCard(shop));
    await shareShopRecords(shop.admin.client);
    cookie = await logInCookie(shop.t.app, "admin@example.com");
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) });
    direct = directListReads({
      database: shop.t.database,
      auth: shop.t.auth,
      logger,
      lists: STATEMENT_LISTS.map((list) => list.direct),
      answerHeaders: jsonAnswerHeaders([securityHeaders(), noStore()]),
    });
    // Loaded, as the server is by its first list: until then every request goes to the app.
    await direct.ready;
  });
  afterAll(() => shop?.t.close());

  const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Request(`http://localhost${path}`, { method, headers: { cookie, ...headers } });

  it.each(LISTS)("answers %s with the app's own status, headers and body", async (path) => {
    const answered = await direct.answer(get(path), undefined);
    expect(answered).not.toBeNull();
    // A request id of the client's sends the same request through the app.
    const viaApp = await shop.t.app.request(get(path, { "x-request-id": "through-the-app" }));
    expect(viaApp.headers.get("x-request-id")).toBe("through-the-app");
    expect(answered!.status).toBe(200);
    expect(viaApp.status).toBe(200);
    expect(comparable(answered!)).toEqual(comparable(viaApp));
    // Byte for byte: the Invoices list writes its own JSON text.
    const [text, appText] = [await answered!.text(), await viaApp.text()];
    expect(text).toBe(appText);
    const body = JSON.parse(text) as Record<string, unknown[]>;
    expect(Object.values(body).some((value) => Array.isArray(value) && value.length > 0) || "cookie" in body).toBe(true);
  });

  it("logs each answer as the app logs a request, under the id its answer carries", async () => {
    const answered = await direct.answer(get("/api/tickets?limit=50"), undefined);
    const requestId = answered!.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.find((line) => line.requestId === requestId)).toMatchObject({ msg: "request", method: "GET", path: "/api/tickets", status: 200 });
  });

  it("writes node's own response, with the app's status, headers and body, and leaves the rest to the app", async () => {
    let written = 0;
    const write: typeof direct.write = (incoming, outgoing) =>
      direct.write(incoming, outgoing)?.then((done) => ((written += done ? 1 : 0), done)) ?? null;
    const server = createServer(nodeListener(write, shop.t.app.fetch));
    try {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      const fetchList = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie, ...headers } });
      for (const path of ["/api/invoices?limit=50", "/api/sync/pull?clientId=direct-device"]) {
        const before = written;
        const answered = await fetchList(path);
        expect(written).toBe(before + 1);
        // A request id of the client's goes through the app, over the same listener.
        const viaApp = await fetchList(path, { "x-request-id": "through-the-app" });
        expect(written).toBe(before + 1);
        expect(viaApp.headers.get("x-request-id")).toBe("through-the-app");
        expect([answered.status, viaApp.status]).toEqual([200, 200]);
        expect(comparable(answered)).toEqual(comparable(viaApp));
        expect(answered.headers.get("content-security-policy")).toContain("default-src 'self'");
        expect(await answered.json()).toEqual(await viaApp.json());
      }
      // Without a session, or with a query the app refuses, the app answers in its own words.
      const refused = await fetch(`http://127.0.0.1:${port}/api/invoices?limit=50`);
      expect(refused.status).toBe(401);
      const invalid = await fetchList("/api/invoices?limit=nope");
      expect(invalid.status).toBe(400);
      expect(written).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each([
    ["no cookie", () => new Request("http://localhost/api/tickets?limit=50")],
    ["a cookie whose signature is not the app's", () => get("/api/tickets?limit=50", { cookie: cookie.replace(/.{4}$/, "AAA%3D") })],
    ["a method other than GET", () => get("/api/tickets?limit=50", {}, "HEAD")],
    ["a request id of the client's", () => get("/api/tickets?limit=50", { "x-request-id": "mine" })],
    ["an address that is not exactly a list's", () => get("/api/tickets/?limit=50")],
    ["a repeated parameter", () => get("/api/tickets?limit=50&limit=20")],
    ["a NUL in the query", () => get("/api/tickets?search=a%00b")],
    ["bytes that are not UTF-8", () => get("/api/tickets?search=caf%E9")],
    ["a parameter named __proto__", () => get("/api/tickets?limit=50&__proto__=x")],
    ["a parameter named __proto__, encoded", () => get("/api/tickets?limit=50&%5F%5Fproto__=x")],
  ])("leaves a request with %s to the app at once", (_what, request) => {
    expect(direct.answer(request(), undefined)).toBeNull();
  });

  it.each([
    ["a query that is not valid", "/api/tickets?limit=nope"],
    ["a cursor that is not the app's", "/api/job-cards?cursor=not-ours"],
  ])("leaves %s to the app", async (_what, path) => {
    expect(await direct.answer(get(path), undefined)).toBeNull();
  });

  it("answers a search that finds nothing as the app does, while the remembered check holds", async () => {
    for (const path of ["/api/tickets?limit=50&search=nothing-matches-this", "/api/invoices?search=nothing-matches-this"]) {
      const answered = await direct.answer(get(path), undefined);
      expect(answered).not.toBeNull();
      const viaApp = await shop.t.app.request(get(path, { "x-request-id": "through-the-app" }));
      expect(comparable(answered!)).toEqual(comparable(viaApp));
      const text = await answered!.text();
      expect(text).toBe(await viaApp.text());
      expect(Object.values(JSON.parse(text) as Record<string, unknown>)).toContainEqual([]);
    }
  });

  it("leaves a read to the app, and checks the session again, once the session ended or any session's end moved the epoch after its check", async () => {
    const email = "direct-searcher@example.com";
    expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
    const [searcher, other] = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)];
    // A Service Advisor: lists tickets and, as staff, pulls the shop's records.
    const me = (await (await shop.t.app.request(get("/api/me", { cookie: searcher }))).json()) as { profile: { userId: string } };
    const granted = await shop.admin.client.request("PATCH", `/api/users/${me.profile.userId}`, { name: "Dee Searcher", role: "Service Advisor", shopName: "", isActive: true });
    expect(granted.status).toBe(200);
    const as = (session: string, path: string) => direct.answer(get(path, { cookie: session }), undefined);
    const nothing = "/api/tickets?limit=50&search=nothing-matches-this";
    // The check is made and remembered.
    expect(await as(searcher, "/api/tickets?limit=50")).not.toBeNull();

    // Another session's end moves the epoch: the remembered check no longer holds, so the
    // statement fails rather than answer (no rows would pass for an empty list). The app answers
    // it; the next direct read makes the check again and is answered.
    await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: other, body: {}, headers: OWN_ORIGIN });
    expect(await as(searcher, "/api/tickets?limit=50")).toBeNull();
    const listed = (await (await shop.t.app.request(get("/api/tickets?limit=50", { cookie: searcher }))).json()) as { tickets: unknown[] };
    expect(listed.tickets.length).toBeGreaterThan(0);
    expect(await as(searcher, "/api/tickets?limit=50")).not.toBeNull();
    expect(await as(searcher, nothing)).not.toBeNull();

    // The same for a search that finds nothing, and for a pull: the epoch moved, so the app answers.
    await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: await logInCookie(shop.t.app, email), body: {}, headers: OWN_ORIGIN });
    expect(await as(searcher, nothing)).toBeNull();
    expect(await as(searcher, nothing)).not.toBeNull();
    const pull = "/api/sync/pull?clientId=direct-searcher-device";
    expect(await as(searcher, pull)).not.toBeNull();
    await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: await logInCookie(shop.t.app, email), body: {}, headers: OWN_ORIGIN });
    expect(await as(searcher, pull)).toBeNull();
    expect(await as(searcher, pull)).not.toBeNull();

    // The session's own end: refused by the check, and by the app.
    await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: searcher, body: {}, headers: OWN_ORIGIN });
    expect(await as(searcher, nothing)).toBeNull();
    expect((await rawRequest(shop.t.app, "GET", nothing, { cookie: searcher })).status).toBe(401);
  });

  it("leaves ended sessions, inactive accounts and roles without the permission to the app", async () => {
    const email = "direct-lister@example.com";
    expect((await new TestClient(shop.t.app).signUp(email)).status).toBe(200);
    const [loggedOut, kept] = [await logInCookie(shop.t.app, email), await logInCookie(shop.t.app, email)];
    const as = (session: string, path = "/api/tickets?limit=50") => direct.answer(get(path, { cookie: session }), undefined);
    expect(await as(kept)).not.toBeNull();
    // A User may list tickets but not job cards or invoices.
    expect(await as(kept, "/api/job-cards?limit=50")).toBeNull();
    expect(await as(kept, "/api/invoices?limit=50")).toBeNull();

    await rawRequest(shop.t.app, "POST", "/api/auth/sign-out", { cookie: loggedOut, body: {}, headers: OWN_ORIGIN });
    expect(await as(loggedOut)).toBeNull();
    expect((await rawRequest(shop.t.app, "GET", "/api/tickets?limit=50", { cookie: loggedOut })).status).toBe(401);

    await shop.t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.email, email));
    expect(await as(kept)).toBeNull();
    expect((await rawRequest(shop.t.app, "GET", "/api/tickets?limit=50", { cookie: kept })).status).toBe(401);
  });
});

describe("direct list reads (pglite)", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop("pglite");
    await openTicket(shop.advisor.client);
  });
  afterAll(() => shop?.t.close());

  it("leaves every request to the app, which checks the session first on PGlite", async () => {
    const direct = directListReads({
      database: shop.t.database,
      auth: shop.t.auth,
      logger: pino({ level: "silent" }),
      lists: STATEMENT_LISTS.map((list) => list.direct),
      answerHeaders: jsonAnswerHeaders([securityHeaders(), noStore()]),
    });
    await direct.ready;
    const cookie = await logInCookie(shop.t.app, "admin@example.com");
    expect(direct.answer(new Request("http://localhost/api/tickets?limit=50", { headers: { cookie } }), undefined)).toBeNull();
    expect((await rawRequest(shop.t.app, "GET", "/api/tickets?limit=50", { cookie })).status).toBe(200);
  });
});
