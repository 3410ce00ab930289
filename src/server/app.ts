import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import type { DatabaseHandle } from "./db/database";
import type { AppBindings } from "./http/app-bindings";
import { ApiError, errorBody } from "./http/api-error";
import { createErrorHandler } from "./http/error-handler";
import { validationHook } from "./http/validation-hook";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { healthRoutes } from "./routes/health/health.routes";
import { spaFallback, staticFiles } from "./static/spa";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDependencies {
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built web app; null serves the API alone. */
  webRoot: string | null;
}

/** Creates the API router; resources are mounted here with `.route()`. */
export function createApiRouter() {
  return new OpenAPIHono<AppBindings>({ defaultHook: validationHook }).route("/", healthRoutes);
}

export type AppType = ReturnType<typeof createApiRouter>;

/** Wires request ids, logging, headers, limits, errors, the API and the web app in one place. */
export function createApp({ database, logger, webRoot }: AppDependencies) {
  const app = new OpenAPIHono<AppBindings>({ defaultHook: validationHook });
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(securityHeaders());
  app.use("/api/*", async (c, next) => {
    c.set("database", database);
    await next();
  });
  app.use(
    "/api/*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError("payload_too_large", "The request body is larger than 1 MB.");
      },
    }),
  );

  const api = createApiRouter();
  api.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "AutoServ API", version: "1.0.0" },
  });
  app.route("/api", api);

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
