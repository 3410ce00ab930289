import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addedToEstimateSchema, inspectionBodySchema, type Inspection, type InspectionItemUpdate } from "@/shared/schemas/inspections";
import { apiFetch } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { inspectionPhotoQueue, jobCardOutbox } from "@/web/lib/job-card-actions/job-card-outbox-instance";
import { uploadInspectionPhoto } from "@/web/lib/job-card-actions/upload-inspection-photo";
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

/** The server could not be reached: the change waits on the device. */
const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

/** What came of a save: the inspection as stored, or `queued` when it waits on the device for the connection. */
export type ItemSaveResult = { queued: false; inspection: Inspection } | { queued: true };

/**
 * Saves one item at once and shows the change before the server answers; on a refusal the item
 * goes back to what it was (the caller shows why). One item's saves go one after another, so
 * the last change made is the one stored. Without a connection the save is queued with the job
 * card actions and pushed when it returns; the change stays on screen meanwhile.
 */
export function useSaveInspectionItem(jobCardId: string, itemId: string) {
  const queryClient = useQueryClient();
  const key = inspectionKey(jobCardId);
  return useMutation({
    mutationKey: itemSavesKey(jobCardId),
    mutationFn: async (update: InspectionItemUpdate): Promise<ItemSaveResult> => {
      try {
        return { queued: false, inspection: await send(itemPath(jobCardId, itemId), "PUT", update) };
      } catch (error) {
        if (!unreachable(error)) throw error;
        await jobCardOutbox.queue({ name: "inspection.saveItem", jobCardId, itemId, update: { ...update, note: update.note ?? "" } });
        return { queued: true };
      }
    },
    // Run without a connection too (TanStack would pause it): that is when the save is queued.
    networkMode: "always",
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
    onSuccess: (result) => {
      if (!result.queued) queryClient.setQueryData(key, result.inspection);
    },
  });
}

/** What came of a photo: uploaded, or `queued` when it waits on the device for the connection. */
export type PhotoAddResult = { queued: boolean };

/**
 * Raw bytes with their type, as the server takes a photo; the inspection is read again after.
 * Without a connection the shrunk photo waits on the device and is uploaded when it returns.
 */
export function useAddItemPhoto(jobCardId: string, item: { itemId: string; name: string }, prepare: (file: File) => Promise<Blob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: itemSavesKey(jobCardId),
    mutationFn: async (file: File): Promise<PhotoAddResult> => {
      const photo = await prepare(file);
      try {
        await uploadInspectionPhoto(jobCardId, item.itemId, photo);
        return { queued: false };
      } catch (error) {
        if (!unreachable(error)) throw error;
        await inspectionPhotoQueue.queue({ jobCardId, itemId: item.itemId, itemName: item.name, takenAt: new Date().toISOString(), blob: photo });
        return { queued: true };
      }
    },
    networkMode: "always",
    onSuccess: (result) => {
      // A queued photo leaves the inspection alone: with no connection a refetch would only fail.
      if (!result.queued) void queryClient.invalidateQueries({ queryKey: inspectionKey(jobCardId) });
    },
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
