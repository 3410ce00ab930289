/**
 * Saves CSV text as a file through a temporary link. The byte order mark lets Excel read the file
 * as UTF-8, so a € or £ in the header survives.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
