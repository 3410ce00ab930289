import fc from "fast-check";
import { expect, it } from "vitest";
import type { DatabaseKind } from "../../../src/server/db/database";
import { UNSTORABLE_TEXT_MESSAGE } from "../../../src/server/middleware/storable-text";
import { AUTH_OPERATIONS, documentedOperations, undocumentedMethods, type Operation } from "./api-operations";
import { runsOn } from "./fuzz-settings";
import { hostileRequests, type HostileRequest } from "./hostile-request";
import { ORIGIN, type HostileShop } from "./hostile-shop";
import { knownHostileRequests } from "./known-hostile-requests";
import type { RefusalCheck } from "./refusal-check";
import { describeRequest, send, type Answer } from "./send-request";

/**
 * Runs per operation on PGlite. Requests that may write are checked one by one; the rest (GETs,
 * methods a path does not take, signed-out calls) are checked per operation, which keeps the
 * suite under a minute while sending well over the issue's 10,000 requests. Sign-in, sign-up and
 * a password change hash a password (about 0.2 s each), so they get fewer runs.
 */
const RUNS = { adminReads: 150, adminWrites: 160, undocumented: 45, signedOut: 140, authReads: 150, authWrites: 120, passwordHashing: 15, asUser: 20 };
const PASSWORD_HASHING = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/account/password"]);
/** Open without an account by design: a customer asks for a time on Request Appointment. */
const OPEN_ENDPOINTS = new Set(["/api/health", "/api/openapi.json", "/api/public/appointment-requests/form", "/api/public/appointment-requests"]);
/**
 * Accepted, these end the very session the suite sends with, and every later request would be a
 * 401. They are fuzzed signed out here; their own tests cover them signed in.
 */
const ENDS_OWN_SESSIONS = new Set(["/api/account/sessions/sign-out-everywhere"]);

/** The documented operations a signed-in identity can be fuzzed on and stay signed in. */
export function sessionKeepingOperations(document: HostileShop["document"]): Operation[] {
  return documentedOperations(document).filter((operation) => !ENDS_OWN_SESSIONS.has(operation.template));
}

/** Refused before any route looked at it: too large, or text PostgreSQL cannot store (storable-text.ts). */
function refusedAtTheDoor(answer: Answer): boolean {
  if (answer.status === 413) return true;
  const body = JSON.parse(answer.text) as { error: { details?: { fields?: Record<string, string[]> } } };
  const fields = body.error.details?.fields ?? {};
  return answer.status === 400 && Object.values(fields).some((messages) => messages.includes(UNSTORABLE_TEXT_MESSAGE));
}

/** Whether the request's path is one the template routes (traversal and empty ids are not). */
function reachesTemplate(request: HostileRequest, operation: Operation): boolean {
  const pattern = new RegExp(`^${operation.template.replace(/\{\w+\}/g, "[^/]+")}$`);
  return pattern.test(new URL(`${ORIGIN}${request.path}`).pathname);
}

