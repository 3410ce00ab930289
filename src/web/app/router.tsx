import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { APP_ROUTES } from "@/shared/auth/routes";
import { RequirePermission } from "@/web/features/auth/components/require-permission";

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk, so the login page does not carry the whole app. */
function page(load: () => PageModule): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/** A page of the shell, guarded by the permission the route table gives its path. */
function guardedPage(path: (typeof APP_ROUTES)[number]["path"], load: () => PageModule): RouteObject["lazy"] {
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in the route table`);
  return async () => {
    const Page = (await load()).default;
    return {
      Component: () => (
        <RequirePermission permission={route.permission}>
          <Page />
        </RequirePermission>
      ),
    };
  };
}

export const routes: RouteObject[] = [
  { path: "/login", lazy: page(() => import("./routes/login-route")) },
  { path: "/forgot-password", lazy: page(() => import("./routes/forgot-password-route")) },
  { path: "/reset-password", lazy: page(() => import("./routes/reset-password-route")) },
  {
    path: "/",
    lazy: page(() => import("./layout/app-shell")),
    children: [
      { index: true, lazy: guardedPage("/", () => import("./routes/dashboard-route")) },
      { path: "vehicles", lazy: guardedPage("/vehicles", () => import("./routes/vehicles-route")) },
      { path: "vehicles/:id", lazy: guardedPage("/vehicles/:id", () => import("./routes/vehicle-detail-route")) },
      { path: "services", lazy: guardedPage("/services", () => import("./routes/services-route")) },
      { path: "services/:id", lazy: guardedPage("/services/:id", () => import("./routes/service-detail-route")) },
      { path: "reports", lazy: guardedPage("/reports", () => import("./routes/reports-route")) },
      { path: "settings", lazy: guardedPage("/settings", () => import("./routes/settings-route")) },
      { path: "users", lazy: guardedPage("/users", () => import("./routes/users-route")) },
      { path: "service-tickets", lazy: guardedPage("/service-tickets", () => import("./routes/service-tickets-route")) },
      { path: "jobcards", lazy: guardedPage("/jobcards", () => import("./routes/job-cards-route")) },
      { path: "*", lazy: page(() => import("./routes/not-found-route")) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
