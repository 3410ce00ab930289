import type { FieldValues, Resolver } from "react-hook-form";
import { fromLocalInput } from "./local-date-time";

/**
 * A form resolver that reads the named datetime-local fields (the reader's own clock) as ISO UTC
 * timestamps before the shared schema checks them, so the device, which knows its time zone,
 * converts the time and the server only ever gets a moment. An empty field stays empty.
 */
export function withLocalTimes<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
  fields: readonly (keyof Values & string)[],
): Resolver<Values, Context, Output> {
  return (values, context, options) => {
    const converted: FieldValues = { ...values };
    for (const field of fields) {
      const value: unknown = values[field];
      converted[field] = typeof value === "string" ? fromLocalInput(value) : value;
    }
    return resolver(converted as Values, context, options);
  };
}
