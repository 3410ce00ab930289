import { Link } from "react-router";
import { Loader2Icon } from "lucide-react";
import { cn } from "@/web/lib/cn";
import type { SearchGroupResult } from "../hooks/use-universal-search";
import type { SearchHit } from "../utils/search-hit";

interface SearchResultsPanelProps {
  id: string;
  /** Null while closed: the panel stays in the page (its live status must exist before it speaks) but hidden. */
  groups: SearchGroupResult[] | null;
  pending: boolean;
  activeKey: string | null;
  optionId: (hit: SearchHit) => string;
  onPick: () => void;
  className?: string;
}

/** What the status line says, read out by screen readers as results arrive. */
function statusText(count: number, pending: boolean): string {
  if (count > 0) return `${count} ${count === 1 ? "result" : "results"}${pending ? ", still searching…" : ""}`;
  return pending ? "Searching…" : "No results found.";
}

/**
 * The grouped results under a search box: a listbox whose options are the records' links. The
 * box keeps the focus and points at the active option (aria-activedescendant).
 */
export function SearchResultsPanel({ id, groups, pending, activeKey, optionId, onPick, className }: SearchResultsPanelProps) {
  const count = groups?.reduce((total, group) => total + group.hits.length, 0) ?? 0;
  const shown = groups?.filter((group) => group.hits.length > 0) ?? [];
  const errors = groups?.flatMap((group) => (group.error ? [group.error] : [])) ?? [];

  return (
    <div
      id={id}
      hidden={groups === null}
      className={cn(
        "absolute top-full z-50 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
        className,
      )}
    >
      <p
        role="status"
        className={cn("flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground", count > 0 && !pending && "sr-only")}
      >
        {groups === null ? null : (
          <>
            {pending ? <Loader2Icon aria-hidden="true" className="size-3.5 animate-spin" /> : null}
            {statusText(count, pending)}
          </>
        )}
      </p>
      {shown.length > 0 ? (
        // Clicks must not take the focus from the box: it holds the keyboard's place in the list.
        <div role="listbox" aria-label="Results" onMouseDown={(event) => event.preventDefault()}>
          {shown.map((group) => (
            <div key={group.group} role="group" aria-labelledby={`${id}-${group.group}`} className="py-1">
              <div id={`${id}-${group.group}`} className="px-2 py-1 text-xs font-semibold text-muted-foreground uppercase">
                {group.label}
              </div>
              {group.hits.map((hit) => {
                const active = hit.key === activeKey;
                return (
                  <Link
                    key={hit.key}
                    id={optionId(hit)}
                    role="option"
                    aria-selected={active}
                    tabIndex={-1}
                    to={hit.href}
                    onClick={onPick}
                    className={cn(
                      "block rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground",
                      active && "bg-accent text-accent-foreground outline-2 -outline-offset-2 outline-primary",
                    )}
                  >
                    <span className="block truncate font-medium">{hit.title}</span>
                    {hit.detail ? <span className="block truncate text-xs text-muted-foreground">{hit.detail}</span> : null}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}
      {errors.map((error) => (
        <p key={error} className="px-2 py-1.5 text-sm text-destructive">
          {error}
        </p>
      ))}
    </div>
  );
}
