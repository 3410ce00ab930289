import type { ReactNode } from "react";

/** What an empty report says, plainly, in place of its table. */
export function EmptyReport({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}

/** Remarks under a report's figures (what was left out and why); nothing when there are none. */
export function ReportNotes({ notes }: { notes: (string | false | null | undefined)[] }) {
  const shown = notes.filter((note): note is string => Boolean(note));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
      {shown.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
