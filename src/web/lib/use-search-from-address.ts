import { useState } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's search text, starting from the address's `?search=` (the universal search links a
 * ticket or job card as /service-tickets?search=<id>). Following another such link while the
 * list is open starts that search; typing changes only the box.
 */
export function useSearchFromAddress(): [string, (value: string) => void] {
  const [params] = useSearchParams();
  const fromAddress = params.get("search") ?? "";
  const [search, setSearch] = useState(fromAddress);
  const [seen, setSeen] = useState(fromAddress);
  // Adjusting state while rendering (React's pattern for "the prop changed"): no extra commit.
  if (fromAddress !== seen) {
    setSeen(fromAddress);
    setSearch(fromAddress);
  }
  return [search, setSearch];
}
