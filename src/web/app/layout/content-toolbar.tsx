import { ArrowLeftIcon, HouseIcon } from "lucide-react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";

/** React Router numbers its history entries in history.state.idx; 0 is where this visit began. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && "idx" in state && typeof state.idx === "number" && state.idx > 0;
}

/** Back (when there is somewhere to go back to) and Home (when not already there) above each page. */
export function ContentToolbar() {
  const navigate = useNavigate();
  // Read on every navigation: the location changes whenever history.state does.
  const { pathname } = useLocation();
  const showBack = hasHistory();
  const showHome = pathname !== "/";
  if (!showBack && !showHome) return null;

  return (
    <div className="mb-4 flex flex-wrap gap-2">
      {showBack ? (
        <Button type="button" variant="outline" size="sm" onClick={() => void navigate(-1)}>
          <ArrowLeftIcon aria-hidden="true" />
          Back
        </Button>
      ) : null}
      {showHome ? (
        <Button asChild variant="outline" size="sm">
          <Link to="/">
            <HouseIcon aria-hidden="true" />
            Home
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
