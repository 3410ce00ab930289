import { describe, expect, it } from "vitest";
import { appRouteFor } from "./routes";

describe("appRouteFor", () => {
  it.each([
    ["/", "/"],
    ["/jobcards", "/jobcards"],
    ["/jobcards/3f2a9c", "/jobcards/:id"],
    ["/jobcards/3f2a9c/", "/jobcards/:id"],
    ["/jobcards/3f2a9c/print", "/jobcards/:id/print"],
    ["/invoices/inv_1", "/invoices/:id"],
    ["/customers/c1", "/customers/:id"],
  ])("finds %s as the page %s", (pathname, path) => {
    expect(appRouteFor(pathname)?.path).toBe(path);
  });

  it.each(["/login", "/request-appointment", "/jobcards/a/b", "/no-such-page", "/vehicles/1/extra"])("finds no page of the table for %s", (pathname) => {
    expect(appRouteFor(pathname)).toBeNull();
  });
});
