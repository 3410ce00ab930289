import fc from "fast-check";
import { expect, it } from "vitest";
import type { DatabaseKind } from "../../../src/server/db/database";
import { INT4_MAX } from "../../../src/shared/schemas/bounds";
import { AUTH_OPERATIONS, type Operation } from "./api-operations";
import { bodyPositions, leafKind } from "./boundary-positions";
import { boundaryPlan, type BoundaryPlan } from "./boundary-requests";
import { freshTargets, priceHostileShop, TARGETED, type BoundaryTargets } from "./boundary-targets";
import { INT4_MIN } from "./boundary-values";
import { runsOn } from "./fuzz-settings";
import { sessionKeepingOperations } from "./hostile-request-tests";
import type { HostileShop } from "./hostile-shop";
import type { RefusalCheck } from "./refusal-check";

/** Generated requests per operation beyond the sharp values every position gets. */
const RANDOM_RUNS = 12;

/** Every integer position of the operation's body, query and path, with its bounds. */
function integerPositions(operation: Operation, resolve: HostileShop["knowledge"]["resolve"]) {
  const body = operation.method === "GET" || !operation.body ? [] : bodyPositions(operation.body, resolve);
  const query = operation.queryParameters.map((parameter) => ({ label: `query.${parameter.name}`, schema: resolve(parameter.schema), kind: leafKind(resolve(parameter.schema)) }));
  return [...body, ...query]
    .filter((position) => position.kind === "integer")
    .map((position) => ({ operation: `${operation.method} ${operation.template}`, label: position.label, minimum: position.schema.minimum, maximum: position.schema.maximum }));
}

/**
 * Boundary values at every number, date or time and text position of every endpoint, body, query
 * and path alike: int4's maximum + 1, -0, years 0000 and 9999, megabyte strings, deep nesting.
 * Each position gets its sharp values in otherwise minimal valid input sent to fresh rows (so they
 * reach the queries), then generated ones. No 5xx, and a refusal writes nothing.
 */
export function boundaryTests(kind: DatabaseKind, shop: () => HostileShop, check: RefusalCheck) {
  it("bounds every integer a request may carry to what an integer column holds", () => {
    const { document, knowledge } = shop();
    const unbounded = sessionKeepingOperations(document)
      .flatMap((operation) => integerPositions(operation, knowledge.resolve))
      .filter(({ minimum, maximum }) => minimum === undefined || maximum === undefined || minimum < INT4_MIN || maximum > INT4_MAX);
    expect(unbounded).toEqual([]);
  });

  it("answers boundary values at every position of every endpoint without a 5xx, changing nothing it refuses", async () => {
    const current = shop();
    await priceHostileShop(current);
    await check.settle();
    let targets: BoundaryTargets = { assignedTechnicianId: [current.technicianId] };
    let plan: BoundaryPlan | undefined;
    const parts = {
      resolve: current.knowledge.resolve,
      idsFor: (field: string) => targets[field] ?? current.idsFor(field),
    };
    const signedOutOperations = new Set<Operation>(AUTH_OPERATIONS);
    const counts = { positions: 0, examples: 0 };
    const started = performance.now();
    const cpuBefore = process.cpuUsage();

    await check.fuzzEach(
      [...sessionKeepingOperations(current.document), ...AUTH_OPERATIONS],
      (operation) => ({ runs: runsOn(kind, RANDOM_RUNS), eachWrite: operation.method !== "GET" }),
      (operation, eachWrite) =>
        fc.asyncProperty(plan!.random, async (request) => {
          await check.sendChecked(request, signedOutOperations.has(operation) ? current.signedOut : current.admin, eachWrite);
        }),
      {
        prepare: async (operation) => {
          const targeted = TARGETED.some((name) => operation.pathParameters.includes(name));
          if (targeted) targets = await freshTargets(current);
          plan = boundaryPlan(operation, parts, parts.idsFor);
          counts.positions += plan.positions.length;
          counts.examples += plan.examples.length;
        },
        examples: () => plan!.examples,
      },
    );
    const cpu = process.cpuUsage(cpuBefore);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    process.stdout.write(`boundary values on ${kind}: ${counts.positions} positions, ${counts.examples} sharp requests, ${seconds} s (${cpuSeconds} s of CPU)\n`);
  }, 600_000);
}
