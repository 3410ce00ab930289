import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Auth } from "../auth/auth";
import { readSignedSessionToken } from "../auth/session-cookie";
import type { DatabaseHandle } from "../db/database";
import { isSessionEpochMoved, type RememberedSession, type SessionReader } from "../db/lists/session-gate";
import { freshSeconds, rolesHolding } from "../middleware/require-permission-in-statement";
import { logRequest } from "../middleware/request-log";
import { sessionMemory } from "./session-memory";
import type { DirectList } from "./statement-list";

/** How many signed cookie headers are remembered (a shop's devices, with room to spare); then the memory starts again. */
const MAX_SIGNED_COOKIES = 1000;

/** What the node server hands the app's fetch beside the request (@hono/node-server's bindings). */
interface NodeBindings {
  incoming?: IncomingMessage;
}

/** A direct read's answer: its request id and JSON body. */
interface Answered {
  requestId: string;
  body: string;
}

/** What a request must carry to be answered directly; anything else goes to the app. */
interface DirectRequest {
  list: DirectList;
  /** The roles that may read the list. */
  roles: readonly string[];
  path: string;
  params: Record<string, string>;
  token: string;
  started: number;
}

/**
 * The busiest reads of the app, the lists and the sync pull, answered before the framework when
 * the answer is certain to be the app's own: a GET of exactly a list's address, valid query
 * parameters, a validly signed session cookie and a statement that answered with the session's
 * check, made for the read or remembered from an earlier one, still holding
 * (db/lists/session-gate.ts, session-memory.ts): a statement whose remembered check no longer
 * holds fails instead of answering, so even an empty page is the list's own. The check means the
 * session exists, has not expired, is not due for extension and belongs to an active account
 * whose role may read the list, which is all the app's middleware would have established; the
 * answer carries the app's headers for a JSON answer (`answerHeaders`, taken from the app's own
 * middleware) and is logged like any other.
 * Every other request, and any one of these that is not certain (a check that no longer holds, an
 * error, a request id of the client's, an odd query), is left to the app, which answers it in full.
 * Middleware, routing and the Web Request and Response objects are most of a list's cost in the
 * app, and the shop's devices ask for lists most of all.
 *
 * The node server asks first (`write`, through http/node-listener.ts) and writes node's response
 * itself, making no Web objects at all; the app's fetch asks too (`answer`, a Web Response), so
 * Hono's request(), which the tests use, meets the same reads.
 *
 * Only on PostgreSQL: on PGlite the lists check the session the ordinary way first.
 */
