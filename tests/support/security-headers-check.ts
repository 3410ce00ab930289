import { expect } from "vitest";

/** Referrer policies that never send a page's path to another site. */
const STRICT_REFERRER_POLICIES = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];

/** Sources that would let a page run script it did not load from our own origin. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "*", "data:", "blob:", "http:", "https:"];

/** The directives of a Content-Security-Policy header, each with its sources. */
export function cspDirectives(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * Every response, API or page, carries a CSP that allows no inline or
 * foreign script, nosniff, a refusal to be framed and a referrer policy that keeps paths home.
 */
export function expectSecurityHeaders(response: Response, what: string): void {
  const csp = cspDirectives(response.headers.get("content-security-policy"));
  expect(csp.size, `${what}: Content-Security-Policy`).toBeGreaterThan(0);
  const scriptSources = csp.get("script-src") ?? csp.get("default-src");
  expect(scriptSources, `${what}: script-src or default-src`).toBeDefined();
  expect(scriptSources, `${what}: scripts from our origin`).toContain("'self'");
  for (const unsafe of UNSAFE_SCRIPT_SOURCES) expect(scriptSources, `${what}: script-src without ${unsafe}`).not.toContain(unsafe);
  expect(csp.get("object-src"), `${what}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri") ?? ["(missing)"], `${what}: base-uri`).not.toContain("(missing)");

  const framingRefused =
    csp.get("frame-ancestors")?.join(" ") === "'none'" || response.headers.get("x-frame-options")?.toUpperCase() === "DENY";
  expect(framingRefused, `${what}: frame-ancestors 'none' or X-Frame-Options DENY`).toBe(true);
  expect(response.headers.get("x-content-type-options"), `${what}: X-Content-Type-Options`).toBe("nosniff");
  expect(STRICT_REFERRER_POLICIES, `${what}: Referrer-Policy`).toContain(response.headers.get("referrer-policy"));
}
