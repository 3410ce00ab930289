import { useState } from "react";

/**
 * The previous list when `next` holds the same items in the same order, else `next`. A filter
 * that lets every row through (the first letter of a search often does) then hands the table
 * the list it already has, and the memoised table skips the render.
 */
export function useStableList<T>(next: readonly T[]): readonly T[] {
  const [stable, setStable] = useState(next);
  if (stable === next || sameItems(stable, next)) return stable;
  // React's pattern for state derived from the previous render: set during render, no effect.
  setStable(next);
  return next;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return false;
  }
  return true;
}
