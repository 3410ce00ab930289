import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useStableList } from "./use-stable-list";

describe("useStableList", () => {
  it("keeps the list it gave while the items stay the same, and hands on a changed one", () => {
    const a = { id: "a" };
    const b = { id: "b" };
    const first = [a, b];
    const { result, rerender } = renderHook(({ list }) => useStableList(list), { initialProps: { list: first } });
    expect(result.current).toBe(first);

    rerender({ list: [a, b] });
    expect(result.current).toBe(first);

    const reordered = [b, a];
    rerender({ list: reordered });
    expect(result.current).toBe(reordered);

    const shorter = [b];
    rerender({ list: shorter });
    expect(result.current).toBe(shorter);
  });
});
