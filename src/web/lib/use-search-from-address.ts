import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";

/** Marks an address written by the search box itself, so it is not read back over newer typing. */
interface SearchBoxState {
  fromSearchBox?: boolean;
}

/**
 * A list's search text, kept in the address as `?search=`: the universal search links a ticket or
 * job card as /service-tickets?search=<id>, and Back from a record's page returns to the list as it
 * was searched. Typing replaces the address rather than adding a page per keystroke; the box takes
 * the address's text only when someone else navigated (a link, Back), since the router may apply
 * the box's own writes after newer keystrokes.
 */
export function useSearchFromAddress(): [string, (value: string) => void] {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get("search") ?? "";
  const [search, setSearch] = useState(fromAddress);
  const [seenKey, setSeenKey] = useState(location.key);
  // Adjusting state while rendering (React's pattern for "the prop changed"): no extra commit.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const typed = (location.state as SearchBoxState | null)?.fromSearchBox === true;
    if (!typed && fromAddress !== search) setSearch(fromAddress);
  }
  const change = (value: string) => {
    setSearch(value);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("search", value);
        else next.delete("search");
        return next;
      },
      { replace: true, state: { fromSearchBox: true } satisfies SearchBoxState },
    );
  };
  return [search, change];
}
