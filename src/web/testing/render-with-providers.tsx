import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, type InitialEntry } from "react-router";
import { Toaster } from "sonner";

/** Renders a screen as the app does: a fresh query cache, a router and the toaster. */
export function renderWithProviders(ui: ReactNode, { initialEntries = ["/"] }: { initialEntries?: InitialEntry[] } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={initialEntries}>{ui}</MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { user, queryClient, ...view };
}
