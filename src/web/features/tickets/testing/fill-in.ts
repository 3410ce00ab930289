import type { UserEvent } from "@testing-library/user-event";

/** Types text into a field as one paste: a user's input without a render per key (slow on busy CI). */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
