import { describe, expect, it } from "vitest";
import { listRequest, searchAmongRecentFirst, shapeKey, type ListShape } from "./list-statement";

const VIEWER = { viewerId: "viewer" };
const SESSION = { sessionToken: "token", freshSeconds: 518_400, roles: ["Admin"] };
const REMEMBERED = { viewerId: "viewer", sessionEpoch: "7" };

describe("list statements", () => {
  it("gives each combination of filters its own statement", () => {
    const keys = new Set(
      [
        { limit: 50 },
        { limit: 50, search: "brake" },
        { limit: 50, search: "1a2b3c4d" },
        { limit: 50, status: "Open" },
        { limit: 50, mine: true },
      ].map((query) => shapeKey(listRequest(query, VIEWER).shape)),
    );
    expect(keys.size).toBe(5);
  });

  it("gives a statement that checks the session itself a name of its own, and the session's values", () => {
    const checked = listRequest({ limit: 50, mine: true }, SESSION);
    expect(shapeKey(checked.shape)).not.toBe(shapeKey(listRequest({ limit: 50, mine: true }, VIEWER).shape));
    expect(checked.values).toEqual({ limit: 51, sessionToken: "token", freshSeconds: 518_400, roles: ["Admin"] });
  });

  it("writes usual page sizes into the statement and shares one statement among odd sizes", () => {
    const key = (limit: number) => shapeKey(listRequest({ limit }, VIEWER).shape);
    expect(key(50)).not.toBe(key(5));
    expect(key(7)).toBe(key(93));
    expect(listRequest({ limit: 7 }, VIEWER).values).toMatchObject({ limit: 8 });
  });

  it("passes the search as an escaped pattern and an id-like search as a key range", () => {
    expect(listRequest({ limit: 50, search: "50%_off" }, VIEWER).values).toMatchObject({ pattern: "%50\\%\\_off%" });
    expect(listRequest({ limit: 50, search: "1A2B3C4D" }, VIEWER).values).toMatchObject({
      idLow: "1a2b3c4d-0000-0000-0000-000000000000",
      idHigh: "1a2b3c4d-ffff-ffff-ffff-ffffffffffff",
    });
  });

  describe("a search in two tries", () => {
    /** The shapes a search runs, each try answering `found` rows in turn. */
    async function tries(reader: typeof SESSION | typeof REMEMBERED, found: number[]) {
      const request = listRequest({ limit: 50, search: "brake", mine: true }, reader);
      const ran: ListShape[] = [];
      const rows = await searchAmongRecentFirst(request, (shape) => {
        ran.push(shape);
        return Promise.resolve(Array.from({ length: found[ran.length - 1] ?? 0 }, (_, index) => index));
      });
      return { ran: ran.map((shape) => ({ recent: shape.recent, reader: shape.reader, mine: shape.mine })), rows: rows.length, values: request.values };
    }

    it("stops at the newest rows when they hold a page", async () => {
      const { ran, rows } = await tries(REMEMBERED, [51]);
      expect(ran).toEqual([{ recent: true, reader: "remembered", mine: true }]);
      expect(rows).toBe(51);
    });

    it("states a remembered check in the first try only, and reads the second as the viewer it proved", async () => {
      const { ran, rows, values } = await tries(REMEMBERED, [0, 3]);
      expect(ran).toEqual([
        { recent: true, reader: "remembered", mine: true },
        { recent: false, reader: "viewer", mine: true },
      ]);
      expect(rows).toBe(3);
      // The viewer's own rows, in both tries.
      expect(values).toMatchObject({ viewerId: "viewer", sessionEpoch: "7" });
    });

    it("keeps a session's own check in both tries, since an empty first try may be its refusal", async () => {
      const { ran } = await tries(SESSION, [0, 3]);
      expect(ran).toEqual([
        { recent: true, reader: "session", mine: true },
        { recent: false, reader: "session", mine: true },
      ]);
    });
  });
});
