import type { ReactNode } from "react";

/**
 * A failure said where it happened: read out as it appears (role="alert"), in the destructive
 * colour. With nothing to say it draws nothing, so `<AlertMessage>{failure}</AlertMessage>` stands
 * for the whole conditional.
 */
export function AlertMessage({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
