import { z } from "zod";
import { CHANGE_ACTIONS, CHANGE_RESOURCES, type ChangeEvent } from "../../shared/events/change-event";

const changeEventSchema = z.object({
  resource: z.enum(CHANGE_RESOURCES),
  action: z.enum(CHANGE_ACTIONS),
  id: z.string(),
});

/** A change event read back from a NOTIFY payload, or null when the payload is not one. */
export function parseChangeEvent(payload: string | undefined): ChangeEvent | null {
  try {
    const parsed = changeEventSchema.safeParse(JSON.parse(payload ?? ""));
    // Only the known fields travel on: never anything else a payload might carry.
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
