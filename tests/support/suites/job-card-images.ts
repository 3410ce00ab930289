import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  JOB_CARD_IMAGE_MAX_BYTES,
  JOB_CARD_IMAGE_MIME_TYPES,
  JOB_CARD_IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from "../../../src/shared/constants/job-card-images";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { StoredJobCardImage } from "../../../src/shared/schemas/job-card-image-responses";
import { jobCardImages } from "../../../src/server/db/schema";
import { JOB_CARD_IMAGE_NOT_FOUND } from "../../../src/server/job-card-images/find-job-card-image";
import { onePixelImage, pickedFile } from "../job-card-image-files";
import { logInCookie } from "../raw-request";
import { TestClient } from "../test-client";
import { bodyOf, errorOf, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><rect width="1" height="1"/></svg>';
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** A JPEG's first bytes followed by zeros: `size` bytes in all. */
function jpegOfSize(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

/**
 * A body handed over `chunkBytes` at a time, only as the server asks for it; `served` counts what
 * it was given, so a test sees whether the server kept reading past its limit.
 */
function meteredBody(totalBytes: number, chunkBytes = 256 * 1024) {
  const meter = { served: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (meter.served >= totalBytes) return controller.close();
        const size = Math.min(chunkBytes, totalBytes - meter.served);
        controller.enqueue(meter.served === 0 ? jpegOfSize(size) : new Uint8Array(size));
        meter.served += size;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, meter };
}

/** Run on PGlite by src/server/routes/job-card-images/job-card-images.test.ts, on PostgreSQL by tests/system/postgres/job-card-images-postgres.test.ts. */
export function describeJobCardImages(kind: DatabaseKind): void {
  describe(`job card images on ${kind}`, () => {
    let shop: Shop;

    beforeAll(async () => {
      shop = await openShop(kind);
    });
    afterAll(() => shop?.t.close());

    const storedCount = () => shop.t.database.db.$count(jobCardImages);

    async function upload(client: TestClient, file: Blob): Promise<StoredJobCardImage> {
      const response = await client.request("POST", "/api/job-card-images", file);
      expect(response.status).toBe(201);
      return bodyOf<StoredJobCardImage>(response);
    }

    /** A request with the technician's session and the body as given: a stream, with or without its length. */
    async function uploadStream(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Promise<Response> {
      const cookie = await logInCookie(shop.t.app, "tech@example.com");
      return shop.t.app.request("http://localhost/api/job-card-images", {
        method: "POST",
        headers: { cookie, origin: "http://localhost", "content-type": "image/jpeg", ...headers },
        body,
        duplex: "half",
      } as RequestInit);
    }

    describe("post /api/job-card-images", () => {
      it.each(JOB_CARD_IMAGE_MIME_TYPES)("stores a %s and get answers it byte for byte, with its type and the image headers", async (type) => {
        const bytes = onePixelImage(type);
        const stored = await upload(shop.technician.client, pickedFile(bytes, type));
        expect(stored).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/api/job-card-images/${stored.id}` });

        // Another member of the staff reads it, as the other devices of the shop will.
        const response = await shop.advisor.client.request("GET", stored.url);
        expect(response.status).toBe(200);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
        expect(Object.fromEntries(response.headers)).toMatchObject({
          "content-type": type,
          "content-length": String(bytes.byteLength),
          "x-content-type-options": "nosniff",
          "cache-control": "private, max-age=31536000, immutable",
          "content-security-policy": "default-src 'none'",
        });
      });

      it("stores a picture under the type its bytes show when its name said another (a PNG saved as .jpg)", async () => {
        const bytes = onePixelImage("image/png");
        const stored = await upload(shop.advisor.client, pickedFile(bytes, "image/jpeg"));
        const response = await shop.advisor.client.request("GET", stored.url);
        expect(response.headers.get("content-type")).toBe("image/png");
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      });

      it.each([
        ["a text file named .jpg", pickedFile("Brakes squeal at idle; customer waits.\n", "image/jpeg")],
        ["an SVG", pickedFile(SVG, "image/svg+xml")],
        ["an SVG claiming to be a PNG", pickedFile(SVG, "image/png")],
        ["a JPEG sent as a web page", pickedFile(onePixelImage("image/jpeg"), "text/html")],
        ["an empty file", pickedFile("", "image/jpeg")],
      ])("refuses %s with 415 and the picker's message, storing nothing", async (_what, file) => {
        const before = await storedCount();
        const response = await shop.technician.client.request("POST", "/api/job-card-images", file);
        expect(response.status).toBe(415);
        expect(await errorOf(response)).toEqual({ code: "unsupported_media_type", message: NOT_AN_IMAGE_MESSAGE });
        expect(await storedCount()).toBe(before);
      });

      it("stores a picture of exactly 5 MB", async () => {
        const stored = await upload(shop.technician.client, pickedFile(jpegOfSize(JOB_CARD_IMAGE_MAX_BYTES), "image/jpeg"));
        const response = await shop.technician.client.request("GET", stored.url);
        expect(response.headers.get("content-length")).toBe(String(JOB_CARD_IMAGE_MAX_BYTES));
        expect((await response.arrayBuffer()).byteLength).toBe(JOB_CARD_IMAGE_MAX_BYTES);
      });

      it("refuses 5 MB and one byte with 413 naming the limit, storing nothing", async () => {
        const before = await storedCount();
        const response = await shop.technician.client.request("POST", "/api/job-card-images", pickedFile(jpegOfSize(JOB_CARD_IMAGE_MAX_BYTES + 1), "image/jpeg"));
        expect(response.status).toBe(413);
        expect(await errorOf(response)).toEqual({ code: "payload_too_large", message: JOB_CARD_IMAGE_TOO_LARGE_MESSAGE });
        expect(JOB_CARD_IMAGE_TOO_LARGE_MESSAGE).toContain("5 MB");
        expect(await storedCount()).toBe(before);
      });

      it("stops reading a body sent without its length once it passes 5 MB, and answers 413", async () => {
        const before = await storedCount();
        const { stream, meter } = meteredBody(50 * 1024 * 1024);
        const response = await uploadStream(stream, { "transfer-encoding": "chunked" });
        expect(response.status).toBe(413);
        expect(meter.served).toBeLessThanOrEqual(JOB_CARD_IMAGE_MAX_BYTES + 2 * 256 * 1024);
        expect(await storedCount()).toBe(before);
      });

      it("refuses a body whose declared length passes 5 MB before reading any of it", async () => {
        const { stream, meter } = meteredBody(JOB_CARD_IMAGE_MAX_BYTES + 1);
        const response = await uploadStream(stream, { "content-length": String(JOB_CARD_IMAGE_MAX_BYTES + 1) });
        expect(response.status).toBe(413);
        expect(meter.served).toBe(0);
      });

      it("publishes no change: an image is found through the record that names it", async () => {
        const seen: ChangeEvent[] = [];
        const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
        await upload(shop.admin.client, pickedFile(onePixelImage("image/gif"), "image/gif"));
        // A route announces its change before it answers, and changes arrive in the order they are
        // made: one made after the upload arrives alone.
        const opened = await shop.admin.client.request("POST", "/api/tickets", { vin: "1HGCM82633A004352", issueDescription: "After the upload" });
        expect(opened.status).toBe(201);
        const { id } = (await bodyOf<{ ticket: { id: string } }>(opened)).ticket;
        await vi.waitFor(() => expect(seen).toContainEqual({ resource: "tickets", action: "created", id }));
        unsubscribe();
        expect(seen).toEqual([{ resource: "tickets", action: "created", id }]);
      });

      it("answers 401 without a session, storing nothing", async () => {
        const before = await storedCount();
        const response = await new TestClient(shop.t.app).request("POST", "/api/job-card-images", pickedFile(onePixelImage("image/png"), "image/png"));
        expect(response.status).toBe(401);
        expect(await storedCount()).toBe(before);
      });
    });

    describe("get /api/job-card-images/{imageId}", () => {
      it.each([MISSING_ID, "not-an-id", "x".repeat(100)])("answers 404 for %s, never cached", async (id) => {
        const response = await shop.advisor.client.request("GET", `/api/job-card-images/${id}`);
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toEqual({ code: "not_found", message: JOB_CARD_IMAGE_NOT_FOUND });
        expect(response.headers.get("cache-control")).toBe("no-store");
      });

      it("answers 401 without a session", async () => {
        const stored = await upload(shop.admin.client, pickedFile(onePixelImage("image/webp"), "image/webp"));
        const response = await new TestClient(shop.t.app).request("GET", stored.url);
        expect(response.status).toBe(401);
        expect(response.headers.get("cache-control")).toBe("no-store");
      });
    });
  });
}
