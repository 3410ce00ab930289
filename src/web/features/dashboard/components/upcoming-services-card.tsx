import { Link } from "react-router";
import { CalendarClockIcon, CarIcon } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { dueIn, formatDay } from "../utils/describe-time";
import type { DateKey } from "@/web/lib/date-keys";
import type { UpcomingItem } from "../utils/upcoming-services";

/** A long list would push the page down; the rest are in Services and Vehicles. */
const SHOWN = 10;

interface UpcomingServicesCardProps {
  items: UpcomingItem[];
  today: DateKey;
}

/** Scheduled services and vehicles due for a service, soonest first. */
export function UpcomingServicesCard({ items, today }: UpcomingServicesCardProps) {
  const shown = items.slice(0, SHOWN);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Upcoming Services</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming services scheduled.</p>
        ) : (
          <>
            <ul className="divide-y">
              {shown.map((item) => (
                <li key={`${item.kind}:${item.id}`} className="flex items-start gap-3 py-2.5 first:pt-0 last:pb-0">
                  {item.kind === "service" ? (
                    <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  ) : (
                    <CarIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">
                      <Link to={item.href} className="font-medium break-words underline-offset-4 hover:underline">
                        {item.kind === "service" ? item.type : item.vehicle}
                      </Link>
                    </p>
                    <p className="text-xs break-words text-muted-foreground">
                      {item.kind === "service" ? item.vehicle : "Next service due"}
                    </p>
                  </div>
                  <div className="shrink-0 text-right text-xs">
                    <time dateTime={item.date} className="block font-medium">
                      {formatDay(item.date)}
                    </time>
                    {item.kind === "vehicle" && item.overdue ? (
                      <Badge variant="red">{dueIn(item.date, today)}</Badge>
                    ) : (
                      <span className="text-muted-foreground">{dueIn(item.date, today)}</span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {items.length > SHOWN ? (
              <p className="mt-3 text-xs text-muted-foreground">And {items.length - SHOWN} more.</p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
