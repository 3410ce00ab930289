import http from "node:http";
import { performance } from "node:perf_hooks";

export type LoadMethod = "GET" | "POST" | "PATCH";

/** One answer, read to its last byte, and how long it took from sending to that byte. */
export interface LoadAnswer {
  status: number;
  body: string;
  setCookie: string[];
  ms: number;
}

/**
 * A keep-alive JSON client of one server over node:http, lighter than fetch: on a small machine
 * the driver shares the cores with the server, and every cycle it spends shows up as latency.
 * Writes carry the server's own Origin, as the web app's do.
 */
export class LoadHttp {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    readonly base: string,
    maxSockets: number,
  ) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(method: LoadMethod, path: string, cookie?: string, body?: unknown): Promise<LoadAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = {
      ...(cookie ? { cookie } : {}),
      ...(method === "GET" ? {} : { origin: this.url.origin }),
      ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
    };
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        { agent: this.agent, hostname: this.url.hostname, port: this.url.port, method, path, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString("utf8"),
              setCookie: response.headers["set-cookie"] ?? [],
              ms: performance.now() - started,
            }),
          );
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  /** The JSON body of a 2xx answer; anything else throws with the status and body. */
  async json<T>(method: LoadMethod, path: string, cookie?: string, body?: unknown): Promise<T> {
    const answer = await this.request(method, path, cookie, body);
    if (answer.status < 200 || answer.status > 299) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}
