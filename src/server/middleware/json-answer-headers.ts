import { Hono, type MiddlewareHandler } from "hono";

/**
 * The headers the app's header middleware gives an /api JSON answer, learned by running that
 * middleware once on a probe: the direct list reads answer with exactly these.
 */
export async function jsonAnswerHeaders(middleware: readonly MiddlewareHandler[]): Promise<Record<string, string>> {
  const probe = new Hono();
  for (const handler of middleware) probe.use(handler);
  probe.get("/", (c) => c.json(null));
  const response = await probe.request("/");
  return Object.fromEntries([...response.headers].filter(([name]) => name !== "content-length"));
}