export function directListReads(options: {
  database: DatabaseHandle;
  auth: Promise<Auth>;
  logger: Logger;
  lists: readonly DirectList[];
  answerHeaders: Promise<Record<string, string>>;
}) {
  const { database, logger } = options;
  if (database.kind !== "postgres") return { answer: () => null, write: () => null, ready: Promise.resolve() };
  const lists = new Map(options.lists.map((list) => [`/api${list.path}`, { list, roles: rolesHolding([list.permission]) }]));
  let ready: {
    secret: string;
    cookieName: string;
    freshSeconds: number;
    headers: Record<string, string>;
    /** The same headers as node's flat list of names and values. */
    headerList: string[];
  } | null = null;
  const loading = Promise.all([options.auth.then((auth) => auth.$context), options.answerHeaders]).then(
    ([context, headers]) => {
      ready = {
        secret: context.secret,
        cookieName: context.authCookies.sessionToken.name,
        freshSeconds: freshSeconds(context.sessionConfig),
        headers,
        headerList: Object.entries(headers).flat(),
      };
    },
    () => {}, // The app reports an auth library that failed to load; these requests go to it meanwhile.
  );

  /**
   * Cookie headers whose signature held, with their token: a device sends the same cookie with
   * every request, and checking the signature was a fair share of a list's own work. Only the
   * signature is remembered here; whether the session holds is confirmed by the database every
   * time (session-memory.ts).
   */
  const signed = new Map<string, string>();
  const memory = sessionMemory(database.db);
  function signedToken(cookies: string | undefined): string | null {
    if (!cookies || !ready) return null;
    const known = signed.get(cookies);
    if (known) return known;
    const token = readSignedSessionToken(cookies, ready.secret, ready.cookieName);
    if (!token) return null;
    if (signed.size >= MAX_SIGNED_COOKIES) signed.clear();
    signed.set(cookies, token);
    return token;
  }

  /** The request, if it is one to answer directly. */
  function directRequest(request: RequestView): DirectRequest | null {
    if (!ready || request.method !== "GET") return null;
    const { target, header } = request;
    const mark = target.indexOf("?");
    const path = mark < 0 ? target : target.slice(0, mark);
    const entry = lists.get(path);
    if (!entry) return null;
    // The client's own request id, or a body on a GET: the app's way, whatever it does with them.
    if (header("x-request-id") !== undefined || header("content-length") !== undefined || header("transfer-encoding") !== undefined) return null;
    const params = queryParams(mark < 0 ? "" : target.slice(mark + 1));
    if (!params) return null;
    const token = signedToken(header("cookie"));
    if (!token) return null;
    return { list: entry.list, roles: entry.roles, path, params, token, started: performance.now() };
  }

  /**
   * The answer's id and body, logged as answered; null, at once or as the promise's value, when the
   * app must answer (a session not allowed, an error, or a query that is not valid: the app's 400,
   * after its own session check). Not async, and one promise a step: the reads are the busiest of the app, and every
   * promise costs more whenever node's async hooks are on (while better-auth works: auth-context-stores.ts).
   */
  function read(direct: DirectRequest): Promise<Answered | null> | null {
    const session = { sessionToken: direct.token, freshSeconds: ready!.freshSeconds, roles: direct.roles };
    const remembered = memory.recall(session);
    if (remembered) return readAs(direct, session, remembered);
    return memory.check(session).then(
      (reader) => (reader ? readAs(direct, session, reader) : null),
      () => null, // The app checks the session again and answers the error in its own words.
    );
  }

  function readAs(direct: DirectRequest, session: SessionReader, reader: RememberedSession): Promise<Answered | null> | null {
    const { list } = direct;
    let reading: Promise<unknown> | null;
    try {
      reading = list.read(database.db, reader, direct.params);
    } catch {
      return null; // As a failed read: the app runs it again.
    }
    if (!reading) return null;
    return reading.then(
      (page) => (page === null ? null : answered(direct, page)),
      (error: unknown) => {
        if (isSessionEpochMoved(error)) memory.forget(session);
        return null; // The app checks the session again, runs the read again and answers any error in its own words.
      },
    );
  }

  /** The page's answer, logged as the app logs a request. */
  function answered(direct: DirectRequest, page: unknown): Answered {
    const requestId = randomUUID();
    const body = direct.list.json(page);
    logRequest(logger, { requestId, method: "GET", path: direct.path, status: 200, started: direct.started });
    return { requestId, body };
  }

  function answer(direct: DirectRequest): Promise<Response | null> | null {
    return (
      read(direct)?.then((answered) =>
        answered ? new Response(answered.body, { status: 200, headers: { ...ready!.headers, "x-request-id": answered.requestId } }) : null,
      ) ?? null
    );
  }

  /** The same answer written straight to node's response, with no Web Request or Response made. */
  function write(direct: DirectRequest, outgoing: ServerResponse): Promise<boolean> | null {
    return (
      read(direct)?.then((answered) => {
        if (!answered) return false;
        // Encoded once: its length, then the bytes themselves, where the text would be measured and encoded apart.
        const bytes = Buffer.from(answered.body);
        outgoing.writeHead(200, [...ready!.headerList, "x-request-id", answered.requestId, "content-length", String(bytes.length)]);
        outgoing.end(bytes);
        return true;
      }) ?? null
    );
  }

  return {
    /** The direct answer, or null (at once, or once the statement said so) for the app to answer. */
    answer: (request: Request, bindings: unknown): Promise<Response | null> | null => {
      const incoming = (bindings as NodeBindings | undefined)?.incoming;
      const direct = directRequest(incoming ? nodeRequest(incoming) : webRequest(request));
      return direct ? answer(direct) : null;
    },
    /**
     * The node server's way in (http/node-listener.ts): the answer written to node's response;
     * false or null (the same cases as `answer`) leaves the response untouched for the app.
     */
    write: (incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> | null => {
      const direct = directRequest(nodeRequest(incoming));
      return direct ? write(direct, outgoing) : null;
    },
    /** Settles once requests can be answered (the auth library loaded); until then all go to the app. */
    ready: loading,
  };
}

/** What a direct read looks at in a request, from node's message or a Web Request. */
interface RequestView {
  method: string | undefined;
  /** The path and query. */
  target: string;
  header: (name: string) => string | undefined;
}

function nodeRequest(incoming: IncomingMessage): RequestView {
  return {
    method: incoming.method,
    target: incoming.url ?? "",
    header: (name) => {
      const value = incoming.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

function webRequest(request: Request): RequestView {
  const url = new URL(request.url);
  return { method: request.method, target: `${url.pathname}${url.search}`, header: (name) => request.headers.get(name) ?? undefined };
}

/** Printable ASCII without "%" or "+": a query with nothing to decode. */
const PLAIN_QUERY = /^[!-$&-*,-~]*$/;

/**
 * The query's parameters as the app's validator sees them, or null where the app's reading could
 * differ or refuse: a repeated name (the app makes it a list), a NUL (refused as unstorable), bytes
 * that are not UTF-8 (decoded otherwise by the app), or the name __proto__, which would set the
 * prototype of an ordinary object (one made without a prototype is a slow dictionary from the start,
 * which cost more than the rest of the reading).
 */
function queryParams(query: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  const refused = (name: string) => name === "__proto__" || Object.hasOwn(params, name);
  if (PLAIN_QUERY.test(query)) {
    // Nothing to decode: split as URLSearchParams would, in a fraction of its time.
    for (const pair of query.split("&")) {
      if (pair === "") continue;
      const equals = pair.indexOf("=");
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (refused(name)) return null;
      params[name] = equals < 0 ? "" : pair.slice(equals + 1);
    }
    return params;
  }
  if (query.includes("%00")) return null;
  for (const [name, value] of new URLSearchParams(query)) {
    if (refused(name) || name.includes("\ufffd") || value.includes("\ufffd")) return null;
    params[name] = value;
  }
  return params;
}
