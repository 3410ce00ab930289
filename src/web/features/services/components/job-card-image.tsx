import { useJobCardImageUrl } from "../hooks/use-job-card-image-url";

interface JobCardImageProps {
  reference: string;
  alt: string;
}

/** A stored job card image, loaded from IndexedDB (or shown from its address for older data). */
export function JobCardImage({ reference, alt }: JobCardImageProps) {
  const image = useJobCardImageUrl(reference);
  if (image.status === "loading") return <p className="text-sm text-muted-foreground">Loading image...</p>;
  if (image.status === "missing") {
    return <p className="text-sm text-muted-foreground">The image is not stored in this browser.</p>;
  }
  return <img src={image.src} alt={alt} className="max-h-[70vh] w-full rounded-md border object-contain" />;
}
