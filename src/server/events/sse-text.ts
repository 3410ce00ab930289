import { CHANGE_EVENT_NAME, type ChangeEvent } from "../../shared/events/change-event";

// One event reaches every open stream; its text is made once, not once per stream.
const texts = new WeakMap<ChangeEvent, string>();

/** A change event as server-sent-events text (its JSON holds no line break). */
export function changeEventText(event: ChangeEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = `event: ${CHANGE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`;
    texts.set(event, text);
  }
  return text;
}
