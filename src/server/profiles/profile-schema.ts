import { z } from "@hono/zod-openapi";
import { ROLES } from "../../shared/auth/roles";

/** The Profile shape of src/shared/schemas/account-responses.ts, for the OpenAPI document. */
export const profileSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    username: z.string(),
    shopName: z.string(),
    role: z.enum(ROLES),
    requestedRole: z.enum(ROLES).nullable(),
    isActive: z.boolean(),
    notifyEmailBookings: z.boolean(),
    notifySmsUrgent: z.boolean(),
    updatedAt: z.string(),
  })
  .openapi("Profile");
