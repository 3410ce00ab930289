import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api-error";
import { createInspectionPhotoQueue, type InspectionPhotoOutcome } from "./inspection-photo-queue";
import type { InspectionPhotoQueueDb, QueuedInspectionPhoto } from "./inspection-photo-queue-db";

/** The queue's storage kept in memory, per person as the IndexedDB one keeps it. */
function memoryDb(): InspectionPhotoQueueDb {
  const photos = new Map<string, Map<string, QueuedInspectionPhoto>>();
  const of = (userId: string) => photos.get(userId) ?? photos.set(userId, new Map()).get(userId)!;
  return {
    load: async (userId) => [...of(userId).values()].sort((a, b) => a.key.localeCompare(b.key)),
    put: async (userId, photo) => void of(userId).set(photo.key, structuredClone(photo)),
    drop: async (userId, key) => void of(userId).delete(key),
  };
}

const offline = () => new ApiError(0, "network", "The server could not be reached. Check the connection and try again.");
const COMPLETED = "This inspection is completed. Reopen it to change it.";

/** A queue whose server answers each upload with `answer` (taken by default) and records what it was sent. */
function setUp(answer: (photo: QueuedInspectionPhoto) => void = () => undefined) {
  const uploads: { itemId: string; type: string; bytes: number[] }[] = [];
  let keys = 0;
  const queue = createInspectionPhotoQueue({
    db: memoryDb(),
    upload: async (photo) => {
      uploads.push({ itemId: photo.itemId, type: photo.type, bytes: [...new Uint8Array(photo.bytes)] });
      answer(photo);
    },
    lock: (task) => task(),
    newKey: () => String(++keys).padStart(4, "0"),
  });
  const outcomes: InspectionPhotoOutcome[] = [];
  queue.onOutcome((outcome) => outcomes.push(outcome));
  return { queue, uploads, outcomes };
}

const photoOf = (itemId: string, bytes: number[]) => ({
  jobCardId: "card-1",
  itemId,
  itemName: itemId === "mpi-front-pads" ? "Front brake pads" : "Wiper blades",
  takenAt: "2026-11-29T08:00:00.000Z",
  blob: new Blob([new Uint8Array(bytes)], { type: "image/webp" }),
});

describe("the inspection photo queue", () => {
  it("keeps the shrunk bytes and type, counts them as waiting, and uploads them oldest first once", async () => {
    const { queue, uploads, outcomes } = setUp();
    await queue.setUser("tech");
    await queue.queue(photoOf("mpi-front-pads", [1, 2, 3]));
    await queue.queue(photoOf("mpi-wipers", [4, 5]));
    expect(queue.getState()).toMatchObject({ unreachable: true, waiting: [{ itemId: "mpi-front-pads", type: "image/webp" }, { itemId: "mpi-wipers" }] });

    await queue.flush();
    expect(uploads).toEqual([
      { itemId: "mpi-front-pads", type: "image/webp", bytes: [1, 2, 3] },
      { itemId: "mpi-wipers", type: "image/webp", bytes: [4, 5] },
    ]);
    expect(outcomes.map((outcome) => [outcome.photo.itemId, outcome.refused])).toEqual([
      ["mpi-front-pads", false],
      ["mpi-wipers", false],
    ]);
    expect(queue.getState()).toEqual({ waiting: [], unreachable: false });
    await queue.flush();
    expect(uploads).toHaveLength(2);
  });

  it("keeps a photo while the server cannot be reached, or fails, and uploads it when it can", async () => {
    let answer: ApiError | null = offline();
    const { queue, uploads } = setUp(() => {
      if (answer) throw answer;
    });
    await queue.setUser("tech");
    await queue.queue(photoOf("mpi-front-pads", [1]));
    await queue.flush();
    expect(queue.getState()).toMatchObject({ unreachable: true, waiting: [{ itemId: "mpi-front-pads" }] });
    answer = new ApiError(503, "unavailable", "Try again later.");
    await queue.flush();
    expect(queue.getState()).toMatchObject({ unreachable: false, waiting: [{ itemId: "mpi-front-pads" }] });
    answer = null;
    await queue.flush();
    expect(queue.getState()).toEqual({ waiting: [], unreachable: false });
    expect(uploads).toHaveLength(3);
  });

  it("drops a photo the route refuses and tells why, by its item; the next one still uploads", async () => {
    const { queue, uploads, outcomes } = setUp((photo) => {
      if (photo.itemId === "mpi-front-pads") throw new ApiError(409, "conflict", COMPLETED);
    });
    await queue.setUser("tech");
    await queue.queue(photoOf("mpi-front-pads", [1]));
    await queue.queue(photoOf("mpi-wipers", [2]));
    await queue.flush();
    expect(uploads.map((upload) => upload.itemId)).toEqual(["mpi-front-pads", "mpi-wipers"]);
    expect(outcomes).toEqual([
      { photo: expect.objectContaining({ itemName: "Front brake pads" }), refused: true, message: COMPLETED },
      { photo: expect.objectContaining({ itemName: "Wiper blades" }), refused: false },
    ]);
    expect(queue.getState().waiting).toEqual([]);
  });

  it("keeps each person's photos for that person: another who signs in here neither sees nor uploads them", async () => {
    const { queue, uploads } = setUp();
    await queue.setUser("tia");
    await queue.queue(photoOf("mpi-front-pads", [1]));
    await queue.setUser("otto");
    expect(queue.getState().waiting).toEqual([]);
    await queue.flush();
    expect(uploads).toEqual([]);
    await queue.setUser("tia");
    expect(queue.getState().waiting).toHaveLength(1);
  });
});
