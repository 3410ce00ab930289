import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const SOCKET = "10.0.0.9";

/** The address the server settles on for a request from SOCKET carrying this X-Forwarded-For. */
async function addressFor(trustedProxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  // What @hono/node-server hands the app: the Node request, whose socket is the nearest peer.
  const response = await app.request("http://localhost/", { headers }, { incoming: { socket: { remoteAddress: SOCKET } } });
  return response.text();
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await addressFor(0, "203.0.113.7")).toBe(SOCKET);
  });

  it("takes the address the one trusted proxy saw, not what the client wrote to its left", async () => {
    expect(await addressFor(1, "198.51.100.1")).toBe("198.51.100.1");
    expect(await addressFor(1, "203.0.113.7, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressFor(1, "forged, also forged,198.51.100.1")).toBe("198.51.100.1");
  });

  it("counts the given number of trusted proxies from the right", async () => {
    // Client 198.51.100.1 behind a CDN (192.0.2.10) and a load balancer, which wrote the last entry.
    expect(await addressFor(2, "203.0.113.7, 198.51.100.1, 192.0.2.10")).toBe("198.51.100.1");
    expect(await addressFor(3, "203.0.113.7, 198.51.100.1, 192.0.2.10, 192.0.2.20")).toBe("198.51.100.1");
  });

  it("skips empty entries a client left in the header", async () => {
    expect(await addressFor(1, "203.0.113.7,, 198.51.100.1")).toBe("198.51.100.1");
    expect(await addressFor(2, " , 198.51.100.1 ,192.0.2.10")).toBe("198.51.100.1");
  });

  it("falls back to the socket's address when the header has fewer entries than trusted proxies", async () => {
    expect(await addressFor(1)).toBe(SOCKET);
    expect(await addressFor(1, "")).toBe(SOCKET);
    expect(await addressFor(2, "203.0.113.7")).toBe(SOCKET);
  });
});
