import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { RefreshCwIcon, TicketIcon } from "lucide-react";
import { toast } from "sonner";
import { can } from "@/shared/auth/permissions";
import type { JobCardStatus } from "@/shared/constants/statuses";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useJobCards } from "../api/get-job-cards";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { showsEarlierSearch } from "@/web/lib/shows-earlier-search";
import { CreateJobCardDialog } from "./create-job-card-dialog";
import { DeleteJobCardDialog } from "./delete-job-card-dialog";
import { JobCardsTable } from "./job-cards-table";
import { JobCardsToolbar } from "./job-cards-toolbar";
import { useSearchFromAddress } from "@/web/lib/use-search-from-address";
import { useAssignedToMeFromAddress } from "../hooks/use-assigned-to-me-from-address";

/** Typing pauses this long before the server is asked again. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Job Cards: the server's cards, newest first, a page at a time; a card opens as its repair order
 * page. `customerPicker` (from app) lets the new card's form link a customer record.
 */
export function JobCardsPage({ customerPicker }: { customerPicker?: CustomerPickerSlot } = {}) {
  const session = useSession();
  const role = session.role;
  const [search, setSearch] = useSearchFromAddress();
  const [status, setStatus] = useState<JobCardStatus | "">("");
  const [assignedToMe, setAssignedToMe] = useAssignedToMeFromAddress(role);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const filters = useMemo(
    () => ({ search: debouncedSearch, status, assignedToMe }),
    [debouncedSearch, status, assignedToMe],
  );
  // Wait for the role, so a technician's first request is already their own cards.
  const jobCards = useJobCards(filters, { enabled: session.status === "signed-in" });
  const cards = useMemo(() => jobCards.data?.pages.flatMap((page) => page.jobCards) ?? [], [jobCards.data]);
  const navigate = useNavigate();
  // The search stays in the list's address, so Back from the repair order returns to it.
  const view = (card: JobCard) => void navigate(`/jobcards/${encodeURIComponent(card.id)}`);
  const [deleting, setDeleting] = useState<JobCard | null>(null);
  const canDelete = can(role, "job-cards:delete");

  useEffect(() => {
    if (jobCards.error) toast.error("Error fetching job cards", { description: jobCards.error.message });
  }, [jobCards.error]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Job Cards"
        description="Work orders for the workshop, assigned to service technicians."
        actions={
          <>
            {can(role, "tickets:list") ? (
              <Button asChild variant="outline">
                <Link to="/service-tickets">
                  <TicketIcon aria-hidden="true" />
                  View Service Tickets
                </Link>
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => void jobCards.refetch()}>
              <RefreshCwIcon aria-hidden="true" className={jobCards.isRefetching ? "animate-spin" : undefined} />
              Refresh
            </Button>
            {can(role, "job-cards:create") ? <CreateJobCardDialog customerPicker={customerPicker} /> : null}
          </>
        }
      />
      <JobCardsToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        assignedToMe={assignedToMe}
        onAssignedToMeChange={setAssignedToMe}
      />
      {jobCards.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner aria-label="Loading job cards" className="size-6" />
        </div>
      ) : jobCards.isError && !jobCards.data ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The job cards could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void jobCards.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <JobCardsTable
            jobCards={cards}
            onView={view}
            onDelete={canDelete ? setDeleting : undefined}
            updating={showsEarlierSearch(search, debouncedSearch, jobCards)}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {cards.length} {cards.length === 1 ? "job card" : "job cards"}
              {jobCards.hasNextPage ? " (more available)" : ""}
            </p>
            {jobCards.hasNextPage ? (
              <Button
                type="button"
                variant="outline"
                disabled={jobCards.isFetchingNextPage}
                onClick={() => void jobCards.fetchNextPage()}
              >
                {jobCards.isFetchingNextPage ? <Spinner aria-label="Loading more job cards" /> : null}
                Load more
              </Button>
            ) : null}
          </div>
        </>
      )}
      <DeleteJobCardDialog card={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
