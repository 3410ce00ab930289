import type fc from "fast-check";
import { expect } from "vitest";
import type { Operation } from "./api-operations";
import { assertProperty } from "./fuzz-settings";
import type { HostileRequest } from "./hostile-request";
import type { HostileShop, Sender } from "./hostile-shop";
import { contractBreach, describeRequest, send, type Answer, type Transfer } from "./send-request";
import { changedTables, type WriteCounts } from "./write-log";

/** What one operation's run may need besides its property. */
export interface FuzzHooks {
  /** Writes rows the operation's requests go to; these writes are not the requests' doing. */
  prepare?: (operation: Operation) => Promise<void>;
  /** Requests sent before the generated ones (after prepare). */
  examples?: (operation: Operation) => HostileRequest[];
}

export interface RefusalCheck {
  /**
   * The error contract for one request: never a 5xx, every 4xx in the error shape. With `eachWrite`, a
   * refusal must also have written no row; an accepted request (2xx, or a redirect) may have.
   */
  sendChecked(request: HostileRequest, sender: Sender, eachWrite: boolean, transfer?: Transfer): Promise<Answer>;
  /**
   * Runs each operation's property and reports every failing operation together. Without
   * per-request checks, an operation's whole run must have written nothing at all.
   */
  fuzzEach(
    operations: readonly Operation[],
    plan: (operation: Operation) => { runs: number; eachWrite: boolean },
    property: (operation: Operation, eachWrite: boolean) => fc.IAsyncPropertyWithHooks<[HostileRequest]>,
    hooks?: FuzzHooks,
  ): Promise<void>;
  /** Takes the current writes as the baseline (after setting up rows on purpose). */
  settle(): Promise<void>;
}

/**
 * A sync push that skips ahead answers 409 "mutation_gap" after applying the mutations before the
 * gap (and taking on a device it has not seen): by the API's contract it is partly accepted.
 */
function partlyApplied(answer: Answer): boolean {
  if (answer.status !== 409) return false;
  try {
    return (JSON.parse(answer.text) as { error?: { code?: string } }).error?.code === "mutation_gap";
  } catch {
    return false;
  }
}

export function refusalCheck(shop: () => HostileShop): RefusalCheck {
  /** Row writes as of the last check; a refused request must leave them as they are. */
  let baseline: WriteCounts = {};

  async function writtenSinceBaseline(): Promise<string[]> {
    const after = await shop().writes();
    const changed = changedTables(baseline, after);
    baseline = after;
    return changed;
  }

  return {
    async sendChecked(request, sender, eachWrite, transfer) {
      const answer = await send(shop().t.app, request, sender, transfer);
      const breach = contractBreach(answer);
      if (breach) throw new Error(`${describeRequest(request)} ${breach}`);
      if (eachWrite) {
        const changed = await writtenSinceBaseline();
        if (answer.status >= 400 && !partlyApplied(answer) && changed.length > 0) {
          throw new Error(`${describeRequest(request)} was refused with ${answer.status} but wrote to ${changed.join(", ")}: ${answer.text.slice(0, 200)}`);
        }
      }
      return answer;
    },

    async fuzzEach(operations, plan, property, hooks = {}) {
      // Rows other tests wrote on purpose are not this run's doing.
      await writtenSinceBaseline();
      const failures: string[] = [];
      for (const operation of operations) {
        const { runs, eachWrite } = plan(operation);
        try {
          if (hooks.prepare) {
            await hooks.prepare(operation);
            await writtenSinceBaseline();
          }
          const examples = (hooks.examples?.(operation) ?? []).map((request): [HostileRequest] => [request]);
          // fast-check counts the examples among the runs.
          await assertProperty(property(operation, eachWrite), runs + examples.length, examples);
          const changed = eachWrite ? [] : await writtenSinceBaseline();
          if (changed.length > 0) throw new Error(`requests that may not write wrote to ${changed.join(", ")}`);
        } catch (error) {
          failures.push(`${operation.method} ${operation.template}: ${error instanceof Error ? error.message : String(error)}`);
          await writtenSinceBaseline();
        }
      }
      expect(failures, failures.join("\n\n")).toEqual([]);
    },

    async settle() {
      await writtenSinceBaseline();
    },
  };
}
