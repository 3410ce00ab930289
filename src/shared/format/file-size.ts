const UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** "1.2 MB": a size in decimal units (as file managers show them), one decimal past bytes. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  // Rounded as shown, so 999,950 bytes reads 1.0 MB rather than 1000.0 KB.
  while (Math.round(value * 10) / 10 >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return bytes === 1 ? "1 byte" : `${bytes} bytes`;
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
