import { setTimeout as sleep } from "node:timers/promises";
import { runWithEndpointContext, tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { signedInClient } from "../../../tests/support/test-client";
import { authBackgroundTask, scopeAuthContextStores } from "./auth-context-stores";

/**
 * better-auth's context stores are on only while its work is under way, and what its work reads
 * from them is what it would read if they were always on.
 */
type EndpointContext = Parameters<typeof runWithEndpointContext>[0];
const contextNamed = (name: string) => ({ name }) as unknown as EndpointContext;
const current = () => (tryGetCurrentAuthEndpointContext() as unknown as { name: string } | undefined)?.name;

/** Whether node's async hooks carry a store onto new promises (what costs every request while on). */
const storesCarried = () => Object.getOwnPropertySymbols(new Promise(() => {})).some((key) => key.description === "kResourceStore");
/** Lets the ends of settled runs, queued behind their promises, take their turn. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("better-auth's context stores", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp("pglite");
    await test.auth;
  });
  afterAll(() => test.close());

  it("are off once a sign-up, a log-in and a profile read have been answered", async () => {
    const { client } = await signedInClient(test.app, "stores@example.com");
    await client.me();
    await settle();
    expect(storesCarried()).toBe(false);
  });

  it("are on during a run, and each run reads its own context through every await", async () => {
    await scopeAuthContextStores();
    const seen: (string | undefined)[] = [];
    const during: boolean[] = [];
    const first = runWithEndpointContext(contextNamed("first"), async () => {
      during.push(storesCarried());
      await sleep(5);
      seen.push(current());
      await sleep(30);
      // The second run ended meanwhile: the first still reads its own.
      seen.push(current());
    });
    const second = runWithEndpointContext(contextNamed("second"), async () => {
      await sleep(10);
      seen.push(current());
    });
    await Promise.all([first, second]);
    expect(during).toEqual([true]);
    expect(seen).toEqual(["first", "second", "first"]);
    await settle();
    expect(storesCarried()).toBe(false);
    expect(current()).toBeUndefined();
  });

  it("stay on for a background task until it settles, which reads the context of the run that started it", async () => {
    await scopeAuthContextStores();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let readLater: string | undefined;
    await runWithEndpointContext(contextNamed("with mail"), async () => {
      authBackgroundTask(
        released.then(() => {
          readLater = current();
        }),
      );
    });
    await settle();
    expect(storesCarried()).toBe(true);
    release();
    await settle();
    expect(readLater).toBe("with mail");
    expect(storesCarried()).toBe(false);
  });

  it("come back on for the next run after being off, and a failed run switches them off too", async () => {
    await scopeAuthContextStores();
    await expect(
      runWithEndpointContext(contextNamed("failing"), async () => {
        await sleep(1);
        throw new Error("the endpoint failed");
      }),
    ).rejects.toThrow("the endpoint failed");
    await settle();
    expect(storesCarried()).toBe(false);
    const read = await runWithEndpointContext(contextNamed("again"), async () => {
      await sleep(1);
      return current();
    });
    expect(read).toBe("again");
  });
});
