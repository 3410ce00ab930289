import { Link } from "react-router";
import { CarIcon, ClipboardListIcon, FileCheckIcon, TicketIcon, UserIcon, WrenchIcon, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import type { ActivityEntry, ActivityKind } from "../utils/recent-activity";
import { fullDateTime, timeAgo } from "../utils/describe-time";

const KIND_ICONS: Record<ActivityKind, LucideIcon> = {
  vehicle: CarIcon,
  service: WrenchIcon,
  ticket: TicketIcon,
  job_card: ClipboardListIcon,
  estimate_decision: FileCheckIcon,
  customer: UserIcon,
};

const ACTION_TEXT: Record<ActivityKind, Record<ActivityEntry["action"], string>> = {
  vehicle: { created: "Vehicle added", updated: "Vehicle updated" },
  service: { created: "Service added", updated: "Service updated" },
  ticket: { created: "Ticket created", updated: "Ticket updated" },
  job_card: { created: "Job card created", updated: "Job card updated" },
  estimate_decision: { created: "Estimate decided", updated: "Estimate decided" },
  customer: { created: "Customer changed", updated: "Customer changed" },
};

/** Who: a server record's author; this browser's records are the user's own. */
function whoText(entry: ActivityEntry): string {
  if (entry.by === undefined) return "in this browser";
  return entry.by ? `by ${entry.by.name || entry.by.email}` : "by a removed account";
}

interface RecentActivityCardProps {
  entries: ActivityEntry[];
  /** The server part is still loading and nothing else is to show yet. */
  loading: boolean;
  /** The server part failed; this browser's changes still show. */
  serverFailed: boolean;
  now: number;
}

/** The latest changes, newest first: this browser's vehicles and services, the server's tickets and job cards. */
export function RecentActivityCard({ entries, loading, serverFailed, now }: RecentActivityCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Recent Activity</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {entries.length > 0 ? (
          <ul className="divide-y">
            {entries.map((entry) => {
              const Icon = KIND_ICONS[entry.kind];
              return (
                <li key={entry.key} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <span className="text-muted-foreground">{ACTION_TEXT[entry.kind][entry.action]}: </span>
                      <Link to={entry.href} className="font-medium break-words underline-offset-4 hover:underline">
                        {entry.label}
                      </Link>
                    </p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={new Date(entry.at).toISOString()} title={fullDateTime(entry.at)}>
                        {timeAgo(entry.at, now)}
                      </time>{" "}
                      {whoText(entry)}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : loading ? (
          <Spinner aria-label="Loading recent activity" />
        ) : (
          <p className="text-sm text-muted-foreground">No recent activity to display yet.</p>
        )}
        {serverFailed ? (
          <p className="text-sm text-destructive">Ticket and job card activity could not be loaded.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
