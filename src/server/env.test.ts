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

  it("keeps backups in DATA_DIR/backups unless BACKUP_DIR names another folder", () => {
    expect(parseEnv({}).BACKUP_DIR).toBe("data/backups");
    expect(parseEnv({ DATA_DIR: "/var/lib/autoserv" }).BACKUP_DIR).toBe("/var/lib/autoserv/backups");
    expect(parseEnv({ DATA_DIR: "/var/lib/autoserv", BACKUP_DIR: "/mnt/backup/shop" }).BACKUP_DIR).toBe("/mnt/backup/shop");
    expect(parseEnv({ BACKUP_DIR: " " }).BACKUP_DIR).toBe("data/backups");
  });

  it("backs up every 24 hours by default, keeping 7 daily and 4 weekly; 0 hours turns the schedule off", () => {
    expect(parseEnv({})).toMatchObject({ BACKUP_INTERVAL_HOURS: 24, BACKUP_KEEP: { daily: 7, weekly: 4 } });
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: "0", BACKUP_KEEP: "14 DAILY,  0 weekly" })).toMatchObject({
      BACKUP_INTERVAL_HOURS: 0,
      BACKUP_KEEP: { daily: 14, weekly: 0 },
    });
    expect(parseEnv({ BACKUP_INTERVAL_HOURS: "48" }).BACKUP_INTERVAL_HOURS).toBe(48);
  });

  it.each(["49", "1.5", "-1", "daily"])("refuses BACKUP_INTERVAL_HOURS=%s with the range it takes", (value) => {
    expect(errorFor({ BACKUP_INTERVAL_HOURS: value })).toBe(
      `Invalid environment variable BACKUP_INTERVAL_HOURS: must be a whole number of hours from 1 to 48, or 0 for no scheduled backups (got "${value}")`,
    );
  });

  it.each(["7,4", "7 daily", "4 weekly, 7 daily", "1000 daily, 4 weekly"])("refuses BACKUP_KEEP=%s with the format it takes", (value) => {
    expect(errorFor({ BACKUP_KEEP: value })).toBe(
      `Invalid environment variable BACKUP_KEEP: must be like "7 daily, 4 weekly": how many days and ISO weeks of backups to keep (whole numbers, 0 to 999) (got "${value}")`,
    );
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
