import { describe, expect, it } from "vitest";
import { listRequest, shapeKey } from "./list-statement";

describe("list statements", () => {
  it("gives each combination of filters its own statement", () => {
    const keys = new Set(
      [
        { limit: 50 },
        { limit: 50, search: "brake" },
        { limit: 50, search: "1a2b3c4d" },
        { limit: 50, status: "Open" },
        { limit: 50, mine: true },
      ].map((query) => shapeKey(listRequest(query, "viewer").shape)),
    );
    expect(keys.size).toBe(5);
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
});
