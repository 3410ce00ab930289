import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

function errorFor(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("expected parseEnv to refuse");
}

describe("parseEnv", () => {
  it("gives the documented defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it("reads every documented variable", () => {
    const env = parseEnv({
      PORT: "8080",
      DATA_DIR: "/var/lib/autoserv",
      DATABASE_URL: "postgres://shop:pw@db:5432/autoserv",
      SMTP_URL: "smtp://mail.example.com:587",
      MAIL_FROM: "AutoServ <no-reply@example.com>",
      APP_URL: "https://shop.example.com",
      AUTH_SECRET: "x".repeat(32),
    });
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: "/var/lib/autoserv", APP_URL: "https://shop.example.com" });
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["", 0],
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    [" 3 ", 3],
  ])("reads TRUST_PROXY=%j as %i trusted proxies", (value, proxies) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(proxies);
  });

  it("gives slow clients 10 s for the headers and 30 s for the whole request, and keeps idle connections 65 s", () => {
    expect(parseEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 10,
      HTTP_REQUEST_TIMEOUT_SECONDS: 30,
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 65,
    });
    expect(parseEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: "5", HTTP_REQUEST_TIMEOUT_SECONDS: "5" })).toMatchObject({
      HTTP_HEADERS_TIMEOUT_SECONDS: 5,
      HTTP_REQUEST_TIMEOUT_SECONDS: 5,
    });
  });

  it("refuses a headers timeout longer than the request timeout, which includes it", () => {
    expect(errorFor({ HTTP_HEADERS_TIMEOUT_SECONDS: "40" })).toBe(
      'Invalid environment variable HTTP_HEADERS_TIMEOUT_SECONDS: must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS (30) (got "40")',
    );
  });

  it("trusts no proxy by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
  });

  it.each([
    [{ TRUST_PROXY: "yes" }, 'Invalid environment variable TRUST_PROXY: must be "false" (no proxy), "true" (one proxy) or the number of trusted proxies, such as 2 (got "yes")'],
    [{ TRUST_PROXY: "-1" }, "Invalid environment variable TRUST_PROXY"],
    [{ TRUST_PROXY: "1.5" }, "Invalid environment variable TRUST_PROXY"],
    [{ HTTP_REQUEST_TIMEOUT_SECONDS: "0" }, "Invalid environment variable HTTP_REQUEST_TIMEOUT_SECONDS: must be a whole number from 1"],
    [{ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: "soon" }, "Invalid environment variable HTTP_KEEP_ALIVE_TIMEOUT_SECONDS"],
    [{ PORT: "abc" }, 'Invalid environment variable PORT: must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: "70000" }, "Invalid environment variable PORT"],
    [{ DATABASE_URL: "mysql://db/x" }, "Invalid environment variable DATABASE_URL: must be a URL"],
    [{ SMTP_URL: "not a url" }, "Invalid environment variable SMTP_URL"],
    [{ MAIL_FROM: "nobody" }, "Invalid environment variable MAIL_FROM"],
    [{ APP_URL: "ftp://shop" }, "Invalid environment variable APP_URL"],
    [{ AUTH_SECRET: "short" }, "Invalid environment variable AUTH_SECRET: must be at least 32 characters long"],
    [{ LOG_LEVEL: "loud" }, "Invalid environment variable LOG_LEVEL"],
  ])("refuses %o with one line naming the variable", (env, expected) => {
    const message = errorFor(env);
    expect(message).toContain(expected);
    expect(message).not.toContain("\n");
  });

  it("never echoes a secret", () => {
    expect(errorFor({ AUTH_SECRET: "tooshort" })).not.toContain("tooshort");
    expect(errorFor({ DATABASE_URL: "mysql://shop:hunter2@db/x" })).not.toContain("hunter2");
  });
});
