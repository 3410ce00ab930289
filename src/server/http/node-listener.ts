import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";

type AppFetch = Parameters<typeof getRequestListener>[0];
type DirectWrite = (incoming: IncomingMessage, outgoing: ServerResponse) => Promise<boolean> | null;

/**
 * The node server's request listener: a list read the direct reads can answer (direct-list-reads.ts)
 * is written straight to node's response; every other request, and any read they leave, goes to
 * the app through @hono/node-server, untouched.
 */
export function nodeListener(writeDirect: DirectWrite, appFetch: AppFetch) {
  const app = getRequestListener(appFetch);
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    const direct = writeDirect(incoming, outgoing);
    if (!direct) {
      void app(incoming, outgoing);
      return;
    }
    direct.then(
      (written) => {
        if (!written) void app(incoming, outgoing);
      },
      // Not written (the reads leave every doubt to the app), unless the failure came mid-answer.
      () => (outgoing.headersSent ? outgoing.destroy() : void app(incoming, outgoing)),
    );
  };
}
