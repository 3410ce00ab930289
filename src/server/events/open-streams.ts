/** What the registry asks of one open GET /api/events stream. */
export interface StreamControl {
  /** Ends the stream: a newer stream of the same user pushed it out. */
  end(): void;
  /** Reads the session again: it may have ended, or the user's role or active flag changed. */
  recheck(): void;
}

export interface OpenStreamsLimits {
  perUser: number;
  total: number;
}

/** The open event streams of this instance, by user. Counted in memory: each instance caps its own. */
export interface OpenStreams {
  /**
   * Registers a new stream of `userId` and returns the function that removes it again. When the
   * user already holds `perUser` streams, their oldest are ended first, so the new one is always
   * taken; otherwise, when the instance holds `total` streams, it is refused (null).
   */
  open(userId: string, control: StreamControl): (() => void) | null;
  /** Asks every open stream of `userId` to read its session again, at once. */
  recheck(userId: string): void;
  /** How many streams are open. */
  readonly size: number;
}

export function createOpenStreams(limits: OpenStreamsLimits): OpenStreams {
  // A Set keeps insertion order: the first of a user's streams is their oldest.
  const byUser = new Map<string, Set<StreamControl>>();
  let size = 0;

  function remove(userId: string, control: StreamControl): boolean {
    const streams = byUser.get(userId);
    if (!streams?.delete(control)) return false;
    size -= 1;
    if (streams.size === 0) byUser.delete(userId);
    return true;
  }

  return {
    open(userId, control) {
      const streams = byUser.get(userId) ?? new Set<StreamControl>();
      if (streams.size < limits.perUser && size >= limits.total) return null;
      for (const oldest of [...streams].slice(0, Math.max(0, streams.size - limits.perUser + 1))) {
        remove(userId, oldest);
        oldest.end();
      }
      streams.add(control);
      byUser.set(userId, streams);
      size += 1;
      return () => {
        remove(userId, control);
      };
    },
    recheck(userId) {
      for (const control of [...(byUser.get(userId) ?? [])]) control.recheck();
    },
    get size() {
      return size;
    },
  };
}
