import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { z } from "zod";
import type { InspectionTemplateInput, inspectionTemplateUpdateSchema } from "@/shared/schemas/inspection-templates";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

const templates = client["inspection-templates"];

/** Every change refreshes the list, a refused one too: a 409 means the list is out of date. */
function useTemplateMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.inspectionTemplates }) });
}

/** POST /api/inspection-templates (New Template and Copy). */
export function useCreateInspectionTemplate() {
  return useTemplateMutation((input: InspectionTemplateInput) => parseResponse(templates.$post({ json: input })));
}

export type TemplateUpdate = z.input<typeof inspectionTemplateUpdateSchema>;

/** PUT /api/inspection-templates/{templateId} with the rowVersion the editor opened. */
export function useUpdateInspectionTemplate() {
  return useTemplateMutation(({ templateId, input }: { templateId: string; input: TemplateUpdate }) =>
    parseResponse(templates[":templateId"].$put({ param: { templateId: encodeURIComponent(templateId) }, json: input })),
  );
}

/** DELETE /api/inspection-templates/{templateId}. */
export function useDeleteInspectionTemplate() {
  return useTemplateMutation(async (templateId: string) => {
    await templates[":templateId"].$delete({ param: { templateId: encodeURIComponent(templateId) } });
  });
}
