import { can, type Permission } from "@/shared/auth/permissions";
import { useSession } from "./use-session";

/** Whether the signed-in user's role has a capability; the UI hides what the server would refuse. */
export function useCan(permission: Permission): boolean {
  return can(useSession().role, permission);
}
