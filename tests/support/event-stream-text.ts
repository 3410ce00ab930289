import type { ChangeEvent } from "../../src/shared/events/change-event";

/** Reads a GET /api/events answer as text, as EventSource receives it. */
export function eventStreamText(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";

  /** The next chunk, or done; fails once `deadline` (a Date.now() time) has passed. */
  async function next(deadline: number, waitingFor: string) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No ${waitingFor} in time; the stream said:\n${text}`)), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([reader.read(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Reads until the text so far matches `pattern`; fails if the stream ends first or `ms` pass. */
    async until(pattern: RegExp, ms = 10_000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        const { done, value } = await next(deadline, String(pattern));
        if (done) throw new Error(`The stream ended before ${pattern}; it said:\n${text}`);
        text += decoder.decode(value, { stream: true });
      }
      return text;
    },
    /** Resolves once the server ends the stream; fails if it is still open after `ms`. */
    async ended(ms = 10_000): Promise<void> {
      const deadline = Date.now() + ms;
      for (;;) {
        const { done, value } = await next(deadline, "end");
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

/** The `change` events in a stream's text. */
export function changeEventsIn(text: string): ChangeEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.split("\n").includes("event: change"))
    .map((block) => {
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice("data: ".length))
        .join("\n");
      return JSON.parse(data) as ChangeEvent;
    });
}
