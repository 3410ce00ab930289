import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addedToEstimateSchema,
  inspectionBodySchema,
  inspectionPhotoSchema,
  type Inspection,
  type InspectionItemUpdate,
  type InspectionPhoto,
} from "@/shared/schemas/inspections";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { applyUpdate } from "../utils/item-changes";

const inspectionPath = (jobCardId: string) => `/api/job-cards/${encodeURIComponent(jobCardId)}/inspection`;
const itemPath = (jobCardId: string, itemId: string) => `${inspectionPath(jobCardId)}/items/${encodeURIComponent(itemId)}`;

/** Under the card's key, so the card's change event (any device's write) refetches it. */
export const inspectionKey = (jobCardId: string) => [...queryKeys["job-cards"].detail(jobCardId), "inspection"] as const;

async function send(path: string, method: string, body?: object): Promise<Inspection> {
  const response = await apiFetch(path, {
    method,
    ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  return inspectionBodySchema.parse(await response.json()).inspection!;
}

export function useInspection(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: inspectionKey(jobCardId),
      queryFn: async ({ signal }) => inspectionBodySchema.parse(await (await apiFetch(inspectionPath(jobCardId), { signal })).json()).inspection,
    }),
  );
}

/** A write that answers with the inspection: the answer is the new state of the query. */
function useInspectionWrite<V>(jobCardId: string, write: (variables: V) => Promise<Inspection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (inspection) => queryClient.setQueryData(inspectionKey(jobCardId), inspection),
  });
}

export function useStartInspection(jobCardId: string) {
  return useInspectionWrite(jobCardId, (templateId: string) => send(inspectionPath(jobCardId), "POST", { templateId }));
}

export function useCompleteInspection(jobCardId: string) {
  return useInspectionWrite(jobCardId, () => send(`${inspectionPath(jobCardId)}/complete`, "POST"));
}

export function useReopenInspection(jobCardId: string) {
  return useInspectionWrite(jobCardId, () => send(`${inspectionPath(jobCardId)}/reopen`, "POST"));
}

/** The key of every item save of the card's inspection, to wait for them. */
export const itemSavesKey = (jobCardId: string) => ["inspection-item-save", jobCardId] as const;

/** How many item saves, photos included, are still on their way. */
export function useItemSavesPending(jobCardId: string): number {
  return useIsMutating({ mutationKey: itemSavesKey(jobCardId) });
}

/**
 * Saves one item at once and shows the change before the server answers; on a refusal the item
 * goes back to what it was (the caller shows why). One item's saves go one after another, so
 * the last change made is the one stored.
 */
export function useSaveInspectionItem(jobCardId: string, itemId: string) {
  const queryClient = useQueryClient();
  const key = inspectionKey(jobCardId);
  return useMutation({
    mutationKey: itemSavesKey(jobCardId),
    mutationFn: (update: InspectionItemUpdate) => send(itemPath(jobCardId, itemId), "PUT", update),
    scope: { id: `inspection-item:${jobCardId}:${itemId}` },
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Inspection | null>(key);
      if (previous) queryClient.setQueryData(key, applyUpdate(previous, itemId, update));
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (inspection) => queryClient.setQueryData(key, inspection),
  });
}

/** Raw bytes with their type, as the server takes a photo; the inspection is read again after. */
export function useAddItemPhoto(jobCardId: string, itemId: string, prepare: (file: File) => Promise<Blob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: itemSavesKey(jobCardId),
    mutationFn: async (file: File): Promise<InspectionPhoto> => {
      const photo = await prepare(file);
      const response = await apiFetch(`${itemPath(jobCardId, itemId)}/photos`, {
        method: "POST",
        headers: { "content-type": photo.type || "application/octet-stream" },
        body: photo,
      });
      return inspectionPhotoSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKey(jobCardId) }),
  });
}

export function useDeleteItemPhoto(jobCardId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: itemSavesKey(jobCardId),
    mutationFn: async (photoId: string) => {
      await apiFetch(`${itemPath(jobCardId, itemId)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inspectionKey(jobCardId) }),
  });
}

/**
 * Add to Estimate: the finding becomes a job in the card's estimate draft. The answer's inspection
 * shows the item on the estimate; the card's estimate (and its work list) is read again.
 */
export function useAddToEstimate(jobCardId: string, itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await apiFetch(`${itemPath(jobCardId, itemId)}/estimate`, { method: "POST" });
      return addedToEstimateSchema.parse(await response.json());
    },
    onSuccess: ({ inspection }) => {
      queryClient.setQueryData(inspectionKey(jobCardId), inspection);
      void queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) });
    },
  });
}
