import { LogOutIcon, SettingsIcon, UserIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useLogOut } from "@/web/lib/auth/use-log-out";
import { useSession } from "@/web/lib/auth/use-session";

/** Up to two letters from the name's first words, or the e-mail's first letter without a name. */
function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word.charAt(0)).join("") : email.charAt(0);
  return letters.toUpperCase() || "?";
}

/** The header's account menu: who is signed in, with what role, and the way out. */
export function UserMenu() {
  const session = useSession();
  const navigate = useNavigate();
  const logOut = useLogOut();
  if (session.status !== "signed-in") return null;

  const { profile, role } = session;
  const displayName = profile.name.trim() || profile.email;

  return (
    // Not modal: a modal menu hides the rest of the page from screen readers (aria-hidden) while its
    // links stay focusable, which axe reports as serious. Escape and an outside click still close it.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          type="button"
          variant="ghost"
          className="h-10 shrink-0 gap-2 px-1.5 sm:px-2"
          aria-label={`Account menu for ${displayName}, ${role}`}
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initialsOf(profile.name, profile.email)}
          </span>
          <span aria-hidden="true" className="hidden text-sm text-muted-foreground sm:inline">
            {role}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          My Account
          <span className="block truncate text-xs font-normal text-muted-foreground">{displayName}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate("/settings", { state: { tab: "profile" } })}>
          <UserIcon aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate("/settings", { state: { tab: "application" } })}>
          <SettingsIcon aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logOut()}>
          <LogOutIcon aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
