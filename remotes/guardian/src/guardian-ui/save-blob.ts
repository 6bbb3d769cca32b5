/** Hands a file to the browser as a download (a Blob behind a temporary link). */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // revoking in the same task can cancel the download in some browsers
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
