import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { createQueryClient } from "@/web/lib/query-client";
import { createAppRouter } from "./router";

/** SPEC.md 9: one toast visible at a time, shown for 5000 ms unless a toast says otherwise. */
export const TOAST_DURATION_MS = 5000;

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={1} duration={TOAST_DURATION_MS} closeButton position="top-right" />
    </QueryClientProvider>
  );
}
