import { useSearchParams } from "react-router";
import type { Role } from "@/shared/auth/roles";

/** The address parameter that keeps the choice: `assigned=me` or `assigned=all`. */
const ASSIGNED_PARAM = "assigned";

/**
 * Whether the Job Cards list shows only the viewer's own cards, kept in the address so Back and a
 * shared link return to the same list. Until someone picks, a Service Technician starts on their
 * own cards and everyone else on all of them.
 */
export function useAssignedToMeFromAddress(role: Role | null): [boolean, (assignedToMe: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(ASSIGNED_PARAM);
  const assignedToMe = chosen === "me" ? true : chosen === "all" ? false : role === "Service Technician";
  const choose = (value: boolean) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(ASSIGNED_PARAM, value ? "me" : "all");
        return next;
      },
      // A toggle is not a new page: Back leaves the list rather than stepping through each choice.
      { replace: true },
    );
  };
  return [assignedToMe, choose];
}
