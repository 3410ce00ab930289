import { useId } from "react";
import { InfoIcon } from "lucide-react";

/** The Admin Note banner: what deactivating and inviting users mean for the Admin. */
export function AdminNote() {
  const titleId = useId();
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950/40 dark:text-blue-100"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p id={titleId} className="font-semibold">
          Admin Note
        </p>
        <p>
          Deactivating a user ends their open sessions at once, and they can no longer log in. New users
          receive a one-time set-password link (valid for 7 days) instead of a password chosen for them.
        </p>
      </div>
    </div>
  );
}
