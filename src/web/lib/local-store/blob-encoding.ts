/** Reads a file or blob as text (a chosen export file). */
export function blobToText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(blob);
  });
}

/** Reads a file or blob as bytes (a photo kept while there is no connection). */
export function blobToArrayBuffer(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads a file or blob as a base64 data URL (how a logo is kept, and images travel in a backup). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });
}

const BASE64_DATA_URL = /^data:([\w.+/-]*)(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/]*={0,2})$/;

export function isBase64DataUrl(value: string): boolean {
  return BASE64_DATA_URL.test(value);
}

/** The MIME type a base64 data URL declares ("" when it declares none), or null when it is not one. */
export function dataUrlMimeType(value: string): string | null {
  const match = BASE64_DATA_URL.exec(value);
  return match ? (match[1] ?? "") : null;
}

/** The blob a base64 data URL holds, or null when the text is not one. */
export function dataUrlToBlob(value: string): Blob | null {
  const match = BASE64_DATA_URL.exec(value);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]!);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: match[1] ?? "" });
}
