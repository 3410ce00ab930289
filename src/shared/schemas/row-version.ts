import { z } from "zod";
import { INT4_MAX } from "./bounds";

/**
 * The rowVersion a whole-draft save sends back: the one it read (0 before the first save). It is
 * compared with an `integer` column, so a value past int4 is refused here, not by the database.
 */
export const rowVersionInputSchema = z
  .number({ message: "rowVersion is required." })
  .int()
  .min(0)
  .max(INT4_MAX, "rowVersion is too large.");
