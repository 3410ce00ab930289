import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { meQueryOptions } from "@/web/lib/auth/me";
import { createQueryClient } from "@/web/lib/query-client";
import { onSessionEnded } from "@/web/lib/session-events";
import { createAppRouter } from "./router";
import { queryKeys } from "@/web/lib/query-keys";

/** One toast visible at a time, shown for 5000 ms unless a toast says otherwise. */
export const TOAST_DURATION_MS = 5000;

/**
 * The cache, with the session check already asked: it travels while the page's code loads,
 * instead of after it, when the shell's guard would first ask.
 */
function startQueryClient() {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(meQueryOptions);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(startQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));

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
