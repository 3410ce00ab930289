import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { APP_ROUTES } from "@/shared/auth/routes";
import { QueryClient } from "@tanstack/react-query";
import { PAGE_LOADERS } from "./page-loaders";
import { appRoutes } from "./router";

const routes = appRoutes(new QueryClient());

/** The leaf route a path resolves to, by its path pattern ("*" is the not-found page). */
function leafFor(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf?.index ? "(index)" : leaf?.path;
}

describe("the router", () => {
  it.each(APP_ROUTES.map((route) => route.path.replace(":id", "abc123")))(
    "mounts %s from the route table as its own page",
    (pathname) => {
      const leaf = leafFor(pathname);
      expect(leaf).toBeDefined();
      expect(leaf).not.toBe("*");
    },
  );

  it.each(["/login", "/forgot-password", "/reset-password", "/reminders/stop", "/request-appointment", "/jobcards/abc123/print", "/invoices/abc123/print"])("mounts %s outside the shell", (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    expect(matches).toHaveLength(1);
  });

  it("sends unknown paths to the not-found page inside the shell", () => {
    expect(leafFor("/no/such/page")).toBe("*");
  });

  // The server names routes/<page>-route.tsx's files in the HTML it serves for the page's path.
  it.each(APP_ROUTES.map((route) => route.page))("loads the page %s from routes/<page>-route.tsx", (page) => {
    expect(PAGE_LOADERS[page].toString()).toMatch(new RegExp(`/routes/${page}-route(\\.tsx)?"`));
  });

  it("loads every page lazily", () => {
    const pages = routes.flatMap((route) => [route, ...(route.children ?? [])]);
    for (const page of pages) expect(page.lazy, page.path ?? "(index)").toBeTypeOf("function");
  });
});
