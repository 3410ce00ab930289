import { except } from "hono/combine";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth";
import type { BackupTaker } from "./backup/backup-taker";
import { authRoutes } from "./auth/auth-routes";
import { authRateLimit, type RateLimitSettings } from "./auth/rate-limit";
import { sessionProfileRoute } from "./auth/session-profile-route";
import type { DatabaseHandle } from "./db/database";
import type { EventBus } from "./events/event-bus";
import type { OpenStreams } from "./events/open-streams";
import { ApiError, errorBody } from "./http/api-error";
import { createRouter } from "./http/create-router";
import { createErrorHandler } from "./http/error-handler";
import type { Mailer } from "./mail/mailer";
import { noStore } from "./middleware/no-store";
import { bodySizeLimit } from "./middleware/request-body";
import { requestLog } from "./middleware/request-log";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { storableText } from "./middleware/storable-text";
import { accountRoutes } from "./routes/account/account.routes";
import { sessionsRoutes } from "./routes/account/sessions.routes";
import { activityRoutes } from "./routes/activity/activity.routes";
import { appointmentsRoutes } from "./routes/appointments/appointments.routes";
import { publicAppointmentRequestsRoutes } from "./routes/appointments/public-appointment-requests.routes";
import { backupStatusRoutes } from "./routes/backups/backup-status.routes";
import { backupsRoutes } from "./routes/backups/backups.routes";
import { customerLinksRoutes } from "./routes/customer-links/customer-links.routes";
import { customerUpgradeRoutes } from "./routes/customer-upgrade/customer-upgrade.routes";
import { cannedJobsRoutes } from "./routes/estimates/canned-jobs.routes";
import { estimatesRoutes } from "./routes/estimates/estimates.routes";
import { publicEstimatesRoutes } from "./routes/estimates/public-estimates.routes";
import { shopPricingRoutes } from "./routes/estimates/shop-pricing.routes";
import { customerVehiclesRoutes } from "./routes/customers/customer-vehicles.routes";
import { customersRoutes } from "./routes/customers/customers.routes";
import { eventsRoutes } from "./routes/events/events.routes";
import { healthRoutes } from "./routes/health/health.routes";
import { inspectionTemplatesRoutes } from "./routes/inspection-templates/inspection-templates.routes";
import { invoiceEmailRoutes } from "./routes/invoices/invoice-email.routes";
import { invoicesRoutes } from "./routes/invoices/invoices.routes";
import { isJobCardImageUpload } from "./job-card-images/image-http";
import { jobCardImagesRoutes } from "./routes/job-card-images/job-card-images.routes";
import { jobCardHistoryRoutes } from "./routes/job-card-history/job-card-history.routes";
import { inspectionsRoutes } from "./routes/inspections/inspections.routes";
import { recommendationsRoutes } from "./routes/recommendations/recommendations.routes";
import { publicRemindersRoutes } from "./routes/reminders/public-reminders.routes";
import { remindersRoutes } from "./routes/reminders/reminders.routes";
import { jobCardPhotosRoutes } from "./routes/job-card-photos/job-card-photos.routes";
import { jobCardsRoutes } from "./routes/job-cards/job-cards.routes";
import { meRoutes } from "./routes/me/me.routes";
import { profileRoutes } from "./routes/profile/profile.routes";
import { reportsRoutes } from "./routes/reports/reports.routes";
import { shopCalendarRoutes } from "./routes/shop-calendar/shop-calendar.routes";
import { shopRecordsSettingRoutes } from "./routes/shop-records/shop-records-setting.routes";
import { syncRoutes } from "./routes/shop-records/sync.routes";
import { techniciansRoutes } from "./routes/technicians/technicians.routes";
import { timeClockRoutes } from "./routes/time-clock/time-clock.routes";
import { ticketsRoutes } from "./routes/tickets/tickets.routes";
import { usersRoutes } from "./routes/users/users.routes";
import { estimatePage } from "./static/estimate-page";
import { spaFallback, staticFiles } from "./static/spa";

export const MAX_BODY_BYTES = 1024 * 1024;

/** The customer's estimate link, reminder stop link and Request Appointment need no account, so they never wait for the auth library. */
function isPublicEstimatePath(path: string): boolean {
  return (
    path.startsWith("/api/public/estimates/") ||
    path.startsWith("/api/public/reminders/") ||
    path === "/api/public/appointment-requests" ||
    path.startsWith("/api/public/appointment-requests/")
  );
}

export const AUTH_MAX_BODY_BYTES = 16 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
  /**
   * better-auth takes most of a second to load, so the server listens (and /api/health answers)
   * while it finishes; a request that needs it waits for it.
   */
  auth: Promise<Auth>;
  mailer: Mailer;
  logger: Logger;
  /** The public address of the app, for links and the origin check. */
  appUrl: string;
  rateLimits: RateLimitSettings;
  /** Folder of the built web app; null serves the API alone. */
  webRoot: string | null;
  /** Change announcements for GET /api/events. */
  events: EventBus;
  /** Heartbeat interval of GET /api/events; tests shorten it. */
  eventsHeartbeatMs?: number;
  /** How long one sync push applies mutations before it answers; tests shorten it. */
  syncPushBudgetMs?: number;
  /** This instance's open GET /api/events streams, by user. */
  streams: OpenStreams;
  /** Writes backups of the database, one at a time. */
  backups: BackupTaker;
}

