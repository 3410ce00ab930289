import { Spinner } from "@/web/components/ui/spinner";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useJobCardHistory } from "../api/get-job-card-history";

/** Every change of the card, oldest first, with who and when; the server leaves money out for a technician. */
export function HistoryList({ jobCardId }: { jobCardId: string }) {
  const query = useJobCardHistory(jobCardId);
  const events = query.data?.events;
  if (!events) {
    return query.isError ? (
      <p className="text-sm text-muted-foreground">{query.error.message}</p>
    ) : (
      <Spinner aria-label="Loading history" />
    );
  }
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing has changed yet.</p>;
  return (
    <ol aria-label="History" className="grid gap-2">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="grid gap-0.5 rounded-md border p-2 text-sm">
          <span className="break-words">{event.text}</span>
          <span className="text-muted-foreground">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.by ? ` · ${event.by.name}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
