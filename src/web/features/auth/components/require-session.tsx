import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";

/**
 * Pages of the shell need a session; without one the user goes to /login. When the check fails
 * before any answer (throttled, a server error, no network), the user has not been signed out:
 * they see why and can try again, and the page comes back once the check succeeds.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === "loading") {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner aria-label="Loading your session" />
      </div>
    );
  }
  if (session.status === "unavailable") {
    return (
      <div className="flex min-h-svh flex-col items-center justify-center gap-3 p-4 text-center">
        <div role="alert" className="space-y-1">
          <p className="font-medium">Your session could not be checked.</p>
          <p className="text-sm text-muted-foreground">{session.error.message}</p>
        </div>
        <Button type="button" variant="outline" onClick={session.retry} disabled={session.retrying}>
          {session.retrying ? "Checking..." : "Try again"}
        </Button>
      </div>
    );
  }
  if (session.status === "signed-out") {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
