import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppBindings } from "./app-bindings";
import { validationHook } from "./validation-hook";

/** A router for one resource: the app's bindings, and a failed validation is the one 400 naming the fields. */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({ defaultHook: validationHook });
}
