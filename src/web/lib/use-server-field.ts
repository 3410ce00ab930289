import { useState } from "react";

const sameText = (text: string, server: string) => text === server;

/**
 * A field's text that follows a value the server may change while the field is on screen (another
 * device's save, arriving by refetch), as a form library's reset that keeps dirty values does: when
 * the server's value changes, the field takes it unless the user has changed the field since it
 * last showed the server's value; then the user's text stays, and is compared with the new value
 * from then on. `same` says when a text still stands for the server's value ("1.50" for "1.5").
 * While `hold` (this field's own saves on their way), the text stays: an earlier save's answer
 * must not overwrite what was typed after it.
 */
export function useServerField(
  server: string,
  { same = sameText, hold = false }: { same?: (text: string, server: string) => boolean; hold?: boolean } = {},
): [string, (text: string) => void] {
  const [field, setField] = useState({ server, text: server });
  let shown = field;
  // Adjusted while rendering, not in an effect, so the stale text is never painted.
  if (field.server !== server) {
    shown = { server, text: !hold && same(field.text, field.server) ? server : field.text };
    setField(shown);
  }
  return [shown.text, (text: string) => setField((previous) => ({ ...previous, text }))];
}
