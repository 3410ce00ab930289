import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { JOB_CARD_IMAGE_MAX_BYTES, JOB_CARD_IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from "../../../src/shared/constants/job-card-images";
import type { ChangeEvent } from "../../../src/shared/events/change-event";
import type { JobCardHistory } from "../../../src/shared/schemas/job-card-history";
import { JOB_CARD_PHOTO_NOT_FOUND, PHOTO_UPLOAD_NOT_ASSIGNED, type JobCardPhoto, type JobCardPhotos } from "../../../src/shared/schemas/job-card-photos";
import { jobCardImages } from "../../../src/server/db/schema";
import { JOB_CARD_NOT_FOUND } from "../../../src/server/job-cards/job-card-query";
import { onePixelImage, pickedFile } from "../job-card-image-files";
import { TestClient } from "../test-client";
import { bodyOf, errorOf, openJobCard, openShop, type Shop } from "../shop-test-fixture";
import type { DatabaseKind } from "../../../src/server/db/database";

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

/** Run on PGlite by src/server/routes/job-card-photos/job-card-photos.test.ts, on PostgreSQL by tests/system/postgres/job-card-photos-postgres.test.ts. */
export function describeJobCardPhotos(kind: DatabaseKind): void {
  describe(`job card photos on ${kind}`, () => {
    let shop: Shop;
    /** Assigned to the technician. */
    let cardId: string;
    /** Assigned to another technician. */
    let otherCardId: string;

    async function createCard(assignedTechnicianId: string): Promise<string> {
      return (await openJobCard(shop.advisor.client, { assignedTechnicianId })).id;
    }

    beforeAll(async () => {
      shop = await openShop(kind);
      cardId = await createCard(shop.technician.profile.userId);
      otherCardId = await createCard(shop.otherTechnician.userId);
    });
    afterAll(() => shop?.t.close());

    const storedCount = () => shop.t.database.db.$count(jobCardImages);
    const photosPath = (id: string) => `/api/job-cards/${id}/photos`;

    async function upload(client: TestClient, id: string, file: Blob): Promise<JobCardPhoto> {
      const response = await client.request("POST", photosPath(id), file);
      expect(response.status).toBe(201);
      return bodyOf<JobCardPhoto>(response);
    }

    async function photosOf(client: TestClient, id: string): Promise<JobCardPhoto[]> {
      const response = await client.request("GET", photosPath(id));
      expect(response.status).toBe(200);
      return (await bodyOf<JobCardPhotos>(response)).photos;
    }

    it("lets the assigned technician add a photo that every viewer lists and reads byte for byte", async () => {
      const bytes = onePixelImage("image/png");
      const photo = await upload(shop.technician.client, cardId, pickedFile(bytes, "image/png"));
      expect(photo).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/api/job-cards/${cardId}/photos/${photo.id}`,
        contentType: "image/png",
        size: bytes.byteLength,
        takenAt: expect.stringMatching(/Z$/),
        by: { name: "Tia Technician", email: "tech@example.com" },
      });
      expect(await photosOf(shop.advisor.client, cardId)).toContainEqual(photo);

      const response = await shop.advisor.client.request("GET", photo.url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": "image/png",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
      });
    });

    it("lets an Advisor add a photo to any card, and History says who added it", async () => {
      await upload(shop.advisor.client, otherCardId, pickedFile(onePixelImage("image/jpeg"), "image/jpeg"));
      const response = await shop.advisor.client.request("GET", `/api/job-cards/${otherCardId}/history`);
      const { events } = await bodyOf<JobCardHistory>(response);
      expect(events).toContainEqual({ at: expect.any(String), kind: "photo", text: "Photo added by Sam Advisor", by: { name: "Sam Advisor", email: "advisor@example.com" } });
    });

    it("refuses a technician's photo on a card not assigned to them with 403, storing nothing", async () => {
      const before = await storedCount();
      const response = await shop.technician.client.request("POST", photosPath(otherCardId), pickedFile(onePixelImage("image/png"), "image/png"));
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toEqual({ code: "forbidden", message: PHOTO_UPLOAD_NOT_ASSIGNED });
      expect(await storedCount()).toBe(before);
    });

    it.each([
      ["a text file named .jpg", () => pickedFile("Brakes squeal at idle.\n", "image/jpeg"), 415, "unsupported_media_type", NOT_AN_IMAGE_MESSAGE],
      ["an SVG", () => pickedFile('<svg xmlns="http://www.w3.org/2000/svg"/>', "image/svg+xml"), 415, "unsupported_media_type", NOT_AN_IMAGE_MESSAGE],
      ["an empty file", () => pickedFile("", "image/png"), 415, "unsupported_media_type", NOT_AN_IMAGE_MESSAGE],
      [
        "5 MB and one byte",
        () => {
          const bytes = new Uint8Array(JOB_CARD_IMAGE_MAX_BYTES + 1);
          bytes.set([0xff, 0xd8, 0xff, 0xe0]);
          return pickedFile(bytes, "image/jpeg");
        },
        413,
        "payload_too_large",
        JOB_CARD_IMAGE_TOO_LARGE_MESSAGE,
      ],
    ] as const)("refuses %s with a clear %i, storing nothing", async (_what, file, status, code, message) => {
      const before = await storedCount();
      const response = await shop.technician.client.request("POST", photosPath(cardId), file());
      expect(response.status).toBe(status);
      expect(await errorOf(response)).toEqual({ code, message });
      expect(await storedCount()).toBe(before);
    });

    it.each([MISSING_ID, "not-an-id"])("answers 404 for the photos of card %s", async (id) => {
      const listed = await shop.advisor.client.request("GET", photosPath(id));
      expect(listed.status).toBe(404);
      expect(await errorOf(listed)).toEqual({ code: "not_found", message: JOB_CARD_NOT_FOUND });
      const before = await storedCount();
      const posted = await shop.advisor.client.request("POST", photosPath(id), pickedFile(onePixelImage("image/gif"), "image/gif"));
      expect(posted.status).toBe(404);
      expect(await storedCount()).toBe(before);
    });

    it("answers 404 for a photo read through another card or an id that is none", async () => {
      const photo = await upload(shop.advisor.client, cardId, pickedFile(onePixelImage("image/webp"), "image/webp"));
      for (const path of [`${photosPath(otherCardId)}/${photo.id}`, `${photosPath(cardId)}/${MISSING_ID}`, `${photosPath(cardId)}/nope`]) {
        const response = await shop.advisor.client.request("GET", path);
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toEqual({ code: "not_found", message: JOB_CARD_PHOTO_NOT_FOUND });
      }
    });

    it("lets an Admin delete a photo, publishing the card's change; a technician and a plain user may not", async () => {
      const photo = await upload(shop.technician.client, cardId, pickedFile(onePixelImage("image/gif"), "image/gif"));
      for (const client of [shop.technician.client, shop.user.client]) {
        const refused = await client.request("DELETE", photo.url);
        expect(refused.status).toBe(403);
      }
      expect(await photosOf(shop.advisor.client, cardId)).toContainEqual(photo);

      const seen: ChangeEvent[] = [];
      const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
      const deleted = await shop.admin.client.request("DELETE", photo.url);
      expect(deleted.status).toBe(204);
      await vi.waitFor(() => expect(seen).toContainEqual({ resource: "job-cards", action: "updated", id: cardId }));
      unsubscribe();
      expect((await photosOf(shop.advisor.client, cardId)).map((listed) => listed.id)).not.toContain(photo.id);
      expect((await shop.advisor.client.request("GET", photo.url)).status).toBe(404);
      expect((await shop.admin.client.request("DELETE", photo.url)).status).toBe(404);
    });

    it("publishes the card's change when a photo is added", async () => {
      const seen: ChangeEvent[] = [];
      const unsubscribe = shop.t.events.subscribe((event) => seen.push(event));
      await upload(shop.technician.client, cardId, pickedFile(onePixelImage("image/png"), "image/png"));
      await vi.waitFor(() => expect(seen).toContainEqual({ resource: "job-cards", action: "updated", id: cardId }));
      unsubscribe();
    });

    it("refuses a user without a role and a visitor without a session, storing nothing", async () => {
      const before = await storedCount();
      const file = () => pickedFile(onePixelImage("image/png"), "image/png");
      expect((await shop.user.client.request("POST", photosPath(cardId), file())).status).toBe(403);
      expect((await shop.user.client.request("GET", photosPath(cardId))).status).toBe(403);
      expect((await new TestClient(shop.t.app).request("POST", photosPath(cardId), file())).status).toBe(401);
      expect((await new TestClient(shop.t.app).request("GET", photosPath(cardId))).status).toBe(401);
      expect(await storedCount()).toBe(before);
    });

    it("takes a card's photos away with the card", async () => {
      const id = await createCard(shop.technician.profile.userId);
      await upload(shop.technician.client, id, pickedFile(onePixelImage("image/png"), "image/png"));
      const before = await storedCount();
      expect((await shop.advisor.client.request("DELETE", `/api/job-cards/${id}`)).status).toBe(204);
      expect(await storedCount()).toBe(before - 1);
    });
  });
}
