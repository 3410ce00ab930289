import { describe, expect, it } from "vitest";
import { listRequest, searchAmongRecentFirst, shapeKey, type ListShape } from "./list-statement";


describe("list statements", () => {
  it("gives each combination of filters its own statement", () => {
    const keys = new Set(
      [
        { limit: 50 },
        { limit: 50, search: "brake" },
        { limit: 50, search: "1a2b3c4d" },
        { limit: 50, status: "Open" },
        { limit: 50, mine: "viewer" },
      ].map((query) => shapeKey(listRequest(query).shape)),
    );
    expect(keys.size).toBe(5);
  });

  it("passes the viewer's id for their own rows only", () => {
    expect(listRequest({ limit: 50, mine: "viewer" }).values).toEqual({ limit: 51, viewerId: "viewer" });
    expect(listRequest({ limit: 50 }).values).toEqual({ limit: 51 });
  });

  it("writes usual page sizes into the statement and shares one statement among odd sizes", () => {
    const key = (limit: number) => shapeKey(listRequest({ limit }).shape);
    expect(key(50)).not.toBe(key(5));
    expect(key(7)).toBe(key(93));
    expect(listRequest({ limit: 7 }).values).toMatchObject({ limit: 8 });
  });

  it("passes the search as an escaped pattern and an id-like search as a key range", () => {
    expect(listRequest({ limit: 50, search: "50%_off" }).values).toMatchObject({ pattern: "%50\\%\\_off%" });
    expect(listRequest({ limit: 50, search: "1A2B3C4D" }).values).toMatchObject({
      idLow: "1a2b3c4d-0000-0000-0000-000000000000",
      idHigh: "1a2b3c4d-ffff-ffff-ffff-ffffffffffff",
    });
  });

  describe("a search in two tries", () => {
    /** The shapes a search runs, each try answering `found` rows in turn. */
    async function tries(found: number[]) {
      const request = listRequest({ limit: 50, search: "brake", mine: "viewer" });
      const ran: ListShape[] = [];
      const rows = await searchAmongRecentFirst(request, (shape) => {
        ran.push(shape);
        return Promise.resolve(Array.from({ length: found[ran.length - 1] ?? 0 }, (_, index) => index));
      });
      return { ran: ran.map((shape) => ({ recent: shape.recent, mine: shape.mine })), rows: rows.length };
    }

    it("stops at the newest rows when they hold a page", async () => {
      const { ran, rows } = await tries([51]);
      expect(ran).toEqual([{ recent: true, mine: true }]);
      expect(rows).toBe(51);
    });

    it("asks every row when the newest hold less than a page", async () => {
      const { ran, rows } = await tries([0, 3]);
      expect(ran).toEqual([
        { recent: true, mine: true },
        { recent: false, mine: true },
      ]);
      expect(rows).toBe(3);
    });
  });
});
