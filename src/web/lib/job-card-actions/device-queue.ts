import { ApiError } from "@/web/lib/api-error";

/** What a queue of work made without a connection shows: the signed-in person's waiting items, and whether the last try reached the server. */
export interface DeviceQueueState<Item> {
  /** The signed-in person's items waiting for the server, oldest first. */
  waiting: readonly Item[];
  /** The last try could not reach the server. */
  unreachable: boolean;
}

export interface DeviceQueueOptions<Item, Outcome, Run> {
  /** Starts the warning logged when a try fails for another reason than the connection. */
  label: string;
  /** The person's waiting items as stored on the device. */
  load: (person: string) => Promise<readonly Item[]>;
  /** What one sending run keeps between its steps (a budget of retries, say). */
  startRun: () => Run;
  /**
   * Sends what is next under the queue's own rules and tells each outcome; says whether anything
   * moved on (then there may be more). Throws when the server cannot be reached or fails.
   */
  sendNext: (person: string, run: Run, tell: (outcome: Outcome) => void) => Promise<boolean>;
}

/**
 * The part every queue of work made on this device without a connection shares: whose items they
 * are, what waits, who listens, and one sending run at a time (a flush asked for meanwhile runs
 * once more after it). Items stay on the device until the server has them; a failed run leaves
 * them for the next flush.
 */
export function createDeviceQueue<Item, Outcome, Run>(options: DeviceQueueOptions<Item, Outcome, Run>) {
  let userId: string | null = null;
  let state: DeviceQueueState<Item> = { waiting: [], unreachable: false };
  const listeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: Outcome) => void>();
  let flushing: Promise<void> | null = null;
  let again = false;

  function publish(next: Partial<DeviceQueueState<Item>>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }
  function tell(outcome: Outcome): void {
    for (const listener of outcomeListeners) listener(outcome);
  }
  async function reload(person: string): Promise<void> {
    const waiting = await options.load(person);
    if (person === userId) publish({ waiting });
  }

  async function sendAll(person: string): Promise<void> {
    const run = options.startRun();
    try {
      while (await options.sendNext(person, run, tell)) {
        if (person !== userId) return;
        await reload(person);
      }
      publish({ unreachable: false });
    } catch (error) {
      const unreachable = error instanceof ApiError && error.status === 0;
      publish({ unreachable });
      if (!unreachable) console.warn(`${options.label}: a try failed; it is tried again.`, error);
    } finally {
      await reload(person);
    }
  }

  return {
    getState: (): DeviceQueueState<Item> => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells what became of each item as the server answers. */
    onOutcome(listener: (outcome: Outcome) => void): () => void {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    /** The browser went off line: waiting items show as waiting for the connection at once. */
    markUnreachable(): void {
      publish({ unreachable: true });
    },
    /** Who is signed in: only their items are kept, counted and sent. */
    async setUser(person: string | null): Promise<void> {
      userId = person;
      publish({ waiting: [], unreachable: false });
      if (person) await reload(person);
    },
    /** The signed-in person, for whom a new item is kept; null when nobody is. */
    currentUser: (): string | null => userId,
    /** Shows the person's items as stored now. */
    reload,
    /** Sends the signed-in person's waiting items; one run at a time, a call meanwhile runs one more after it. */
    flush(): Promise<void> {
      const person = userId;
      if (!person) return Promise.resolve();
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        do {
          again = false;
          await sendAll(person);
        } while (again && userId === person);
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}
