import { Link, useLocation, useNavigate } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * Back where the user came from; the list keeps its search and filters in its address, so it
 * comes back as it was. A step back in the browser's history when the app opened this page, else
 * the Job Cards list.
 */
export function BackToList() {
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = location.key !== "default";
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link
        to="/jobcards"
        onClick={(event) => {
          if (!openedHere) return;
          event.preventDefault();
          void navigate(-1);
        }}
      >
        <ArrowLeftIcon aria-hidden="true" />
        Back
      </Link>
    </Button>
  );
}
