import type { Options, Result } from "autocannon";

// autocannon's own function for adding up runs made with skipAggregateResult, which its type
// definitions leave out.
declare module "autocannon" {
  function aggregateResult(results: Result[], options: Pick<Options, "url" | "connections">): Result;
}
