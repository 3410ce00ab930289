import { and, eq } from "drizzle-orm";
import { pgView } from "drizzle-orm/pg-core";
import { profiles } from "./profiles";

/** The technicians view: active profiles whose role is Service Technician. */
export const serviceTechnicians = pgView("service_technicians").as((qb) =>
  qb
    .select({ userId: profiles.userId, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.role, "Service Technician"), eq(profiles.isActive, true))),
);
