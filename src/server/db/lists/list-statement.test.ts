import { describe, expect, it } from "vitest";
import { listRequest, shapeKey } from "./list-statement";

const VIEWER = { viewerId: "viewer" };
const SESSION = { sessionToken: "token", freshSeconds: 518_400, roles: ["Admin"] };

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
});
