import type { RequestIdVariables } from "hono/request-id";
import type { Profile } from "../../shared/schemas/account-responses";
import type { Auth } from "../auth/auth";
import type { DatabaseHandle } from "../db/database";
import type { EventBus } from "../events/event-bus";

/** The signed-in user of a request: their profile (role included) and the session's token. */
export interface Viewer {
  profile: Profile;
  sessionToken: string;
}

/** What every handler can read from the context. */
export interface AppBindings {
  Variables: RequestIdVariables & {
    database: DatabaseHandle;
    auth: Auth;
    /** Publish a change after its transaction commits. */
    events: EventBus;
    /** Set by the session middleware on every route that requires a session. */
    viewer: Viewer;
  };
}
