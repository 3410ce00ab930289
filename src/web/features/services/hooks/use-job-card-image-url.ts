import { useEffect, useState } from "react";
import { isJobCardImageReference } from "@/web/lib/job-card-images";
import { useJobCardImages } from "./job-card-images-context";

export type JobCardImageState =
  | { status: "loading" }
  | { status: "ready"; src: string }
  | { status: "missing" };

/**
 * A displayable address for a service's job card image. IndexedDB references become object URLs
 * (revoked when the component lets go); any other stored address is shown as it is.
 */
export function useJobCardImageUrl(reference: string | null): JobCardImageState {
  const images = useJobCardImages();
  const [loaded, setLoaded] = useState<{ reference: string; state: JobCardImageState } | null>(null);

  useEffect(() => {
    if (!isJobCardImageReference(reference)) return;
    let objectUrl: string | undefined;
    let cancelled = false;
    images
      .load(reference)
      .then((blob) => {
        if (cancelled) return;
        if (!blob) {
          setLoaded({ reference, state: { status: "missing" } });
          return;
        }
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ reference, state: { status: "ready", src: objectUrl } });
      })
      .catch(() => {
        if (!cancelled) setLoaded({ reference, state: { status: "missing" } });
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [images, reference]);

  if (!reference) return { status: "missing" };
  if (!isJobCardImageReference(reference)) return { status: "ready", src: reference };
  return loaded?.reference === reference ? loaded.state : { status: "loading" };
}
