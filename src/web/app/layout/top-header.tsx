import { MenuIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { UniversalSearch } from "@/web/features/search/components/universal-search";
import { SyncStatus } from "./sync-status";
import { useAppName } from "./use-app-name";
import { UserMenu } from "./user-menu";

/** The sticky bar above every page: drawer button (phones), name, search box, shop records' sync state and account menu. */
export function TopHeader({ onOpenNavigation }: { onOpenNavigation: () => void }) {
  const appName = useAppName();

  return (
    <header className="sticky top-0 z-40 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur sm:gap-4 sm:px-4 md:px-6">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        onClick={onOpenNavigation}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </Button>
      <span className="max-w-[7rem] min-w-0 truncate font-semibold sm:max-w-xs">{appName}</span>
      {/* On phones the results span the header's width (the header places them); wider, they hang under the box. */}
      <UniversalSearch
        label="Search"
        landmark
        placeholder="Search..."
        slashShortcut
        className="ml-auto min-w-0 flex-1 sm:relative sm:max-w-sm"
        panelClassName="inset-x-2 sm:inset-x-auto sm:right-0 sm:w-[28rem] sm:max-w-[calc(100vw-2rem)]"
      />
      <SyncStatus />
      <UserMenu />
    </header>
  );
}
