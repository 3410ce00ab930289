/** The longest JSON text of a refused mutation kept as it came: real mutations are far smaller. */
const MAX_COPY_CHARS = 4096;
/** The deepest nesting kept as JSON; a real mutation nests a few levels (fields, parts, a part). */
const MAX_COPY_DEPTH = 32;

type Work = { value: unknown } | { text: string; depth: number };

/**
 * The start of a value's JSON text, at most `maxChars` long, and how deep its containers nest
 * within that start. Iterative, so a value nested a hundred thousand levels deep (JSON.stringify
 * overflows the stack at a few thousand) is read like any other.
 */
function jsonStart(root: unknown, maxChars: number): { text: string; complete: boolean; depth: number } {
  let text = "";
  let depth = 0;
  let deepest = 0;
  const work: Work[] = [{ value: root }];
  while (work.length > 0 && text.length <= maxChars) {
    const item = work.pop()!;
    if ("text" in item) {
      text += item.text;
      depth += item.depth;
      deepest = Math.max(deepest, depth);
      continue;
    }
    const { value } = item;
    if (Array.isArray(value)) {
      work.push({ text: "]", depth: -1 });
      for (let index = value.length - 1; index >= 0; index -= 1) {
        work.push({ value: value[index] ?? null });
        if (index > 0) work.push({ text: ",", depth: 0 });
      }
      work.push({ text: "[", depth: 1 });
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value).filter(([, child]) => child !== undefined);
      work.push({ text: "}", depth: -1 });
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        work.push({ value: child });
        work.push({ text: `${index > 0 ? "," : ""}${JSON.stringify(key)}:`, depth: 0 });
      }
      work.push({ text: "{", depth: 1 });
    } else {
      work.push({ text: JSON.stringify(value) ?? "null", depth: 0 });
    }
  }
  const complete = work.length === 0 && text.length <= maxChars;
  return { text: complete ? text : text.slice(0, maxChars), complete, depth: deepest };
}

/** Cuts text without leaving half of a surrogate pair at its end (it has no UTF-8 form). */
function withoutHalfPair(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, -1) : text;
}

/**
 * A refused mutation as it is recorded: as it came when it is small and plainly nested, else its
 * id and the first 4 KB of its JSON text. Any value a device sends can be stored that way; the
 * whole of it could be up to a megabyte, or nested deeper than the database (or the JSON writer
 * on the way there) can take, which failed the push.
 */
export function storableCopy(raw: { id: number } & Record<string, unknown>): unknown {
  const { text, complete, depth } = jsonStart(raw, MAX_COPY_CHARS);
  if (complete && depth <= MAX_COPY_DEPTH) return raw;
  return { id: raw.id, truncated: withoutHalfPair(text) };
}
