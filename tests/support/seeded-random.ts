/**
 * A small seeded generator (mulberry32) for property tests: the same seed gives the same run, so
 * a failure names its seed and can be replayed.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  below(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (max: number) => Math.floor(next() * max);
  return {
    next,
    below,
    pick: (items) => {
      if (items.length === 0) throw new Error("Nothing to pick from.");
      return items[below(items.length)]!;
    },
    chance: (probability) => next() < probability,
  };
}
