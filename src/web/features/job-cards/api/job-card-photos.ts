import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { jobCardPhotoSchema, jobCardPhotosSchema, type JobCardPhoto, type JobCardPhotos } from "@/shared/schemas/job-card-photos";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

const photosPath = (jobCardId: string) => `/api/job-cards/${encodeURIComponent(jobCardId)}/photos`;

/** GET /api/job-cards/{id}/photos; its key sits under the card's, so a change event refetches it. */
export async function getJobCardPhotos(jobCardId: string, signal?: AbortSignal): Promise<JobCardPhotos> {
  const response = await apiFetch(photosPath(jobCardId), { signal });
  return jobCardPhotosSchema.parse(await response.json());
}

export function useJobCardPhotos(jobCardId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...queryKeys["job-cards"].detail(jobCardId), "photos"] as const,
      queryFn: ({ signal }) => getJobCardPhotos(jobCardId, signal),
    }),
  );
}

/**
 * POST the picture's raw bytes with its type, as the server takes an image: it is not JSON, so
 * it goes through apiFetch rather than the typed JSON client.
 */
export async function uploadJobCardPhoto(jobCardId: string, file: Blob): Promise<JobCardPhoto> {
  const response = await apiFetch(photosPath(jobCardId), {
    method: "POST",
    headers: { "content-type": file.type || "application/octet-stream" },
    body: file,
  });
  return jobCardPhotoSchema.parse(await response.json());
}

export async function deleteJobCardPhoto(jobCardId: string, photoId: string): Promise<void> {
  await apiFetch(`${photosPath(jobCardId)}/${encodeURIComponent(photoId)}`, { method: "DELETE" });
}

/** Refreshes the card (its photos and History) once a photo is added or deleted. */
function useRefreshCard(jobCardId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].detail(jobCardId) });
}

export function useUploadJobCardPhoto(jobCardId: string, prepare: (file: File) => Promise<Blob>) {
  const refresh = useRefreshCard(jobCardId);
  return useMutation({ mutationFn: async (file: File) => uploadJobCardPhoto(jobCardId, await prepare(file)), onSuccess: refresh });
}

export function useDeleteJobCardPhoto(jobCardId: string) {
  const refresh = useRefreshCard(jobCardId);
  return useMutation({ mutationFn: (photoId: string) => deleteJobCardPhoto(jobCardId, photoId), onSuccess: refresh });
}
