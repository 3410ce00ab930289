import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "../hooks/use-session";

/** Pages of the shell need a session; without one the user goes to /login. */
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
  if (session.status === "signed-out") {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
