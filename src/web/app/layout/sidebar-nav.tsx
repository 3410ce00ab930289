import { NavLink } from "react-router";
import { can } from "@/shared/auth/permissions";
import { MENU_ROUTES } from "@/shared/auth/routes";
import { useSession } from "@/web/lib/auth/use-session";
import { cn } from "@/web/lib/cn";
import { NAV_ICONS } from "./nav-icons";

interface SidebarNavProps {
  /** Icons only; each label stays the link's accessible name and its tooltip. */
  collapsed?: boolean;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The menu: the route table's entries the signed-in role may open. */
export function SidebarNav({ collapsed = false, onNavigate }: SidebarNavProps) {
  const { role } = useSession();
  const entries = MENU_ROUTES.filter((route) => can(role, route.permission));

  return (
    <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {entries.map((route) => {
          const Icon = NAV_ICONS[route.path];
          return (
            <li key={route.path}>
              <NavLink
                to={route.path}
                end={route.path === "/"}
                title={collapsed ? route.label : undefined}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none",
                    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    collapsed && "justify-center px-0",
                    isActive && "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                <span className={cn("truncate", collapsed && "sr-only")}>{route.label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
