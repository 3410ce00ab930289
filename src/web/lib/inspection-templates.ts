import { queryOptions, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * The inspection templates, read by Settings (to edit them) and by the repair order (to start an
 * inspection from one), under one cache key.
 */
export const inspectionTemplatesQueryOptions = queryOptions({
  queryKey: queryKeys.inspectionTemplates,
  queryFn: ({ signal }) => parseResponse(client["inspection-templates"].$get({}, { init: { signal } })),
});

/** GET /api/inspection-templates: the built-in Multi-Point Inspection first, then the shop's by name. */
export function useInspectionTemplates() {
  return useQuery(inspectionTemplatesQueryOptions);
}
