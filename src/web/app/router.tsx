import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { jobCardQueryOptions } from "@/web/features/job-cards/api/get-job-card";
import { APP_ROUTES, type AppRoute } from "@/shared/auth/routes";
import { RequirePermission } from "@/web/features/auth/components/require-permission";
import { RequireSession } from "@/web/features/auth/components/require-session";
import { PAGE_LOADERS } from "./page-loaders";

type PageModule = Promise<{ default: ComponentType }>;

function page(load: () => PageModule): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

type RoutePath = AppRoute["path"];

/**
 * A page of the route table, guarded by the permission the table gives its path. Pages of the
 * shell have their session checked by the shell; a standalone page (a printable view) checks it
 * itself.
 */
function guardedPage(path: RoutePath): RouteObject["lazy"] {
  const route: AppRoute | undefined = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  const load = PAGE_LOADERS[route.page];
  const standalone = "standalone" in route && route.standalone;
  return async () => {
    const Page = (await load()).default;
    const guarded = (
      <RequirePermission permission={route.permission}>
        <Page />
      </RequirePermission>
    );
    return { Component: () => (standalone ? <RequireSession>{guarded}</RequireSession> : guarded) };
  };
}

/**
 * Asks for the repair order's card as the address is opened, while the page's code still loads,
 * rather than once it has rendered; the page reads it from the cache. Not awaited: the page
 * shows its own loading and errors. The server decides who may read it, as always.
 */
function prefetchJobCard(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(jobCardQueryOptions(params.id));
    return null;
  };
}

/** The app's routes; `queryClient` is the cache their loaders fill ahead of a page. */
export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  { path: "/login", lazy: page(() => import("./routes/login-route")) },
  { path: "/forgot-password", lazy: page(() => import("./routes/forgot-password-route")) },
  { path: "/reset-password", lazy: page(() => import("./routes/reset-password-route")) },
  /** A reminder mail's stop link: no account, outside the shell. */
  { path: "/reminders/stop", lazy: page(() => import("./routes/reminder-stop-route")) },
  /** Customers ask for a time here without an account: outside the shell, a small page of its own. */
  { path: "/request-appointment", lazy: page(() => import("./routes/request-appointment-route")) },
  { path: "/jobcards/:id/print", lazy: guardedPage("/jobcards/:id/print") },
  { path: "/invoices/:id/print", lazy: guardedPage("/invoices/:id/print") },
  {
    path: "/",
    lazy: page(() => import("./layout/app-shell")),
    children: [
      { index: true, lazy: guardedPage("/") },
      { path: "vehicles", lazy: guardedPage("/vehicles") },
      { path: "vehicles/:id", lazy: guardedPage("/vehicles/:id") },
      { path: "services", lazy: guardedPage("/services") },
      { path: "services/:id", lazy: guardedPage("/services/:id") },
      { path: "reports", lazy: guardedPage("/reports") },
      { path: "reminders", lazy: guardedPage("/reminders") },
      { path: "settings", lazy: guardedPage("/settings") },
      { path: "users", lazy: guardedPage("/users") },
      { path: "service-tickets", lazy: guardedPage("/service-tickets") },
      { path: "jobcards", lazy: guardedPage("/jobcards") },
      { path: "jobcards/:id", loader: prefetchJobCard(queryClient), lazy: guardedPage("/jobcards/:id") },
      { path: "invoices/:id", lazy: guardedPage("/invoices/:id") },
      { path: "invoices", lazy: guardedPage("/invoices") },
      { path: "customers", lazy: guardedPage("/customers") },
      { path: "customers/:id", lazy: guardedPage("/customers/:id") },
      { path: "calendar", lazy: guardedPage("/calendar") },
      { path: "*", lazy: page(() => import("./routes/not-found-route")) },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
