import { z } from "zod";

/** What a text longer than its field allows is told, under the field and in the server's refusal. */
export const tooLongMessage = (max: number) => `At most ${max} characters.`;

/** Field rules the record forms share. */
export const text = (max: number) => z.string().trim().max(max, tooLongMessage(max));

/**
 * An optional number typed into a text box: empty is null, anything else must be a number of at
 * least zero. `decimals` rounds it (costs keep two).
 */
export const optionalNumber = (message: string, decimals?: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || String(value).trim() === "") return null;
      const parsed = Number(String(value).trim());
      if (!Number.isFinite(parsed) || parsed < 0) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (decimals === undefined) return parsed;
      const factor = 10 ** decimals;
      return Math.round(parsed * factor) / factor;
    });
