import { createContext, useContext } from "react";
import { indexedDbJobCardImages, type JobCardImageStore } from "@/web/lib/job-card-images";

/** Where job card images are kept; tests swap in an in-memory store since jsdom has no IndexedDB. */
export const JobCardImagesContext = createContext<JobCardImageStore>(indexedDbJobCardImages);

export function useJobCardImages(): JobCardImageStore {
  return useContext(JobCardImagesContext);
}
