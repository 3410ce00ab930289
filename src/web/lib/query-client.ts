import { QueryClient } from "@tanstack/react-query";
import { followSignedInRole } from "@/web/lib/shop-records/follow-signed-in-role";

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
  // For the life of the app: the shop records follow whoever the session check says is signed in.
  followSignedInRole(queryClient);
  return queryClient;
}
