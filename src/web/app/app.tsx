import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "@/web/lib/query-client";
import { onSessionEnded } from "@/web/lib/session-events";
import { createAppRouter } from "./router";
import { queryKeys } from "@/web/lib/query-keys";

/** One toast visible at a time, shown for 5000 ms unless a toast says otherwise. */
export const TOAST_DURATION_MS = 5000;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);

  // When the session ends here or in another tab, forget everything fetched under it; the
  // shell's guard then sends the user to /login.
  useEffect(
    () =>
      onSessionEnded(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
        queryClient.setQueryData(queryKeys.me, null);
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} closeButton position="top-right" />
    </QueryClientProvider>
  );
}
