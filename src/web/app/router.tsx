import { createBrowserRouter, type RouteObject } from "react-router";

/** Each page is its own chunk, so the login page does not carry the whole app. */
function page(load: () => Promise<{ default: React.ComponentType }>): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  { path: "/login", lazy: page(() => import("./routes/login-route")) },
  { path: "/forgot-password", lazy: page(() => import("./routes/forgot-password-route")) },
  { path: "/reset-password", lazy: page(() => import("./routes/reset-password-route")) },
  {
    path: "/",
    lazy: page(() => import("./layout/app-shell")),
    children: [
      { index: true, lazy: page(() => import("./routes/dashboard-route")) },
      { path: "vehicles", lazy: page(() => import("./routes/vehicles-route")) },
      { path: "vehicles/:id", lazy: page(() => import("./routes/vehicle-detail-route")) },
      { path: "services", lazy: page(() => import("./routes/services-route")) },
      { path: "services/:id", lazy: page(() => import("./routes/service-detail-route")) },
      { path: "reports", lazy: page(() => import("./routes/reports-route")) },
      { path: "settings", lazy: page(() => import("./routes/settings-route")) },
      { path: "users", lazy: page(() => import("./routes/users-route")) },
      { path: "service-tickets", lazy: page(() => import("./routes/service-tickets-route")) },
      { path: "jobcards", lazy: page(() => import("./routes/job-cards-route")) },
      { path: "*", lazy: page(() => import("./routes/not-found-route")) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
