import { NavLink, Outlet } from "react-router";
import { MENU_ROUTES } from "@/shared/auth/routes";
import { DEFAULT_APP_NAME } from "@/shared/constants/app";
import { cn } from "@/web/lib/cn";

/** The frame around every signed-in page: navigation built from the shared route table. */
export default function AppShell() {
  return (
    <div className="flex min-h-svh flex-col md:flex-row">
      <aside className="border-b bg-card md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="px-4 py-4 text-lg font-semibold">{DEFAULT_APP_NAME}</div>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-1 px-2 pb-3 md:flex-col">
            {MENU_ROUTES.map((route) => (
              <li key={route.path}>
                <NavLink
                  to={route.path}
                  end={route.path === "/"}
                  className={({ isActive }) =>
                    cn(
                      "block rounded-md px-3 py-2 text-sm hover:bg-accent",
                      isActive && "bg-accent font-medium",
                    )
                  }
                >
                  {route.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main className="flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
