import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../src/shared/schemas/account-responses";
import type { JobCard } from "../../../src/shared/schemas/job-card-responses";
import type { ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import { TestClient } from "../test-client";
import { bodyOf, openShop, openTicket, type Shop } from "../shop-test-fixture";
import { logInCookie, meStatus, rawRequest, sessionCookieOf } from "../raw-request";
import type { DatabaseKind } from "../../../src/server/db/database";

/**
 * Security checks, cross-site request forgery: a state change a browser sends from another site
 * is refused with 403 and changes nothing, whichever way the browser names that site.
 *
 * Decision: a request naming no origin at all (neither Origin nor Referer, no Sec-Fetch-Site)
 * passes. Every current browser sends Origin on a POST, PUT, PATCH or DELETE, from another site
 * or our own, so such a request comes from a script or tool outside a browser, which holds no
 * victim's cookie; the SameSite=Lax cookie is a second guard. A Referer alone (older browsers,
 * privacy proxies that strip Origin) is checked like an Origin. (permissions-matrix.test.ts sends
 * every state-changing endpoint once with a foreign Origin.)
 */
const PASSWORD = "correct horse";
const OWN = "http://localhost";

type Method = "POST" | "PUT" | "PATCH" | "DELETE";

/** One state change: the request, and how to tell it changed nothing. */
interface Attempt {
  method: Method;
  path: string;
  cookie: string;
  body?: unknown;
  unchanged: () => Promise<void>;
}

const REFUSED_HEADERS: readonly [string, Record<string, string>][] = [
  ["a foreign Origin", { origin: "https://evil.example" }],
  ["Origin null (a sandboxed frame or a data: page)", { origin: "null" }],
  ["the same host on another port", { origin: "http://localhost:8080" }],
  ["no Origin and a foreign Referer", { referer: "https://evil.example/attack.html" }],
  ["no Origin and Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
];

const ACCEPTED_HEADERS: readonly [string, Record<string, string>][] = [
  ["our own Origin", { origin: OWN }],
  ["no Origin and our own Referer", { referer: `${OWN}/service-tickets` }],
  ["neither Origin nor Referer (not a browser)", {}],
];

/** Run on PGlite by src/server/middleware/same-origin.test.ts, on PostgreSQL by tests/system/postgres/same-origin-postgres.test.ts. */
export function describeSameOrigin(kind: DatabaseKind): void {
  describe(`cross-origin state changes (${kind})`, () => {
    let shop: Shop;
    let advisorCookie: string;
    let counter = 0;

    beforeAll(async () => {
      shop = await openShop(kind);
      advisorCookie = await logInCookie(shop.t.app, "advisor@example.com");
    });
    afterAll(() => shop?.t.close());

    async function ticketsWithVin(vin: string): Promise<ServiceTicket[]> {
      const response = await shop.admin.client.request("GET", `/api/tickets?search=${vin}`);
      return (await bodyOf<TicketPage>(response)).tickets;
    }

    async function newCard(): Promise<JobCard> {
      const response = await shop.advisor.client.request("POST", "/api/job-cards", {
        vin: "CSRFCARD",
        serviceDescription: "Brake pads",
        assignedTechnicianId: shop.technician.profile.userId,
      });
      return (await bodyOf<{ jobCard: JobCard }>(response)).jobCard;
    }

    /** A fresh account with its own session, for attempts that would end a session or lock the account. */
    async function throwaway(): Promise<{ email: string; cookie: string }> {
      const email = `throwaway-${(counter += 1)}@example.com`;
      await new TestClient(shop.t.app).signUp(email, PASSWORD);
      return { email, cookie: await logInCookie(shop.t.app, email) };
    }

    /** Refused attempts change nothing, so they may share one account (hashing passwords is slow). */
    const shared = new Map<string, Promise<{ email: string; cookie: string }>>();
    function accountFor(endpoint: string, refused: boolean) {
      if (!refused) return throwaway();
      if (!shared.has(endpoint)) shared.set(endpoint, throwaway());
      return shared.get(endpoint)!;
    }

    /**
     * Each kind of state change. An accepted attempt gets fresh records, so it does not spoil the
     * next; `refused` says the attempt is expected to change nothing.
     */
    const ATTEMPTS: readonly [string, (refused: boolean) => Promise<Attempt>][] = [
      [
        "POST /api/tickets",
        async () => {
          const vin = `CSRF${(counter += 1)}`;
          return {
            method: "POST",
            path: "/api/tickets",
            cookie: advisorCookie,
            body: { vin, issueDescription: "Forged ticket" },
            unchanged: async () => expect(await ticketsWithVin(vin)).toEqual([]),
          };
        },
      ],
      [
        "PUT /api/profile",
        async () => {
          const before = await shop.advisor.client.me();
          return {
            method: "PUT",
            path: "/api/profile",
            cookie: advisorCookie,
            body: { name: "Forged Name", shopName: "Forged Garage" },
            unchanged: async () => {
              const after = await shop.advisor.client.me();
              expect(after.name).toBe(before.name);
              expect(after.shopName).toBe(before.shopName);
            },
          };
        },
      ],
      [
        "PATCH /api/job-cards/{jobCardId}/status",
        async () => {
          const card = await newCard();
          return {
            method: "PATCH",
            path: `/api/job-cards/${card.id}/status`,
            cookie: advisorCookie,
            body: { status: "Cancelled", updatedAt: card.updatedAt },
            unchanged: async () => {
              const after = await bodyOf<{ jobCard: JobCard }>(await shop.advisor.client.request("GET", `/api/job-cards/${card.id}`));
              expect(after.jobCard).toMatchObject({ status: card.status, updatedAt: card.updatedAt });
            },
          };
        },
      ],
      [
        "DELETE /api/tickets/{ticketId}",
        async () => {
          const ticket = await openTicket(shop.admin.client, { vin: `CSRFDEL${(counter += 1)}` });
          return {
            method: "DELETE",
            path: `/api/tickets/${ticket.id}`,
            cookie: advisorCookie,
            unchanged: async () => expect((await ticketsWithVin(ticket.vin)).map((found) => found.id)).toEqual([ticket.id]),
          };
        },
      ],
      [
        "POST /api/account/password",
        async (refused) => {
          const { email, cookie } = await accountFor("password", refused);
          return {
            method: "POST",
            path: "/api/account/password",
            cookie,
            body: { newPassword: "the attacker's password" },
            unchanged: async () => {
              expect((await new TestClient(shop.t.app).logIn(email, "the attacker's password")).status).toBe(401);
              expect(await meStatus(shop.t.app, cookie)).toBe(200);
            },
          };
        },
      ],
      [
        "POST /api/auth/sign-out",
        async (refused) => {
          const { cookie } = await accountFor("sign-out", refused);
          return {
            method: "POST",
            path: "/api/auth/sign-out",
            cookie,
            body: {},
            unchanged: async () => expect(await meStatus(shop.t.app, cookie)).toBe(200),
          };
        },
      ],
    ];

    describe.each(ATTEMPTS)("%s", (_name, prepare) => {
      it.each(REFUSED_HEADERS)("with %s is refused with 403 and changes nothing", async (_what, headers) => {
        const { method, path, cookie, body, unchanged } = await prepare(true);
        const response = await rawRequest(shop.t.app, method, path, { cookie, body, headers });
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ error: { code: "forbidden", message: "Requests from another site are not allowed." } });
        await unchanged();
      });

      it.each(ACCEPTED_HEADERS)("with %s goes through", async (_what, headers) => {
        const { method, path, cookie, body } = await prepare(false);
        const response = await rawRequest(shop.t.app, method, path, { cookie, body, headers });
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(300);
      });
    });

    it("a sign-in posted from another site sets no session (login CSRF)", async () => {
      const { email } = await throwaway();
      for (const [, headers] of REFUSED_HEADERS) {
        const response = await rawRequest(shop.t.app, "POST", "/api/auth/sign-in/email", { body: { email, password: PASSWORD }, headers });
        expect(response.status).toBe(403);
        expect(sessionCookieOf(response)).toBeNull();
      }
    });

    it("reads from another site's page are answered (the browser keeps them from that page)", async () => {
      const response = await rawRequest(shop.t.app, "GET", "/api/me", {
        cookie: advisorCookie,
        headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { profile: Profile }).profile.email).toBe("advisor@example.com");
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    });
  });
}
