import fc from "fast-check";
import { expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../../src/server/app";
import { INSPECTION_PHOTO_MAX_BYTES, INSPECTION_PHOTO_TOO_LARGE_MESSAGE } from "../../../src/shared/constants/inspections";
import { JOB_CARD_IMAGE_MAX_BYTES, JOB_CARD_IMAGE_TOO_LARGE_MESSAGE } from "../../../src/shared/constants/job-card-images";
import type { DatabaseKind } from "../../../src/server/db/database";
import { AUTH_OPERATIONS, documentedOperations, type Operation } from "./api-operations";
import { assertProperty, runsOn } from "./fuzz-settings";
import type { HostileRequest } from "./hostile-request";
import type { HostileShop } from "./hostile-shop";
import type { RefusalCheck } from "./refusal-check";
import { describeRequest, type Transfer } from "./send-request";

const RUNS_PER_ENDPOINT = 4;
const TOO_LARGE = { error: { code: "payload_too_large", message: "The request body is larger than 1 MB." } };

/**
 * The body limit of a route and its answer over it: 1 MB for the API, except the job card image
 * upload, which takes a photo of up to 5 MB, and an inspection photo of up to 10 MB, each saying so.
 */
interface BodyLimit {
  bytes: number;
  answer: unknown;
}
const API_LIMIT: BodyLimit = { bytes: MAX_BODY_BYTES, answer: TOO_LARGE };
const OWN_LIMITS: Record<string, BodyLimit> = {
  "POST /api/job-card-images": {
    bytes: JOB_CARD_IMAGE_MAX_BYTES,
    answer: { error: { code: "payload_too_large", message: JOB_CARD_IMAGE_TOO_LARGE_MESSAGE } },
  },
  "POST /api/job-cards/{jobCardId}/photos": {
    bytes: JOB_CARD_IMAGE_MAX_BYTES,
    answer: { error: { code: "payload_too_large", message: JOB_CARD_IMAGE_TOO_LARGE_MESSAGE } },
  },
  "POST /api/job-cards/{jobCardId}/inspection/items/{itemId}/photos": {
    bytes: INSPECTION_PHOTO_MAX_BYTES,
    answer: { error: { code: "payload_too_large", message: INSPECTION_PHOTO_TOO_LARGE_MESSAGE } },
  },
};

/** A body over the limit: valid JSON with one huge field, or bytes that are no JSON at all. */
const oversizedBody = (limit: number) =>
  fc
    .record({
      extra: fc.integer({ min: 1, max: 300_000 }),
      shape: fc.constantFrom("json-field", "json-array", "garbage"),
      filler: fc.constantFrom("x", "é", "😀", "\u0000"),
      contentType: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", null),
      transfer: fc.constantFrom<Transfer>("implicit", "declared", "chunked"),
    })
    .map(({ extra, shape, filler, contentType, transfer }) => {
      const bytes = limit + extra;
      const fill = (length: number) => filler.repeat(Math.ceil(length / new TextEncoder().encode(filler).length));
      const body =
        shape === "json-field"
          ? JSON.stringify({ vin: "V", issueDescription: fill(bytes), email: "a@example.com", name: "n" })
          : shape === "json-array"
            ? JSON.stringify(Array.from({ length: Math.ceil(bytes / 2) }, () => 1))
            : fill(bytes);
      return { body, contentType, transfer };
    });

/** The path of an operation with a real id (or a uuid that names nothing) for each parameter. */
function pathOf(operation: Operation, shop: HostileShop): string {
  return operation.template.replace(/\{(\w+)\}/g, (_match, parameter: string) => shop.idsFor(parameter)[0] ?? "00000000-0000-4000-8000-000000000000");
}

/** A body over the route's limit (1 MB, a job card image 5 MB) is a 413 in the error shape on every write endpoint. */
export function oversizedBodyTests(kind: DatabaseKind, shop: () => HostileShop, check: RefusalCheck) {
  it("answers a body over 1 MB (a job card image over 5 MB) with 413 on every write endpoint, however it is sent, changing nothing", async () => {
    const writeOperations = [...documentedOperations(shop().document), ...AUTH_OPERATIONS].filter((operation) => operation.method !== "GET");
    expect(writeOperations.length).toBeGreaterThan(10);
    await check.settle();
    const failures: string[] = [];
    for (const operation of writeOperations) {
      const sender = operation.template.startsWith("/api/auth/") ? shop().signedOut : shop().admin;
      const limit = OWN_LIMITS[`${operation.method} ${operation.template}`] ?? API_LIMIT;
      try {
        await assertProperty(
          fc.asyncProperty(oversizedBody(limit.bytes), async ({ body, contentType, transfer }) => {
            const request: HostileRequest = { method: operation.method, path: pathOf(operation, shop()), body, contentType };
            const answer = await check.sendChecked(request, sender, true, transfer);
            if (answer.status !== 413 || answer.text !== JSON.stringify(limit.answer)) {
              throw new Error(`${describeRequest(request)} sent ${transfer} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
            }
          }),
          runsOn(kind, RUNS_PER_ENDPOINT),
        );
      } catch (error) {
        failures.push(`${operation.method} ${operation.template}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
  }, 300_000);

  it.each<Transfer>(["implicit", "declared", "chunked"])("takes a body of exactly 1 MB (sent %s) to the route's own checks", async (transfer) => {
    const padding = "x".repeat(MAX_BODY_BYTES - JSON.stringify({ vin: "V", issueDescription: "" }).length);
    const body = JSON.stringify({ vin: "V", issueDescription: padding });
    expect(new TextEncoder().encode(body).length).toBe(MAX_BODY_BYTES);
    const request: HostileRequest = { method: "POST", path: "/api/tickets", body, contentType: "application/json" };
    const answer = await check.sendChecked(request, shop().admin, true, transfer);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ error: { code: "validation_failed", details: { fields: { issueDescription: ["At most 2000 characters."] } } } });
  });
}
