import type { RequestIdVariables } from "hono/request-id";
import type { DatabaseHandle } from "../db/database";

/** What every handler can read from the context. */
export interface AppBindings {
  Variables: RequestIdVariables & {
    database: DatabaseHandle;
  };
}
