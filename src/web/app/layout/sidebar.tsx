import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { useLocalSetting, writeLocal } from "@/web/lib/local-settings";
import { NavBrand } from "./nav-brand";
import { SidebarNav } from "./sidebar-nav";

/**
 * The desktop navigation (768 px and wider): 256 px, or 80 px of icons when collapsed,
 * sliding between the two in 0.3 s. The choice is remembered in this browser.
 */
export function Sidebar() {
  const collapsed = useLocalSetting("sidebarCollapsed", "false") === "true";
  const label = collapsed ? "Expand sidebar" : "Collapse sidebar";
  const ToggleIcon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;

  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        "sticky top-0 hidden h-svh shrink-0 flex-col overflow-hidden border-r bg-card transition-[width] duration-300 ease-in-out motion-reduce:transition-none md:flex",
        collapsed ? "w-20" : "w-64",
      )}
    >
      <NavBrand collapsed={collapsed} />
      <SidebarNav collapsed={collapsed} />
      <div className={cn("border-t p-3", collapsed ? "flex justify-center" : "flex justify-end")}>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          aria-expanded={!collapsed}
          aria-controls="app-sidebar"
          onClick={() => writeLocal("sidebarCollapsed", String(!collapsed))}
        >
          <ToggleIcon aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </aside>
  );
}
