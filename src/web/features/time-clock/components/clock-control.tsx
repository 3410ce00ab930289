import { PlayIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

export interface ClockControlProps {
  jobCardId: string;
  jobId: string;
  jobName: string;
}

/**
 * Stand-in with the real control's name and props, until the time clock's own control (which
 * starts and stops the clock, online and offline) takes its place.
 */
export function ClockControl({ jobName }: ClockControlProps) {
  return (
    <div className="grid gap-1">
      <Button type="button" disabled title={`Start the clock on ${jobName}`}>
        <PlayIcon aria-hidden="true" />
        Start
      </Button>
      <p className="text-xs text-muted-foreground">The time clock is not available yet.</p>
    </div>
  );
}
