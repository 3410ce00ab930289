import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { SearchIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useSlashToFocus } from "../hooks/use-slash-to-focus";
import { useUniversalSearch } from "../hooks/use-universal-search";
import type { SearchHit } from "../utils/search-hit";
import { SearchResultsPanel } from "./search-results-panel";

/** One search per pause in typing, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

interface UniversalSearchProps {
  /** The box's accessible name. */
  label: string;
  /** Marks the form as the page's search landmark (one per page, so it needs no name). */
  landmark?: boolean;
  placeholder: string;
  /** Shows a Search button (the dashboard's field). */
  withButton?: boolean;
  /** Pressing "/" elsewhere focuses this box (the header's). */
  slashShortcut?: boolean;
  className?: string;
  panelClassName?: string;
}

/**
 * Searches vehicles, services, tickets and job cards as the user types and lists the matches
 * grouped under the box. Arrow keys move through them, Enter opens one, Escape closes the list.
 */
export function UniversalSearch({
  label,
  landmark = false,
  placeholder,
  withButton,
  slashShortcut = false,
  className,
  panelClassName,
}: UniversalSearchProps) {
  const id = useId();
  const panelId = `${id}results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  // Enter or the Search button searches at once rather than after the pause.
  const [submitted, setSubmitted] = useState<string | null>(null);
  const debounced = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const term = submitted ?? debounced;
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const result = useUniversalSearch(term);
  useSlashToFocus(inputRef, slashShortcut);

  const showing = open && term !== "";
  const hits = useMemo(() => (showing ? result.hits : []), [showing, result.hits]);
  const optionIds = useMemo(() => new Map(hits.map((hit, index) => [hit.key, `${id}option-${index}`])), [hits, id]);
  const activeIndex = hits.findIndex((hit) => hit.key === activeKey);
  const activeOptionId = activeIndex >= 0 ? optionIds.get(hits[activeIndex]!.key) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOptionId]);

  function close() {
    setOpen(false);
    setActiveKey(null);
  }

  function pick(hit: SearchHit) {
    close();
    void navigate(hit.href);
  }

  function move(step: 1 | -1) {
    if (!showing) {
      if (value.trim() !== "") setOpen(true);
      return;
    }
    if (hits.length === 0) return;
    const next = activeIndex === -1 ? (step === 1 ? 0 : hits.length - 1) : (activeIndex + step + hits.length) % hits.length;
    setActiveKey(hits[next]!.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && showing && activeIndex >= 0) {
      event.preventDefault();
      pick(hits[activeIndex]!);
    } else if (event.key === "Escape" && showing) {
      // Only closes the list; the browser would otherwise also empty the box.
      event.preventDefault();
      close();
    }
  }

  return (
    <form
      role={landmark ? "search" : undefined}
      className={cn("flex gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        setSubmitted(text);
        setOpen(text !== "");
        setActiveKey(null);
        inputRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className="relative min-w-0 flex-1">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={inputRef}
          type="search"
          aria-label={label}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-controls={showing ? panelId : undefined}
          aria-activedescendant={activeOptionId}
          aria-keyshortcuts={slashShortcut ? "/" : undefined}
          className="pl-8"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setSubmitted(null);
            setOpen(event.target.value.trim() !== "");
            setActiveKey(null);
          }}
          onFocus={() => {
            if (value.trim() !== "") setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {withButton ? <Button type="submit">Search</Button> : null}
      <SearchResultsPanel
        id={panelId}
        groups={showing ? result.groups : null}
        pending={showing && result.pending}
        activeKey={activeKey}
        optionId={(hit) => optionIds.get(hit.key) ?? ""}
        onPick={close}
        className={panelClassName}
      />
    </form>
  );
}
