import { Hono } from "hono";
import type { AppBindings } from "../http/app-bindings";
import { ApiError } from "../http/api-error";
import { loadViewer } from "../middleware/session";
import { readShopRecordsShared } from "../shop-records/shop-records-setting";

/**
 * GET /api/auth/me: the web app's session check. Like better-auth's get-session it answers 200
 * with null when there is no session, so a visitor on the login page sees no error; with one, it
 * answers the profile that GET /api/me gives, and whether the shop shares its records: every page
 * load asks this anyway, so a device learns the mode without a request of its own (with sharing
 * off, the app then makes no call at all for vehicles and service records).
 */
export function sessionProfileRoute() {
  return new Hono<AppBindings>().get("/me", async (c) => {
    try {
      const { viewer, refreshedCookie } = await loadViewer(c);
      if (refreshedCookie) c.header("set-cookie", refreshedCookie, { append: true });
      const shopRecordsShared = await readShopRecordsShared(c.get("database").db);
      return c.json({ profile: viewer.profile, shopRecordsShared });
    } catch (error) {
      if (error instanceof ApiError && error.code === "unauthorized") return c.json({ profile: null });
      throw error;
    }
  });
}

/** The web app's session check reads its answer through Hono's client, typed by this. */
export type SessionProfileApi = ReturnType<typeof sessionProfileRoute>;
