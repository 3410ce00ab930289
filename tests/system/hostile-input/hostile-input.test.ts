import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_KINDS } from "../../support/test-database";
import { boundaryTests } from "./boundary-tests";
import { hostileRequestTests } from "./hostile-request-tests";
import { openHostileShop, type HostileShop } from "./hostile-shop";
import { oversizedBodyTests } from "./oversized-body-tests";
import { refusalCheck } from "./refusal-check";
import { sent } from "./send-request";
import { verbatimTextTests } from "./verbatim-text-tests";

const MINIMUM_REQUESTS = 10_000;

/**
 * Hostile input: one shop per database kind (setting one up hashes passwords, which
 * is slow), shared by the properties. HOSTILE_SEED=<n> replays another seed.
 */
describe.each(TEST_DATABASE_KINDS)("hostile input on %s", (kind) => {
  let opened: HostileShop | undefined;
  const shop = () => {
    if (!opened) throw new Error("The shop did not open.");
    return opened;
  };
  const check = refusalCheck(shop);
  let started = 0;
  let cpuBefore = process.cpuUsage();
  let sentBefore = 0;

  beforeAll(async () => {
    started = performance.now();
    cpuBefore = process.cpuUsage();
    sentBefore = sent.count;
    opened = await openHostileShop(kind);
    await check.settle();
  });
  afterAll(async () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    process.stdout.write(`hostile input on ${kind}: ${sent.count - sentBefore} generated requests in ${seconds} s (${cpuSeconds} s of CPU)\n`);
    await opened?.t.close();
  });

  describe("requests", () => hostileRequestTests(kind, shop, check));
  describe("script and SQL text", () => verbatimTextTests(kind, shop));
  describe("oversized bodies", () => oversizedBodyTests(kind, shop, check));
  describe("boundary values", () => boundaryTests(kind, shop, check));

  it(`sent at least ${MINIMUM_REQUESTS} generated requests on PGlite`, () => {
    if (kind === "pglite") expect(sent.count - sentBefore).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  });
});
