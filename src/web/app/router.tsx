import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { jobCardQueryOptions } from "@/web/features/job-cards/api/get-job-card";
import { APP_ROUTES } from "@/shared/auth/routes";
import { RequirePermission } from "@/web/features/auth/components/require-permission";
import { RequireSession } from "@/web/features/auth/components/require-session";
import { PAGE_LOADERS } from "./page-loaders";

type PageModule = Promise<{ default: ComponentType }>;

function page(load: () => PageModule): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

type RoutePath = (typeof APP_ROUTES)[number]["path"];

/**
 * A page guarded by the permission the route table gives its path. Pages of the shell have their
 * session checked by the shell; a standalone page (a printable view) checks it itself.
 */
function guardedPage(path: RoutePath, load: () => PageModule, options: { standalone?: boolean } = {}): RouteObject["lazy"] {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  return async () => {
    const Page = (await load()).default;
    const guarded = (
      <RequirePermission permission={route.permission}>
        <Page />
      </RequirePermission>
    );
    return { Component: () => (options.standalone ? <RequireSession>{guarded}</RequireSession> : guarded) };
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
  { path: "/jobcards/:id/print", lazy: guardedPage("/jobcards/:id/print", () => import("./routes/job-card-print-route"), { standalone: true }) },
  { path: "/invoices/:id/print", lazy: guardedPage("/invoices/:id/print", () => import("./routes/invoice-print-route"), { standalone: true }) },
  {
    path: "/",
    lazy: page(() => import("./layout/app-shell")),
    children: [
      { index: true, lazy: guardedPage("/", PAGE_LOADERS.dashboard) },
      { path: "vehicles", lazy: guardedPage("/vehicles", PAGE_LOADERS.vehicles) },
      { path: "vehicles/:id", lazy: guardedPage("/vehicles/:id", PAGE_LOADERS.vehicleDetail) },
      { path: "services", lazy: guardedPage("/services", PAGE_LOADERS.services) },
      { path: "services/:id", lazy: guardedPage("/services/:id", PAGE_LOADERS.serviceDetail) },
      { path: "reports", lazy: guardedPage("/reports", PAGE_LOADERS.reports) },
      { path: "reminders", lazy: guardedPage("/reminders", PAGE_LOADERS.reminders) },
      { path: "settings", lazy: guardedPage("/settings", PAGE_LOADERS.settings) },
      { path: "users", lazy: guardedPage("/users", PAGE_LOADERS.users) },
      { path: "service-tickets", lazy: guardedPage("/service-tickets", PAGE_LOADERS.serviceTickets) },
      { path: "jobcards", lazy: guardedPage("/jobcards", PAGE_LOADERS.jobCards) },
      { path: "jobcards/:id", loader: prefetchJobCard(queryClient), lazy: guardedPage("/jobcards/:id", PAGE_LOADERS.repairOrder) },
      { path: "invoices/:id", lazy: guardedPage("/invoices/:id", PAGE_LOADERS.invoiceDetail) },
      { path: "invoices", lazy: guardedPage("/invoices", PAGE_LOADERS.invoices) },
      { path: "customers", lazy: guardedPage("/customers", PAGE_LOADERS.customers) },
      { path: "customers/:id", lazy: guardedPage("/customers/:id", PAGE_LOADERS.customer) },
      { path: "calendar", lazy: guardedPage("/calendar", PAGE_LOADERS.calendar) },
      { path: "*", lazy: page(() => import("./routes/not-found-route")) },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
