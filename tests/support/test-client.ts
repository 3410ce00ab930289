import type { Role } from "../../src/shared/auth/roles";
import type { Profile } from "../../src/shared/schemas/account-responses";
import type { TestApp } from "./test-app";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A browser-like client of the test app: keeps its cookies and sends same-origin requests. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: TestApp["app"],
    private readonly origin = "http://localhost",
  ) {}

  /** A Blob body is sent as its bytes under its own type, as a browser sends a picked file; any other body as JSON. */
  async request(method: Method, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const file = body instanceof Blob ? body : null;
    const response = await this.app.request(`${this.origin}${path}`, {
      method,
      headers: {
        ...(method === "GET" ? {} : { origin: this.origin }),
        ...(body === undefined ? {} : { "content-type": file ? file.type : "application/json" }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
      if (expired || value.join("=") === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  get hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.includes("session_token"));
  }

  signUp(email: string, password = "correct horse", name = "Test User", initialRole: Role = "User") {
    return this.request("POST", "/api/auth/sign-up/email", { email, password, name, initialRole });
  }

  logIn(email: string, password = "correct horse") {
    return this.request("POST", "/api/auth/sign-in/email", { email, password });
  }

  async me(): Promise<Profile> {
    const response = await this.request("GET", "/api/me");
    if (response.status !== 200) throw new Error(`GET /api/me answered ${response.status}`);
    return ((await response.json()) as { profile: Profile }).profile;
  }
}

/** Signs up and logs in a new account; returns its client and profile. */
export async function signedInClient(
  app: TestApp["app"],
  email: string,
  options: { password?: string; name?: string; initialRole?: Role } = {},
): Promise<{ client: TestClient; profile: Profile }> {
  const client = new TestClient(app);
  const signUp = await client.signUp(email, options.password, options.name, options.initialRole);
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const logIn = await client.logIn(email, options.password);
  if (logIn.status !== 200) throw new Error(`log-in answered ${logIn.status}: ${await logIn.text()}`);
  return { client, profile: await client.me() };
}