/** Property 1 and 2 of the issue: no 5xx, the error shape, and no row changed by a refusal. */
export function hostileRequestTests(kind: DatabaseKind, shop: () => HostileShop, check: RefusalCheck) {
  it("takes every endpoint from /api/openapi.json", () => {
    const operations = documentedOperations(shop().document).map((operation) => `${operation.method} ${operation.template}`);
    expect(operations).toEqual(expect.arrayContaining(["POST /api/tickets", "PATCH /api/job-cards/{jobCardId}/status", "PATCH /api/users/{userId}"]));
  });

  it("answers each known hostile request as expected, changing nothing", async () => {
    const known = knownHostileRequests({ ticketId: shop().idsFor("ticketId")[0]!, spareUserId: shop().idsFor("userId")[0]! });
    await check.settle();
    const failures: string[] = [];
    for (const { label, request, signedIn, status, code } of known) {
      try {
        const answer = await check.sendChecked(request, signedIn ? shop().admin : shop().signedOut, true);
        const answeredCode = answer.status >= 400 ? (JSON.parse(answer.text) as { error: { code: string } }).error.code : null;
        if (answer.status !== status || (code && answeredCode !== code)) {
          throw new Error(`answered ${answer.status} ${answer.text.slice(0, 200)}, expected ${status}${code ? ` ${code}` : ""}`);
        }
      } catch (error) {
        failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("answers an Admin's hostile input to every /api endpoint without a 5xx, in the error shape, changing nothing it refuses", async () => {
    const { document, knowledge, idsFor, admin } = shop();
    await check.fuzzEach(
      sessionKeepingOperations(document),
      (operation) => {
        if (operation.method === "GET") return { runs: runsOn(kind, RUNS.adminReads), eachWrite: false };
        return { runs: runsOn(kind, PASSWORD_HASHING.has(operation.template) ? RUNS.passwordHashing : RUNS.adminWrites), eachWrite: true };
      },
      (operation, eachWrite) =>
        fc.asyncProperty(hostileRequests(operation, knowledge, idsFor), async (request) => {
          await check.sendChecked(request, admin, eachWrite);
        }),
    );
  }, 600_000);

  it("answers methods a documented path does not take with a 4xx in the error shape", async () => {
    const { document, knowledge, idsFor, admin } = shop();
    await check.fuzzEach(
      undocumentedMethods(document),
      () => ({ runs: runsOn(kind, RUNS.undocumented), eachWrite: false }),
      (operation, eachWrite) =>
        fc.asyncProperty(hostileRequests(operation, knowledge, idsFor), async (request) => {
          const answer = await check.sendChecked(request, admin, eachWrite);
          if (answer.status < 400) throw new Error(`${describeRequest(request)} was accepted with ${answer.status}`);
        }),
    );
  }, 600_000);

  it("answers hostile input without a session with a 4xx in the error shape on every protected endpoint", async () => {
    const { document, knowledge, idsFor, signedOut } = shop();
    await check.fuzzEach(
      documentedOperations(document).filter((operation) => !OPEN_ENDPOINTS.has(operation.template)),
      () => ({ runs: runsOn(kind, RUNS.signedOut), eachWrite: false }),
      (operation, eachWrite) =>
        fc.asyncProperty(hostileRequests(operation, knowledge, idsFor), async (request) => {
          const answer = await check.sendChecked(request, signedOut, eachWrite);
          if (answer.status < 400) throw new Error(`${describeRequest(request)} was accepted without a session: ${answer.status}`);
        }),
    );
  }, 600_000);

  it("answers hostile input to better-auth's routes without a 5xx, in the error shape, changing nothing it refuses", async () => {
    const { knowledge, signedOut } = shop();
    await check.fuzzEach(
      AUTH_OPERATIONS,
      (operation) => {
        if (operation.method === "GET") return { runs: runsOn(kind, RUNS.authReads), eachWrite: false };
        return { runs: runsOn(kind, PASSWORD_HASHING.has(operation.template) ? RUNS.passwordHashing : RUNS.authWrites), eachWrite: true };
      },
      (operation, eachWrite) =>
        fc.asyncProperty(hostileRequests(operation, knowledge), async (request) => {
          await check.sendChecked(request, signedOut, eachWrite);
        }),
    );
  }, 600_000);

  it("answers a User 403 on every endpoint the role lacks, whatever the input, and never a 5xx", async () => {
    const { document, knowledge, idsFor, user, t } = shop();
    const operations = sessionKeepingOperations(document);
    const forbidden = new Set<Operation>();
    for (const operation of operations) {
      const path = operation.template.replace(/\{\w+\}/g, "00000000-0000-4000-8000-000000000000");
      const probe = { method: operation.method, path, body: operation.method === "GET" ? null : "{}", contentType: "application/json" };
      if ((await send(t.app, probe, user)).status === 403) forbidden.add(operation);
    }
    // The permission table: a User may not list job cards, manage users, delete or convert tickets.
    expect([...forbidden].map((operation) => `${operation.method} ${operation.template}`)).toEqual(
      expect.arrayContaining(["GET /api/job-cards", "GET /api/users", "DELETE /api/tickets/{ticketId}", "POST /api/tickets/{ticketId}/convert"]),
    );

    await check.fuzzEach(
      operations,
      (operation) => ({ runs: runsOn(kind, RUNS.asUser), eachWrite: operation.method !== "GET" }),
      (operation, eachWrite) =>
        fc.asyncProperty(hostileRequests(operation, knowledge, idsFor), async (request) => {
          const answer = await check.sendChecked(request, user, eachWrite);
          if (forbidden.has(operation) && reachesTemplate(request, operation) && !refusedAtTheDoor(answer) && answer.status !== 403) {
            throw new Error(`${describeRequest(request)} answered ${answer.status}, not 403: ${answer.text.slice(0, 200)}`);
          }
        }),
    );
  }, 600_000);
}
