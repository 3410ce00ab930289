import { MenuIcon, SearchIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { useAppName } from "./use-app-name";
import { UserMenu } from "./user-menu";

/** The sticky bar above every page: drawer button (phones), name, search box and account menu. */
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
      {/* The search does nothing yet (SPEC.md 2); submitting must not reload the page. */}
      <form role="search" className="ml-auto min-w-0 flex-1 sm:max-w-sm" onSubmit={(event) => event.preventDefault()}>
        <div className="relative">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input type="search" aria-label="Search" placeholder="Search..." className="pl-8" />
        </div>
      </form>
      <UserMenu />
    </header>
  );
}
