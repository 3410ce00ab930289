import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { can, type Permission } from "@/shared/auth/permissions";
import { useSession } from "@/web/lib/auth/use-session";

/** A role that may not open a page is redirected to the dashboard. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return can(session.role, permission) ? children : <Navigate to="/" replace />;
}
