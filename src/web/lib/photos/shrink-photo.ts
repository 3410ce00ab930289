/** A picture at most this large goes as it is: shrinking it would save little and cost a decode. */
export const SHRINK_ABOVE_BYTES = 300 * 1024;

/**
 * Shrinks a phone photo on the device before upload (at most 1920 px on its long side, about
 * 1 MB), so it goes quickly over shop Wi-Fi and fits the server's cap for job card and inspection
 * photos. A small picture, a GIF (which would lose its frames) and anything that is not a picture go as they are: the
 * server judges the bytes and says why it refuses them. The library loads only when needed.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE_BYTES || !["image/jpeg", "image/png", "image/webp"].includes(file.type)) return file;
  try {
    const { default: imageCompression } = await import("browser-image-compression");
    return await imageCompression(file, { maxSizeMB: 1, maxWidthOrHeight: 1920, useWebWorker: true });
  } catch {
    return file;
  }
}