/** The routes that need a session; each names its capability. */
export function createProtectedApi(
  deps: Pick<AppDependencies, "appUrl" | "mailer" | "logger" | "eventsHeartbeatMs" | "syncPushBudgetMs" | "streams" | "backups">,
) {
  return createRouter()
    .route("/", meRoutes)
    .route("/", profileRoutes)
    .route("/", accountRoutes)
    .route("/", sessionsRoutes)
    .route("/", usersRoutes(deps))
    .route("/", ticketsRoutes)
    // Before the customers' routes: /customers/upgrade-report is not a customer's id.
    .route("/", customerLinksRoutes)
    .route("/", customerUpgradeRoutes)
    .route("/", customersRoutes)
    .route("/", customerVehiclesRoutes)
    .route("/", jobCardsRoutes)
    .route("/", jobCardImagesRoutes)
    .route("/", jobCardPhotosRoutes)
    .route("/", inspectionsRoutes)
    .route("/", recommendationsRoutes)
    .route("/", remindersRoutes)
    .route("/", estimatesRoutes(deps))
    .route("/", shopPricingRoutes)
    .route("/", cannedJobsRoutes)
    .route("/", inspectionTemplatesRoutes)
    .route("/", invoicesRoutes(deps))
    .route("/", invoiceEmailRoutes(deps))
    .route("/", syncRoutes({ pushBudgetMs: deps.syncPushBudgetMs }))
    .route("/", shopRecordsSettingRoutes)
    .route("/", techniciansRoutes)
    .route("/", activityRoutes)
    .route("/", reportsRoutes)
    .route("/", timeClockRoutes)
    .route("/", jobCardHistoryRoutes)
    .route("/", shopCalendarRoutes)
    .route("/", appointmentsRoutes(deps))
    .route("/", backupsRoutes(deps.backups))
    .route("/", backupStatusRoutes(deps.backups))
    .route("/", eventsRoutes({ heartbeatMs: deps.eventsHeartbeatMs, streams: deps.streams }));
}

export type AppType = ReturnType<typeof createProtectedApi>;

/** Wires request ids, logging, headers, limits, errors, the API and the web app in one place. */
export function createApp(deps: AppDependencies) {
  const { database, auth, logger, webRoot } = deps;
  const app = createRouter();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use("/api/*", noStore());
  app.use("/api/*", async (c, next) => {
    c.set("database", database);
    c.set("events", deps.events);
    if (c.req.path !== "/api/health" && !isPublicEstimatePath(c.req.path)) c.set("auth", await auth);
    await next();
  });
  // A job card image upload is raw bytes with a 5 MB cap of its own, checked by its route.
  app.use(
    "/api/*",
    except(
      isJobCardImageUpload,
      bodySizeLimit(MAX_BODY_BYTES, () => {
        throw new ApiError("payload_too_large", "The request body is larger than 1 MB.");
      }),
    ),
  );
  // Sign-in, sign-up and password forms are a few short texts: anything near a megabyte there is
  // someone trying to fill the database without an account.
  app.use(
    "/api/auth/*",
    bodySizeLimit(AUTH_MAX_BODY_BYTES, () => {
      throw new ApiError("payload_too_large", "The request body is larger than 16 KB.");
    }),
  );
  app.use("/api/*", sameOrigin(deps.appUrl));
  app.use("/api/*", except(isJobCardImageUpload, storableText()));

  app.use("/api/auth/*", authRateLimit(database.db, deps.rateLimits));
  app.route("/api/auth", sessionProfileRoute());
  app.route("/api/auth", authRoutes({ trustProxy: deps.rateLimits.trustProxy }));

  // Public: health, the API's description and the customer's estimate link (its token is the credential).
  app.route("/api", healthRoutes);
  app.route("/api", publicEstimatesRoutes({ rateLimits: deps.rateLimits }));
  app.route("/api", publicRemindersRoutes({ rateLimits: deps.rateLimits }));
  app.route("/api", publicAppointmentRequestsRoutes({ rateLimits: deps.rateLimits, appUrl: deps.appUrl, mailer: deps.mailer, logger }));
  app.doc31("/api/openapi.json", { openapi: "3.1.0", info: { title: "AutoServ API", version: "1.0.0" } });

  // Each of these routes checks the session and its capability (requirePermission).
  app.route("/api", createProtectedApi(deps));

  // The customer's estimate page: its own small page, before the files and the staff app.
  if (webRoot) app.get("/estimate/:token", estimatePage(webRoot));
  if (webRoot) app.use(staticFiles(webRoot));

  // Unknown /api paths are a JSON 404, never the web app; other GETs are client routes.
  const fallback = webRoot ? spaFallback(webRoot) : null;
  app.notFound((c) => {
    const isApi = c.req.path === "/api" || c.req.path.startsWith("/api/");
    if (!isApi && fallback && (c.req.method === "GET" || c.req.method === "HEAD")) return fallback(c);
    return c.json(errorBody("not_found", `No such route: ${c.req.method} ${c.req.path}`), 404);
  });
  app.onError(createErrorHandler(logger));

  return app;
}
